import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AtRisk } from '@studydesk/contract';
import { newId } from '../../lib/ids';
import { collegeInput, collegeRefs, createRecord } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { applicationRow } from '../dashboard/funnel.fixtures';
import { invoiceFixtures } from '../invoices/invoices.fixtures';

/** Today is 15-01-2031: what falls due by 29-01-2031 (or before today) is at risk. */
describe('money at risk this week: conditional offers with conditions or a deposit due', () => {
  let t: TestApp;
  let admin: string;
  let managerA: string;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const f = invoiceFixtures(t);
    const h = officeHelpers(t, admin);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    const b = (await h.office('Branch B'))._id;
    managerA = (await h.member('manager', [a])).token;
    const college = await createRecord(
      t,
      admin,
      '/api/college',
      collegeInput(1, await collegeRefs(t, admin)),
    );
    const rule = { type: 'fixed', value: 1000, currency: 'GBP' };
    expect((await f.call(admin, 'PUT', `/college/${college}/commission`, rule)).statusCode).toBe(
      200,
    );
    const inA = await f.student(admin, { office: a });
    const inB = await f.student(admin, { office: b });
    const db = t.app.dbHandle.db;
    const T = '2031-01-01T10:00:00.000Z';
    const offer = async (
      name: string,
      o: { type?: string; stage?: string; due?: string; paid?: string; enquiry?: string } = {},
      conditions: [string, boolean][] = [],
    ) => {
      id[name] = newId();
      await db
        .insertInto('applications')
        .values({
          ...applicationRow(id[name], o.enquiry ?? inA, o.stage ?? 'conditional_offer', T),
          college,
          offerType: o.type ?? 'conditional',
          depositDueDate: o.due ?? null,
          depositPaidDate: o.paid ?? null,
        })
        .execute();
      for (const [dueDate, satisfied] of conditions)
        await db
          .insertInto('application_conditions')
          .values({
            id: newId(),
            applicationId: id[name],
            text: `IELTS 6.5 by ${dueDate}`,
            dueDate,
            satisfied: satisfied ? 1 : 0,
            satisfiedDate: null,
            createdBy: null,
            createdAt: T,
            updatedAt: T,
          })
          .execute();
    };
    await offer('deposit', { due: '2031-01-20' });
    await offer('condition', {}, [
      ['2031-01-29', false],
      ['2031-02-10', false],
    ]);
    await offer('paid', { due: '2031-01-20', paid: '2031-01-10' });
    await offer('later', {}, [['2031-01-30', false]]);
    await offer('unconditional', { type: 'unconditional', due: '2031-01-20' });
    await offer('met', {}, [['2031-01-20', true]]);
    await offer('elsewhere', { due: '2031-01-16', enquiry: inB });
    await offer('enrolled', { stage: 'enrolled', due: '2031-01-20' });
    await offer('overdue', {}, [['2031-01-10', false]]);
  }, 60_000);
  afterAll(() => t.close());

  const get = async (token: string, query = 'today=2031-01-15') => {
    const res = await t.app.inject({ url: `/api/money/at-risk?${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AtRisk>();
  };

  it('lists the offers due within 14 days (and overdue), soonest first, with their commission', async () => {
    const r = await get(admin);
    expect(r).toMatchObject({ today: '2031-01-15', until: '2031-01-29' });
    expect(r.data.map((d) => d.application)).toEqual([
      id.overdue,
      id.elsewhere,
      id.deposit,
      id.condition,
    ]);
    expect(r.data[3]).toMatchObject({
      due: [{ kind: 'condition', date: '2031-01-29', details: 'IELTS 6.5 by 2031-01-29' }],
      commission: { amount: '1000.00', currency: 'GBP' },
      collegeName: expect.stringContaining('Lakeside') as string,
    });
    expect(r.data[2]!.due).toEqual([{ kind: 'deposit', date: '2031-01-20', details: null }]);
    expect(r.totals).toEqual([{ amount: '4000.00', currency: 'GBP' }]);
  });

  it('keeps a manager to their offices; counsellors are refused; bad input is a 400', async () => {
    const r = await get(managerA);
    expect(r.data.map((d) => d.application)).not.toContain(id.elsewhere);
    expect(r.totals).toEqual([{ amount: '3000.00', currency: 'GBP' }]);
    const counsellor = await t.tokenFor('counsellor');
    const refused = await t.app.inject({ url: '/api/money/at-risk', headers: bearer(counsellor) });
    expect(refused.statusCode).toBe(403);
    const bad = await t.app.inject({ url: '/api/money/at-risk?today=x', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
  });
});
