import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Enquiry, EnquiryTransferResult } from '@studydesk/contract';
import { collegeInput, collegeRefs, createRecord, enquiryInput } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';

describe('transferring an enquiry to another office', () => {
  let t: TestApp;
  let admin: string;
  let a: string;
  let b: string;
  let h: ReturnType<typeof officeHelpers>;
  const get = (token: string, url: string) =>
    t.app.inject({ url: `/api${url}`, headers: bearer(token) });
  const transfer = (token: string, id: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${id}/transfer`,
      headers: bearer(token),
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    h = officeHelpers(t, admin);
    a = (await h.list()).find((o) => o.isDefault)!._id;
    b = (await h.office('Pune'))._id;
  });
  afterAll(() => t.close());

  /** An enquiry of office A owned by `owner`, with an application and a follow-up. */
  async function enquiryWithWork(owner: string, n: number) {
    const body = { ...enquiryInput(n), source: 'phone', office: a, assignedTo: owner };
    const enquiry = await createRecord(t, admin, '/api/enquiries', body);
    const refs = await collegeRefs(t, admin, 900 + n);
    const college = await createRecord(t, admin, '/api/college', collegeInput(n, refs));
    const app = { enquiry, college, course: refs.course };
    const application = await createRecord(t, admin, '/api/applications', app);
    const followUp = await createRecord(t, admin, '/api/followUp', {
      enquiry,
      followUpDetails: 'Called about the offer',
    });
    return { enquiry, application, followUp };
  }

  it('moves it with its applications and follow-ups; the owner goes, the timeline says why', async () => {
    const counsellorA = await h.member('counsellor', [a]);
    const managerA = await h.member('manager', [a]);
    const managerB = await h.member('manager', [b]);
    const w = await enquiryWithWork(counsellorA.id, 1);
    const res = await transfer(managerA.token, w.enquiry, { office: b, note: 'Lives in Pune' });
    expect(res.statusCode, res.body).toBe(200);
    const { enquiry } = res.json<EnquiryTransferResult>();
    expect(enquiry).toMatchObject({ _id: w.enquiry, office: b, assignedTo: null });
    for (const url of [
      `/enquiries/${w.enquiry}`,
      `/applications/${w.application}`,
      `/followUp/${w.followUp}`,
    ]) {
      expect((await get(managerB.token, url)).statusCode, url).toBe(200);
      expect((await get(managerA.token, url)).statusCode, url).toBe(404);
      expect((await get(counsellorA.token, url)).statusCode, url).toBe(404);
    }
    const changes = await get(admin, `/enquiries/${w.enquiry}/timeline`);
    expect(changes.body).toContain('Lives in Pune');
    const timeline = JSON.parse(changes.body) as unknown;
    expect(JSON.stringify(timeline)).toContain('transfer');
  });

  it('keeps an owner who belongs to the new office too', async () => {
    const both = await h.member('counsellor', [a, b]);
    const w = await enquiryWithWork(both.id, 2);
    const res = await transfer(admin, w.enquiry, { office: b, note: 'Nearer' });
    expect(res.json<EnquiryTransferResult>().enquiry).toMatchObject({ assignedTo: both.id });
  });

  it('filters lists by office for admins', async () => {
    const w = await enquiryWithWork((await h.member('counsellor', [a])).id, 3);
    const ids = async (office: string) =>
      (await get(admin, `/enquiries?office=${office}&limit=100`))
        .json<{ enquiries: Enquiry[] }>()
        .enquiries.map((e) => e._id);
    expect(await ids(a)).toContain(w.enquiry);
    expect(await ids(b)).not.toContain(w.enquiry);
    const managerB = await h.member('manager', [b]);
    const theirs = await get(managerB.token, `/enquiries?office=${a}`);
    expect(theirs.json<{ count: number }>().count).toBe(0);
  });

  it('refuses the same office, a retired or unknown one, a bad body and counsellors', async () => {
    const w = await enquiryWithWork((await h.member('counsellor', [a])).id, 4);
    const counsellor = await h.member('counsellor', [a]);
    const cases: [string, object, number][] = [
      [admin, { office: a, note: 'Same' }, 400],
      [admin, { office: 'no-such-office', note: 'Gone' }, 400],
      [admin, { office: b }, 400],
      [admin, { office: b, note: '' }, 400],
      [counsellor.token, { office: b, note: 'Mine' }, 403],
    ];
    for (const [token, body, status] of cases) {
      const res = await transfer(token, w.enquiry, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    const still = await get(admin, `/enquiries/${w.enquiry}`);
    expect(still.json<Enquiry>().office).toBe(a);
    expect((await transfer(admin, 'no-such-enquiry', { office: b, note: 'x' })).statusCode).toBe(
      404,
    );
  });
});
