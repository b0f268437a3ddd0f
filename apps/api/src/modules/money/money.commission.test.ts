import { beforeAll, describe, expect, it } from 'vitest';
import type { Claim, MoneySummary } from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import { claimsAgency } from '../claims/claims.fixtures';

/*
 * Commission received and owed, worked out by hand. Base GBP; CAD 0.55 from 1 January, 0.50
 * from 1 April. Lakeside claims 10 % of 20,000 CAD tuition in two halves, so claim A (Meera,
 * Asha's student, then Kiran, Ravi's) has lines 1000, 1000, 1000, 1000 CAD. Harbour claims a
 * fixed 1,200 GBP at enrolment: claim B (Tara, nobody's) sent, claim C (Meera) left a draft.
 *   A: 10-02 1,500 CAD (no rate: 0.55, 825.00 GBP) → Meera 1,500
 *      05-03   700 CAD (rate given 0.6, 420.00 GBP) → Meera 500, Kiran 200
 *      02-04   100 CAD (after the period)
 *   B: 20-03 1,200 GBP
 * Received 01-01 to 31-03: CAD 2,200.00 (Lakeside, 2 payments), GBP 1,200.00 (Harbour);
 * Asha's students 2,000.00 CAD from 2 payments, Ravi's 200.00 from 1, nobody's 1,200.00 GBP;
 * in GBP 825.00 + 420.00 + 1,200.00 = 2,445.00 at the rates recorded with the payments.
 * Owed 45 days after A and B were sent: A 4,000 − 2,300 = 1,700.00 CAD (31–60 days), C 1,200.00
 * GBP not asked for yet (current); in GBP 1,700 × 0.50 + 1,200 = 2,050.00.
 */
