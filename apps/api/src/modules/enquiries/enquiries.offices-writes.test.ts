import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createRecord, enquiryInput } from '../../test/fixtures';
import { officeHelpers } from '../../test/offices';

/*
 * Found from outside: writes that name a second enquiry by id read it in every office. A
 * manager of one office merged another office's student (with their invoices and
 * applications) into their own enquiry; the bell's read marker took another office's id.
 */
describe('writes that name another office’s enquiry', () => {
  let t: TestApp;
  let admin: string;
  let mine: string;
  let theirs: string;
  let manager: { id: string; token: string };
  let counsellor: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const h = officeHelpers(t, admin);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    const b = (await h.office('Tokyo'))._id;
    manager = await h.member('manager', [b]);
    counsellor = await h.member('counsellor', [b]);
    theirs = await createRecord(t, admin, '/api/enquiries', {
      ...enquiryInput(1),
      source: 'phone',
      office: a,
    });
    mine = await createRecord(t, admin, '/api/enquiries', {
      ...enquiryInput(2),
      source: 'phone',
      office: b,
      assignedTo: counsellor.id,
    });
  });
  afterAll(() => t.close());

  const still = async () => {
    const res = await t.app.inject({ url: `/api/enquiries/${theirs}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fName: enquiryInput(1).fName });
    expect(res.json<{ mergedInto?: string | null }>().mergedInto ?? null).toBeNull();
  };

  it('will not merge it into one of theirs: 404, nothing moved', async () => {
    for (const who of [manager, counsellor]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/enquiries/${mine}/merge`,
        headers: bearer(who.token),
        payload: { other: theirs, take: ['email'] },
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Enquiry not found' });
      await still();
    }
  });

  it('will not take it as the bell’s read marker: the same 400 as an unknown id', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/enquiries/new/read',
      headers: bearer(counsellor.token),
      payload: { id: theirs },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { id: 'Enquiry not found' } });
    const marker = await t.app.dbHandle.db
      .selectFrom('enquiry_read_markers')
      .selectAll()
      .where('userId', '=', counsellor.id)
      .executeTakeFirst();
    expect(marker).toBeUndefined();
  });
});
