import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerOfficeMessage, type Enquiry } from '@studydesk/contract';
import { collegeInput, collegeRefs, createRecord, enquiryInput } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';

type Member = { id: string; token: string };

/** Managers own records and take turns; nobody owns a record of an office they are not in. */
describe('managers as owners, within their offices', () => {
  let t: TestApp;
  let admin: string;
  let leeds: string;
  let pune: string;
  let h: ReturnType<typeof officeHelpers>;
  let n = 0;
  const send = (token: string, method: 'PUT' | 'POST' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  const read = async <T>(url: string) =>
    (await t.app.inject({ url: `/api${url}`, headers: bearer(admin) })).json<T>();
  /** A staff-made enquiry of `office`. */
  const enquiryIn = (office: string) =>
    createRecord(t, admin, '/api/enquiries', { ...enquiryInput(++n), source: 'phone', office });
  /** A call request from the public form of `office`; its id. */
  async function callIn(office: string) {
    const email = `caller${++n}@example.com`;
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Caller', email, message: 'Call me', office },
    });
    return (await read<{ data: { _id: string }[] }>(`/contact?q=${email}`)).data[0]!._id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    h = officeHelpers(t, admin);
    leeds = (await h.list()).find((o) => o.isDefault)!._id;
    pune = (await h.office('Pune'))._id;
  });
  afterAll(() => t.close());

  it('gives a manager an enquiry, a call request and an application of their office', async () => {
    const manager = await h.member('manager', [pune]);
    const enquiry = await enquiryIn(pune);
    const res = await send(admin, 'PUT', `/enquiries/${enquiry}`, { assignedTo: manager.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Enquiry>().assignedTo).toBe(manager.id);
    const call = await send(admin, 'PUT', `/contact/${await callIn(pune)}/owner`, {
      assignedTo: manager.id,
    });
    expect(call.statusCode, call.body).toBe(200);
    const refs = await collegeRefs(t, admin, 700);
    const college = await createRecord(t, admin, '/api/college', collegeInput(700, refs));
    const body = { enquiry, college, course: refs.course, assignedTo: manager.id };
    const application = await send(manager.token, 'POST', '/applications', body);
    expect(application.statusCode, application.body).toBe(201);
  });

  it('refuses an owner outside the record’s office, whoever assigns, and changes nothing', async () => {
    const leedsManager = await h.member('manager', [leeds]);
    const outsiders = [await h.member('counsellor', [pune]), await h.member('manager', [pune])];
    const enquiry = await enquiryIn(leeds);
    const call = await callIn(leeds);
    const before = (await read<Enquiry>(`/enquiries/${enquiry}`)).assignedTo;
    const refused = ownerOfficeMessage('Head office');
    for (const who of [admin, leedsManager.token])
      for (const to of outsiders) {
        const tries = [
          await send(who, 'PUT', `/enquiries/${enquiry}`, { assignedTo: to.id }),
          await send(who, 'PUT', `/contact/${call}/owner`, { assignedTo: to.id }),
          await send(who, 'POST', '/enquiries', {
            ...enquiryInput(++n),
            source: 'phone',
            office: leeds,
            assignedTo: to.id,
          }),
        ];
        for (const res of tries) {
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json()).toMatchObject({ fieldErrors: { assignedTo: refused } });
        }
      }
    expect((await read<Enquiry>(`/enquiries/${enquiry}`)).assignedTo).toBe(before);
    const calls = await read<{ data: { _id: string; assignedTo: string | null }[] }>(
      '/contact?limit=100',
    );
    expect(calls.data.find((c) => c._id === call)?.assignedTo).toBeNull();
  });

  it('takes a manager’s turn in round-robin: an office with only a manager gets its leads to them', async () => {
    const delhi = (await h.office('Delhi'))._id;
    const manager: Member = await h.member('manager', [delhi]);
    const on = await send(admin, 'PATCH', '/settings', { roundRobin: true });
    expect(on.statusCode, on.body).toBe(200);
    const input = { ...enquiryInput(++n), office: delhi };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: input })).statusCode,
    ).toBe(201);
    const found = await read<{ enquiries: Enquiry[] }>(`/enquiries?q=${input.email}`);
    expect(found.enquiries[0]).toMatchObject({ office: delhi, assignedTo: manager.id });
  });
});