describe('the money summary: commission from colleges, received and owed', () => {
  let t: TestApp;
  let j: Journey;
  withJourney((m) => ({ t, j } = m));
  const tokens = {} as Record<'managerHere' | 'managerThere', string>;
  let there = '';
  let asOf = '';
  const m = (amount: string, currency: string) => ({ amount, currency });
  const summary = async (token: string, more = '') => {
    const res = await j.call(
      token,
      'GET',
      `/money/summary?from=2026-01-01&to=2026-03-31&asOf=${asOf}${more}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MoneySummary>();
  };

  beforeAll(async () => {
    const c = await claimsAgency(t, j);
    const h = officeHelpers(t, j.admin);
    const here = (await h.list()).find((o) => o.isDefault)!._id;
    there = (await h.office('Branch B'))._id;
    tokens.managerHere = (await h.member('manager', [here])).token;
    tokens.managerThere = (await h.member('manager', [there])).token;
    for (const [rate, date] of [
      ['0.55', '2026-01-01'],
      ['0.5', '2026-04-01'],
    ])
      await j.call(j.admin, 'POST', '/money/rates', { currency: 'CAD', rate, date });
    const harbour = { college: j.colleges.harbour, intake: j.intakes.harbour };
    const a = await c.claim(j.admin, [
      await c.enrolled(j.students.ashas._id),
      await c.enrolled(j.students.ravis._id),
    ]);
    // The lines in the order the payments fill them: Meera's two halves, then Kiran's.
    expect(a.lines.map((l) => [l.enquiry, l.amount.amount])).toEqual([
      [j.students.ashas._id, '1000.00'],
      [j.students.ashas._id, '1000.00'],
      [j.students.ravis._id, '1000.00'],
      [j.students.ravis._id, '1000.00'],
    ]);
    const b = await c.claim(
      j.admin,
      [await c.enrolled(j.students.nobodys._id, harbour)],
      harbour.college,
    );
    await c.claim(j.admin, [await c.enrolled(j.students.ashas._id, harbour)], harbour.college);
    for (const claim of [a, b]) {
      const sent = await j.call(j.admin, 'PATCH', `/claims/${claim._id}`, { status: 'sent' });
      expect(sent.statusCode, sent.body).toBe(200);
      asOf = addDays(sent.json<Claim>().sentAt!.slice(0, 10), 45);
    }
    for (const [claim, body] of [
      [a, { amount: '1500', receivedAt: '2026-02-10' }],
      [a, { amount: '700', receivedAt: '2026-03-05', rate: '0.6' }],
      [a, { amount: '100', receivedAt: '2026-04-02' }],
      [b, { amount: '1200', receivedAt: '2026-03-20' }],
    ] as const) {
      const paid = await j.call(j.admin, 'POST', `/claims/${claim._id}/payments`, body);
      expect(paid.statusCode, paid.body).toBe(201);
    }
  }, 60_000);

  it('sums what colleges paid by month, college and the students’ counsellors', async () => {
    const { commission: c } = await summary(j.admin);
    expect(c.received.byMonth).toEqual([
      { month: '2026-02', amount: m('1500.00', 'CAD'), payments: 1 },
      { month: '2026-03', amount: m('700.00', 'CAD'), payments: 1 },
      { month: '2026-03', amount: m('1200.00', 'GBP'), payments: 1 },
    ]);
    expect(c.received.byCollege).toEqual([
      {
        college: j.colleges.harbour,
        collegeName: 'Harbour University',
        amount: m('1200.00', 'GBP'),
        payments: 1,
      },
      {
        college: j.colleges.lakeside,
        collegeName: 'Lakeside College',
        amount: m('2200.00', 'CAD'),
        payments: 2,
      },
    ]);
    const of = (id: string | null) =>
      c.received.byCounsellor.filter((x) => x.counsellor === id).map((x) => [x.amount, x.payments]);
    expect(of(j.asha.id)).toEqual([[m('2000.00', 'CAD'), 2]]);
    expect(of(j.ravi.id)).toEqual([[m('200.00', 'CAD'), 1]]);
    expect(of(null)).toEqual([[m('1200.00', 'GBP'), 1]]);
    expect(c.received.byOffice.map((o) => [o.amount, o.payments])).toEqual([
      [m('2200.00', 'CAD'), 2],
      [m('1200.00', 'GBP'), 1],
    ]);
    expect(c.received.totals).toEqual([m('2200.00', 'CAD'), m('1200.00', 'GBP')]);
  });

  it('adds them in the base currency at the rates recorded with the payments, named', async () => {
    const { commission: c } = await summary(j.admin);
    expect(c.received.inBase).toEqual({
      total: m('2445.00', 'GBP'),
      rates: [
        { currency: 'CAD', date: '2026-02-10', rate: '0.55' },
        { currency: 'CAD', date: '2026-03-05', rate: '0.6' },
      ],
      notConverted: [],
    });
  });

  it('ages what claims still ask for by days since sent; a draft is not asked for yet', async () => {
    const { commission: c } = await summary(j.admin);
    expect(c.outstanding).toEqual({
      byAge: [
        { age: 'current', amount: m('1200.00', 'GBP') },
        { age: '31-60', amount: m('1700.00', 'CAD') },
      ],
      totals: [m('1700.00', 'CAD'), m('1200.00', 'GBP')],
      inBase: {
        total: m('2050.00', 'GBP'),
        rates: [{ currency: 'CAD', date: '2026-04-01', rate: '0.5' }],
        notConverted: [],
      },
    });
  });

  it('shows managers their offices’ claims only; office= narrows', async () => {
    const totals = async (token: string, more = '') => {
      const { commission: c } = await summary(token, more);
      return [c.received.totals, c.outstanding.totals].map((l) => l.map((x) => x.currency));
    };
    expect(await totals(tokens.managerHere)).toEqual([
      ['CAD', 'GBP'],
      ['CAD', 'GBP'],
    ]);
    expect(await totals(tokens.managerThere)).toEqual([[], []]);
    expect(await totals(j.admin, `&office=${there}`)).toEqual([[], []]);
    expect(await totals(tokens.managerThere, `&office=${j.colleges.lakeside}`)).toEqual([[], []]);
    const refused = await j.call(j.asha.token, 'GET', `/money/summary?asOf=${asOf}`);
    expect(refused.statusCode).toBe(403);
  });
});

function addDays(day: string, days: number) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
