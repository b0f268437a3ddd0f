import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoneySummary } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { dayFromToday, invoiceFixtures } from '../invoices/invoices.fixtures';

/*
 * Found from outside: three invoices each at the largest figures a line takes (£84 trillion
 * apiece) were accepted, and from then on the money summary answered every reader 400 "The
 * amount is too large", a read with no amount in it, for every office that held them.
 */
describe('the money summary over invoices whose sum passes 2^53 minor units', () => {
  let t: TestApp;
  let admin: string;
  let f: ReturnType<typeof invoiceFixtures>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = invoiceFixtures(t);
  });
  afterAll(() => t.close());

  it('still answers, with the sum exact', async () => {
    const line = { description: 'Tuition', amount: '9999999999.99', quantity: 1000, tax: 20 };
    const student = await f.student(admin);
    for (let i = 0; i < 2; i++)
      await f.invoice(admin, student, {
        currency: 'GBP',
        due: dayFromToday(30),
        lines: Array.from({ length: 7 }, () => line),
      });
    const res = await f.call(admin, 'GET', '/money/summary');
    expect(res.statusCode, res.body).toBe(200);
    const { outstanding, baseCurrency } = res.json<MoneySummary>();
    expect(baseCurrency).toBe('GBP');
    // each invoice 7 × 9,999,999,999,990.00 + 20% = 83,999,999,999,916.00; two of them
    expect(outstanding.totals).toEqual([{ amount: '167999999999832.00', currency: 'GBP' }]);
    expect(outstanding.inBase.total).toEqual({ amount: '167999999999832.00', currency: 'GBP' });
  });
});
