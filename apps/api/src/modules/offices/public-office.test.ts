import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, Enquiry } from '@studydesk/contract';
import { enquiryInput } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';

describe('public leads land in the office their form names, and take turns there', () => {
  let t: TestApp;
  let admin: string;
  let a: string;
  let b: string;
  let inA: string;
  let inB: string;
  let n = 0;

  /** A public enquiry sent with `office`; the stored record, as an admin reads it. */
  async function lead(office?: string): Promise<Enquiry> {
    const input = enquiryInput(++n);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...input, ...(office === undefined ? {} : { office }) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const found = await t.app.inject({
      url: `/api/enquiries?q=${encodeURIComponent(input.email)}`,
      headers: bearer(admin),
    });
    return found.json<{ enquiries: Enquiry[] }>().enquiries[0]!;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const h = officeHelpers(t, admin);
    a = (await h.list()).find((o) => o.isDefault)!._id;
    b = (await h.office('Pune'))._id;
    inA = (await h.member('counsellor', [a])).id;
    inB = (await h.member('counsellor', [b])).id;
    const on = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { roundRobin: true },
    });
    expect(on.statusCode, on.body).toBe(200);
  });
  afterAll(() => t.close());

  it('gives an office’s leads to its own counsellors in turn', async () => {
    for (let i = 0; i < 3; i++) expect(await lead(b)).toMatchObject({ office: b, assignedTo: inB });
    expect(await lead(a)).toMatchObject({ office: a, assignedTo: inA });
  });

  it('sends a lead with no office, or an unknown one, to the default office', async () => {
    expect(await lead()).toMatchObject({ office: a, assignedTo: inA });
    expect(await lead('')).toMatchObject({ office: a });
    expect(await lead('no-such-office')).toMatchObject({ office: a });
  });

  it('sends a lead naming a retired office, or one that cannot be an id, to the default office', async () => {
    const h = officeHelpers(t, admin);
    const gone = (await h.office('York'))._id;
    const retire = await t.app.inject({
      method: 'DELETE',
      url: `/api/offices/${gone}`,
      headers: bearer(admin),
    });
    expect(retire.statusCode, retire.body).toBe(200);
    expect(await lead(gone)).toMatchObject({ office: a });
    // A mistyped or mangled link must not cost the lead (it once answered 400).
    for (const odd of ['not an id!', '../offices', 'x'.repeat(65)])
      expect(await lead(odd)).toMatchObject({ office: a });
    const call = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Caller', email: 'odd@example.com', message: 'Hi', office: 'not an id!' },
    });
    expect(call.statusCode, call.body).toBe(201);
  });

  it('files a call request under the office its form names', async () => {
    const email = 'caller@example.com';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Caller', email, message: 'Call me', office: b },
    });
    expect(sent.statusCode).toBe(201);
    const found = await t.app.inject({ url: `/api/contact?q=${email}`, headers: bearer(admin) });
    expect(found.json<{ data: Contact[] }>().data[0]).toMatchObject({ office: b });
  });
});
