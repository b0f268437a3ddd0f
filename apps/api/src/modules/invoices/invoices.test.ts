import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceSummary } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { dayFromToday, invoiceFixtures } from './invoices.fixtures';

describe('invoices: exact sums, instalments, payments, overdue', () => {
  let t: TestApp;
  let admin: string;
  let f: ReturnType<typeof invoiceFixtures>;
  let student: string;
  const line = (amount: unknown, extra: object = {}) => ({
    description: 'Service',
    amount,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = invoiceFixtures(t);
    student = await f.student(admin);
  });
  afterAll(() => t.close());

  it('adds three lines of 0.10 to exactly 0.30, and taxes each line half up', async () => {
    const inv = await f.invoice(admin, student, {
      currency: 'GBP',
      due: dayFromToday(14),
      lines: [line('0.10'), line(0.1), line('0.10')],
    });
    expect(inv.number).toMatch(/^INV-\d{4}-\d{4}$/);
    expect(inv).toMatchObject({ status: 'open', overdue: false });
    expect(inv.total).toEqual({ amount: '0.30', currency: 'GBP' });
    const taxed = await f.invoice(admin, student, {
      currency: 'GBP',
      due: dayFromToday(14),
      lines: [line('2.50', { tax: 5 }), line('1.25', { tax: '17.5', quantity: 2 })],
    });
    // 5% of 2.50 is 0.125: 0.13; 17.5% of 2.50 is 0.4375: 0.44.
    expect(taxed.lines.map((l) => [l.net.amount, l.taxAmount.amount, l.total.amount])).toEqual([
      ['2.50', '0.13', '2.63'],
      ['2.50', '0.44', '2.94'],
    ]);
    expect([taxed.net.amount, taxed.tax.amount, taxed.total.amount]).toEqual([
      '5.00',
      '0.57',
      '5.57',
    ]);
  });

  it('refuses yen decimals (400, the line named) and keeps the three decimals of a dinar', async () => {
    const before = (await f.call(admin, 'GET', `/enquiries/${student}/invoices`)).json<{
      total: number;
    }>();
    const yen = await f.invoiceRes(admin, student, {
      currency: 'JPY',
      due: dayFromToday(14),
      lines: [line('1000'), line('1000.5')],
    });
    expect(yen.statusCode).toBe(400);
    expect(yen.json()).toMatchObject({
      fieldErrors: { 'lines.1.amount': 'JPY has no minor unit: enter a whole amount' },
    });
    const after = (await f.call(admin, 'GET', `/enquiries/${student}/invoices`)).json<{
      total: number;
    }>();
    expect(after.total).toBe(before.total);
    const kwd = await f.invoice(admin, student, {
      currency: 'KWD',
      due: dayFromToday(14),
      lines: [line('1.234', { quantity: 2 }), line('0.001')],
    });
    expect(kwd.total).toEqual({ amount: '2.469', currency: 'KWD' });
    const gbp = await f.invoiceRes(admin, student, {
      currency: 'GBP',
      due: dayFromToday(1),
      lines: [line('1.005')],
    });
    expect(gbp.json()).toMatchObject({
      fieldErrors: { 'lines.0.amount': 'GBP has 2 decimal places at most' },
    });
  });

  it('splits the total over instalments, or takes amounts that add up to it', async () => {
    const even = await f.invoice(admin, student, {
      currency: 'JPY',
      due: dayFromToday(30),
      lines: [line('100000')],
      instalments: [
        { due: dayFromToday(60) },
        { due: dayFromToday(30) },
        { due: dayFromToday(90) },
      ],
    });
    expect(even.instalments.map((p) => [p.due, p.amount.amount])).toEqual([
      [dayFromToday(30), '33334'],
      [dayFromToday(60), '33333'],
      [dayFromToday(90), '33333'],
    ]);
    const wrong = await f.invoiceRes(admin, student, {
      currency: 'GBP',
      due: dayFromToday(30),
      lines: [line('1000')],
      instalments: [
        { due: dayFromToday(30), amount: '400' },
        { due: dayFromToday(60), amount: '500' },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('instalments');
  });

  it('takes part payments with numbered receipts, first instalment first, never more than owed', async () => {
    const inv = await f.invoice(admin, student, {
      currency: 'GBP',
      due: dayFromToday(30),
      lines: [line('1000.00')],
      instalments: [
        { due: dayFromToday(30), amount: '600' },
        { due: dayFromToday(60), amount: '400' },
      ],
    });
    const first = await f.pay(admin, inv._id, '600.00');
    expect(first.number).toMatch(/^RC-\d{4}-0001$/);
    expect(first).toMatchObject({
      invoiceNumber: inv.number,
      amount: { amount: '600.00' },
      outstanding: { amount: '400.00' },
    });
    const part = await f.pay(admin, inv._id, 150.5);
    expect(part.number).toMatch(/-0002$/);
    const mid = (await f.call(admin, 'GET', `/invoices/${inv._id}`)).json<Invoice>();
    expect(mid).toMatchObject({
      status: 'part-paid',
      paid: { amount: '750.50' },
      outstanding: { amount: '249.50' },
    });
    expect(mid.instalments.map((p) => p.outstanding.amount)).toEqual(['0.00', '249.50']);
    expect(mid.payments.map((p) => p.number)).toEqual([first.number, part.number]);
    const over = await f.payRes(admin, inv._id, '249.51');
    expect(over.statusCode).toBe(400);
    expect((await f.payRes(admin, inv._id, '0.001')).statusCode).toBe(400);
    expect((await f.payRes(admin, inv._id, '0')).statusCode).toBe(400);
    await f.pay(admin, inv._id, '249.50');
    const paid = (await f.call(admin, 'GET', `/invoices/${inv._id}`)).json<Invoice>();
    expect(paid).toMatchObject({ status: 'paid', outstanding: { amount: '0.00' } });
    expect((await f.payRes(admin, inv._id, '1')).statusCode).toBe(409);
  });

  it('lists an invoice as overdue once an instalment is past due and unpaid', async () => {
    const late = await f.invoice(admin, student, {
      currency: 'EUR',
      due: dayFromToday(-1),
      lines: [line('80')],
      instalments: [
        { due: dayFromToday(-1), amount: '50' },
        { due: dayFromToday(20), amount: '30' },
      ],
    });
    const dueToday = await f.invoice(admin, student, {
      currency: 'EUR',
      due: dayFromToday(0),
      lines: [line('5')],
    });
    const overdue = async () =>
      (await f.call(admin, 'GET', '/invoices?status=overdue'))
        .json<{ data: InvoiceSummary[] }>()
        .data.map((i) => i._id);
    expect(await overdue()).toEqual([late._id]);
    expect(await overdue()).not.toContain(dueToday._id);
    await f.pay(admin, late._id, '50');
    expect(await overdue()).toEqual([]);
    const bad = await f.call(admin, 'GET', '/invoices?status=late');
    expect(bad.statusCode).toBe(400);
  });

  it('numbers 20 invoices made at once with no gap and no duplicate', async () => {
    const other = await f.student(admin);
    const made = await Promise.all(
      Array.from({ length: 20 }, () =>
        f.invoiceRes(admin, other, { currency: 'GBP', due: dayFromToday(7), lines: [line('1')] }),
      ),
    );
    expect(made.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const all = (await f.call(admin, 'GET', '/invoices?limit=100')).json<{
      data: InvoiceSummary[];
      total: number;
    }>();
    const seqs = all.data.map((i) => Number(i.number.slice(-4))).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: all.total }, (_, i) => i + 1));
    expect(all.total).toBeGreaterThanOrEqual(20);
  });
});
