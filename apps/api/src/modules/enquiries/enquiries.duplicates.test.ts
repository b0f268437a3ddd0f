import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlsoEnquired } from '@studydesk/contract';
import { bearer, createTestApp, testDialect, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { officeHelpers } from '../../test/offices';
import { samePerson, type SameBy } from './enquiries.duplicates';

const YEAR_MS = 365 * 86_400_000;

describe('"also enquired on": the same person\'s other enquiries', () => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};
  const get = (url: string) => t.app.inject({ url, headers: bearer(admin) });
  async function post(key: string, fields: object) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiryInput(Object.keys(ids).length + 1), ...fields },
    });
    const { enqNo } = res.json<{ enqNo: string }>();
    const found = await get(`/api/enquiries?q=${enqNo}`);
    ids[key] = found.json<{ enquiries: { _id: string }[] }>().enquiries[0]!._id;
  }
  const also = async (key: string) =>
    (await get(`/api/enquiries/${ids[key]}/also-enquired`)).json<{ data: AlsoEnquired[] }>().data;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    await post('first', { email: 'meera@example.com', mobile: '+91 98661 25640' });
    await post('sameEmail', { email: 'meera@example.com', mobile: '+44 7700 900111' });
    // The same number typed differently: matched by its digits.
    await post('samePhone', { email: 'meera.w@example.com', mobile: '+91-9866125640' });
    await post('stranger', { email: 'ravi@example.com', mobile: '+91 90000 00000' });
    await post('deleted', { email: 'meera@example.com', mobile: '+44 7700 900222' });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/enquiries/${ids.deleted}`,
      headers: bearer(admin),
    });
    // A year and more apart still counts (not only the 24 h duplicate window).
    const old = new Date(Date.now() - 2 * YEAR_MS).toISOString();
    await t.app.dbHandle.db
      .updateTable('enquiries')
      .set({ createdAt: old })
      .where('id', '=', ids.first!)
      .execute();
  });
  afterAll(() => t.close());

  it('lists live enquiries with the same e-mail or phone digits, newest first, not itself', async () => {
    const data = await also('first');
    expect(data.map((e) => e._id)).toEqual([ids.samePhone, ids.sameEmail]);
    expect(data[0]).toEqual({
      _id: ids.samePhone,
      enqNo: expect.stringMatching(/^ENQ-/),
      createdAt: expect.any(String),
    });
    expect((await also('sameEmail')).map((e) => e._id)).toEqual([ids.first]);
    expect((await also('samePhone')).map((e) => e._id)).toEqual([ids.first]);
    expect(await also('stranger')).toEqual([]);
    expect((await get(`/api/enquiries/${ids.deleted}/also-enquired`)).statusCode).toBe(404);
  });

  it("names no other office's enquiry to staff of one office", async () => {
    const h = officeHelpers(t, admin);
    const london = await h.office('London');
    await post('london', {
      email: 'meera@example.com',
      mobile: '+44 7700 900333',
      office: london._id,
    });
    const manager = await h.member('manager', [london._id]);
    const res = await t.app.inject({
      url: `/api/enquiries/${ids.london}/also-enquired`,
      headers: bearer(manager.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: AlsoEnquired[] }>().data).toEqual([]);
    // the admin, who sees every office, is shown the same person's enquiries in the other office
    expect((await also('london')).map((e) => e._id)).toEqual([ids.sameEmail, ids.first]);
  });

  it('reads each side from its index, newest first, without sorting', async () => {
    const db = t.app.dbHandle.db;
    const plans: Record<SameBy, string> = { email: '', mobileDigits: '' };
    for (const col of ['email', 'mobileDigits'] as const) {
      const q = samePerson(db, col, 'x', 'y').compile();
      const explain = testDialect === 'postgres' ? 'explain' : 'explain query plan';
      const r = await db.transaction().execute(async (trx) => {
        // A handful of rows makes a sequential scan cheapest; the plan at scale is the question.
        if (testDialect === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
        return trx.getExecutor().executeQuery({ ...q, sql: `${explain} ${q.sql}` });
      });
      plans[col] = r.rows.map((row) => Object.values(row as object).join(' ')).join('\n');
    }
    expect(plans.email).toMatch(/enquiries_email_createdAt/);
    expect(plans.mobileDigits).toMatch(/enquiries_mobileDigits_createdAt/);
    for (const plan of Object.values(plans)) expect(plan).not.toMatch(/TEMP B-TREE|Sort\b/i);
  });
});
