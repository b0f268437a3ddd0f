import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { dayFromToday, invoiceFixtures } from './invoices.fixtures';

/**
 * Found from outside: a payment dated 2099 was taken (what was owed fell, what was received in
 * the reports did not rise: the two no longer added up to what was invoiced), an invoice due on
 * 0000-01-01 showed in Due, and an invoice of 0 was "paid" at once.
 */
describe('invoices: days and amounts that cannot be', () => {
  let t: TestApp;
  let admin: string;
  let f: ReturnType<typeof invoiceFixtures>;
  let student: string;
  const line = { description: 'Application service', amount: '1000' };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = invoiceFixtures(t);
    student = await f.student(admin);
  });
  afterAll(() => t.close());

  it('refuses a due day outside 2000-2099 and an invoice that comes to nothing', async () => {
    const cases: [object, string][] = [
      [{ currency: 'JPY', due: '0000-01-01', lines: [line] }, 'due'],
      [{ currency: 'JPY', due: '2206-01-01', lines: [line] }, 'due'],
      [
        {
          currency: 'JPY',
          due: dayFromToday(30),
          lines: [line],
          instalments: [{ due: '1999-12-31' }],
        },
        'instalments.0.due',
      ],
      [{ currency: 'JPY', due: dayFromToday(30), lines: [{ ...line, amount: '0' }] }, 'lines'],
    ];
    for (const [body, field] of cases) {
      const res = await f.invoiceRes(admin, student, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty([field]);
    }
    const list = await f.call(admin, 'GET', `/enquiries/${student}/invoices`);
    expect(list.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('refuses a payment dated after today, and takes one dated today', async () => {
    const inv = await f.invoice(admin, student, {
      currency: 'JPY',
      due: dayFromToday(30),
      lines: [line],
    });
    const later = await f.payRes(admin, inv._id, '100', dayFromToday(3));
    expect(later.statusCode).toBe(400);
    expect(later.json()).toMatchObject({
      fieldErrors: { date: 'A payment cannot be dated after today' },
    });
    const got = await f.call(admin, 'GET', `/invoices/${inv._id}`);
    expect(got.json()).toMatchObject({ paid: { amount: '0' } });
    expect((await f.payRes(admin, inv._id, '100', dayFromToday(0))).statusCode).toBe(201);
  });

  // found from outside: a payment entered late (a bank transfer seen a week on) was listed last
  it('lists payments by the day they were made, not the order they were entered', async () => {
    const inv = await f.invoice(admin, student, {
      currency: 'JPY',
      due: dayFromToday(30),
      lines: [line],
    });
    for (const [amount, day] of [
      ['100', 0],
      ['200', -7],
      ['300', -2],
    ] as const)
      expect((await f.payRes(admin, inv._id, amount, dayFromToday(day))).statusCode).toBe(201);
    const got = await f.call(admin, 'GET', `/invoices/${inv._id}`);
    const payments = got.json<{ payments: { amount: { amount: string }; date: string }[] }>()
      .payments;
    expect(payments.map((p) => [p.amount.amount, p.date])).toEqual([
      ['200', dayFromToday(-7)],
      ['300', dayFromToday(-2)],
      ['100', dayFromToday(0)],
    ]);
  });

  // found from outside: the record's card kept saying "Due" the first instalment's day after it
  // was paid; the list now says which is next
  it('says which instalment is due next, and none once paid', async () => {
    const [first, second] = [dayFromToday(10), dayFromToday(40)];
    const inv = await f.invoice(admin, student, {
      currency: 'JPY',
      due: first,
      lines: [{ description: 'Visa file', amount: '150001' }],
      instalments: [{ due: first }, { due: second }],
    });
    const next = async () =>
      (await f.call(admin, 'GET', `/enquiries/${student}/invoices`))
        .json<{ data: { _id: string; nextDue: string | null; due: string }[] }>()
        .data.find((i) => i._id === inv._id);
    expect(await next()).toMatchObject({ due: first, nextDue: first });
    expect((await f.payRes(admin, inv._id, '75001', dayFromToday(0))).statusCode).toBe(201);
    expect(await next()).toMatchObject({ due: first, nextDue: second });
    expect((await f.payRes(admin, inv._id, '75000', dayFromToday(0))).statusCode).toBe(201);
    expect(await next()).toMatchObject({ nextDue: null });
  });
});
