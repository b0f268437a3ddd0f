import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoneySummary } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { invoiceFixtures } from '../invoices/invoices.fixtures';

/*
 * A seeded quarter, its figures worked out by hand. Base GBP; EUR 0.85 from 1 January and 0.90
 * from 1 March; USD has no rate. Payments (date: amount):
 *   office A, counsellor C1, EUR invoice of 100.00 (50.00 due 10-01, 50.00 due 10-04):
 *     15-02: 30.00 EUR (at 0.85: 25.50 GBP), 05-03: 20.00 EUR (at 0.90: 18.00 GBP)
 *   office B, counsellor C2, GBP invoice of 200.00 due 15-01: 20-03: 120.10 GBP
 *   office A, counsellor C1, USD invoice of 50.00 due 01-05: 25-03: 10.00 USD; 31-12-2025: 5.00
 * Received 01-01 to 31-03: EUR 50.00, GBP 120.10, USD 10.00; in GBP 25.50 + 18.00 + 120.10 =
 * 163.60 with USD not converted. Owed on 20-04: EUR 50.00 10 days late, GBP 79.90 95 days late,
 * USD 35.00 not due; in GBP (EUR at 0.90) 45.00 + 79.90 = 124.90.
 */
describe('the money summary: fees received and outstanding, per currency and in base', () => {
  let t: TestApp;
  let f: ReturnType<typeof invoiceFixtures>;
  const who = {} as Record<'admin' | 'managerA' | 'managerB' | 'counsellor', string>;
  let officeB = '';
  let c1 = '';
  const query = 'from=2026-01-01&to=2026-03-31&asOf=2026-04-20';
  const summary = async (token: string, more = '', period = query) => {
    const res = await f.call(token, 'GET', `/money/summary?${period}${more}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MoneySummary>();
  };
  const m = (amount: string, currency: string) => ({ amount, currency });

  beforeAll(async () => {
    t = await createTestApp();
    who.admin = await t.tokenFor('admin');
    f = invoiceFixtures(t);
    const h = officeHelpers(t, who.admin);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    officeB = (await h.office('Branch B'))._id;
    c1 = (await h.member('counsellor', [a])).id;
    const c2 = (await h.member('counsellor', [officeB])).id;
    who.managerA = (await h.member('manager', [a])).token;
    who.managerB = (await h.member('manager', [officeB])).token;
    who.counsellor = await t.tokenFor('counsellor');
    for (const [currency, rate, date] of [
      ['EUR', '0.85', '2026-01-01'],
      ['EUR', '0.9', '2026-03-01'],
    ])
      await f.call(who.admin, 'POST', '/money/rates', { currency, rate, date });
    const line = (amount: string) => [{ description: 'Application service', amount }];
    const s1 = await f.student(who.admin, { office: a, assignedTo: c1 });
    const s2 = await f.student(who.admin, { office: officeB, assignedTo: c2 });
    const eur = await f.invoice(who.admin, s1, {
      currency: 'EUR',
      due: '2026-01-10',
      lines: line('100'),
      instalments: [{ due: '2026-01-10' }, { due: '2026-04-10' }],
    });
    const gbp = await f.invoice(who.admin, s2, {
      currency: 'GBP',
      due: '2026-01-15',
      lines: line('200'),
    });
    const usd = await f.invoice(who.admin, s1, {
      currency: 'USD',
      due: '2026-05-01',
      lines: line('50'),
    });
    for (const [inv, amount, date] of [
      [eur._id, '30', '2026-02-15'],
      [eur._id, '20', '2026-03-05'],
      [gbp._id, '120.10', '2026-03-20'],
      [usd._id, '10', '2026-03-25'],
      [usd._id, '5', '2025-12-31'],
    ] as const)
      expect((await f.payRes(who.admin, inv, amount, date)).statusCode).toBe(201);
  }, 60_000);
  afterAll(() => t.close());

  it('sums what was received by month, office and counsellor, per currency', async () => {
    const s = await summary(who.admin);
    expect(s).toMatchObject({ from: '2026-01-01', to: '2026-03-31', baseCurrency: 'GBP' });
    expect(s.received.byMonth).toEqual([
      { month: '2026-02', amount: m('30.00', 'EUR'), payments: 1 },
      { month: '2026-03', amount: m('20.00', 'EUR'), payments: 1 },
      { month: '2026-03', amount: m('120.10', 'GBP'), payments: 1 },
      { month: '2026-03', amount: m('10.00', 'USD'), payments: 1 },
    ]);
    expect(s.received.byOffice.map((o) => [o.officeName, o.amount])).toEqual([
      ['Branch B', m('120.10', 'GBP')],
      [expect.any(String), m('50.00', 'EUR')],
      [expect.any(String), m('10.00', 'USD')],
    ]);
    const mine = s.received.byCounsellor.filter((c) => c.counsellor === c1);
    expect(mine.map((c) => [c.amount, c.payments])).toEqual([
      [m('50.00', 'EUR'), 2],
      [m('10.00', 'USD'), 1],
    ]);
    expect(s.received.totals).toEqual([m('50.00', 'EUR'), m('120.10', 'GBP'), m('10.00', 'USD')]);
  });

  it('converts to the base currency only with dated rates, naming them; USD is not added', async () => {
    const s = await summary(who.admin);
    expect(s.received.inBase).toEqual({
      total: m('163.60', 'GBP'),
      rates: [
        { currency: 'EUR', date: '2026-01-01', rate: '0.85' },
        { currency: 'EUR', date: '2026-03-01', rate: '0.9' },
      ],
      notConverted: ['USD'],
    });
    expect(s.outstanding.inBase).toEqual({
      total: m('124.90', 'GBP'),
      rates: [{ currency: 'EUR', date: '2026-03-01', rate: '0.9' }],
      notConverted: ['USD'],
    });
  });

  it('ages what is owed by days past due', async () => {
    const s = await summary(who.admin);
    expect(s.outstanding.byAge).toEqual([
      { age: 'current', amount: m('35.00', 'USD') },
      { age: '0-30', amount: m('50.00', 'EUR') },
      { age: '90+', amount: m('79.90', 'GBP') },
    ]);
    expect(s.outstanding.totals).toEqual([m('50.00', 'EUR'), m('79.90', 'GBP'), m('35.00', 'USD')]);
    const later = await summary(who.admin, '', 'from=2026-01-01&to=2026-03-31&asOf=2026-06-09');
    expect(later.outstanding.byAge.map((b) => [b.age, b.amount.currency])).toEqual([
      ['31-60', 'EUR'],
      ['31-60', 'USD'],
      ['90+', 'GBP'],
    ]);
  });

  it('shows managers their offices only; office= narrows; counsellors are refused', async () => {
    const totals = async (token: string, more = '') =>
      (await summary(token, more)).received.totals.map((x) => x.currency);
    expect(await totals(who.managerA)).toEqual(['EUR', 'USD']);
    expect(await totals(who.managerB)).toEqual(['GBP']);
    expect(await totals(who.admin, `&office=${officeB}`)).toEqual(['GBP']);
    const none = await summary(who.managerA, `&office=${officeB}`);
    expect(none.received.totals).toEqual([]);
    expect(none.outstanding.inBase.total).toEqual(m('0.00', 'GBP'));
    const res = await f.call(who.counsellor, 'GET', `/money/summary?${query}`);
    expect(res.statusCode).toBe(403);
  });

  it('refuses a period that ends before it starts, and dates that are not dates', async () => {
    for (const bad of ['from=2026-04-01&to=2026-03-01', 'from=2026-13-01', 'asOf=yesterday'])
      expect((await f.call(who.admin, 'GET', `/money/summary?${bad}`)).statusCode, bad).toBe(400);
  });
});
