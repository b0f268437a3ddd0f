import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Due, Invoice } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { dayFromToday, invoiceFixtures } from '../invoices/invoices.fixtures';
import { addDays } from './due.deadlines';

/** Overdue invoices in the Due tab: on the day after an instalment's due date, for whom. */
describe('overdue invoices in the Due tab', () => {
  let t: TestApp;
  let f: ReturnType<typeof invoiceFixtures>;
  let inv: Invoice;
  const who: Record<'admin' | 'owner' | 'colleague' | 'managerA' | 'managerB', string> =
    {} as never;
  const due = async (token: string, today: string) => {
    const res = await f.call(token, 'GET', `/due?today=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Due>();
  };
  const numbers = async (token: string, today: string) =>
    (await due(token, today)).invoices?.map((i) => i.number);

  beforeAll(async () => {
    t = await createTestApp();
    who.admin = await t.tokenFor('admin');
    f = invoiceFixtures(t);
    const h = officeHelpers(t, who.admin);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    const b = (await h.office('Branch B'))._id;
    const owner = await h.member('counsellor', [a]);
    who.owner = owner.token;
    who.colleague = (await h.member('counsellor', [a])).token;
    who.managerA = (await h.member('manager', [a])).token;
    who.managerB = (await h.member('manager', [b])).token;
    const student = await f.student(who.admin, { office: a, assignedTo: owner.id });
    inv = await f.invoice(who.managerA, student, {
      currency: 'KWD',
      due: dayFromToday(10),
      lines: [{ description: 'Visa file', amount: '100.5' }],
      instalments: [{ due: dayFromToday(10) }, { due: dayFromToday(40) }],
    });
  }, 60_000);
  afterAll(() => t.close());

  it('lists an invoice from the day after its instalment fell due, with what is overdue', async () => {
    const d1 = inv.instalments[0]!.due;
    expect(await numbers(who.admin, d1)).toEqual([]);
    const before = (await due(who.owner, d1)).count;
    const after = await due(who.owner, addDays(d1, 1));
    expect(after.invoices).toEqual([
      {
        _id: inv._id,
        number: inv.number,
        enquiry: inv.enquiry,
        enqNo: expect.any(String) as string,
        name: inv.student,
        due: d1,
        overdue: { amount: '50.250', currency: 'KWD' },
      },
    ]);
    expect(after.count).toBe(before + 1);
    // both instalments past due: the earliest date, both amounts
    const late = await due(who.admin, addDays(inv.instalments[1]!.due, 1));
    expect(late.invoices?.[0]).toMatchObject({ due: d1, overdue: { amount: '100.500' } });
  });

  it('shows it to admins, the office’s managers and the student’s counsellor only', async () => {
    const day = addDays(inv.instalments[0]!.due, 1);
    for (const token of [who.admin, who.managerA, who.owner])
      expect(await numbers(token, day)).toEqual([inv.number]);
    for (const token of [who.managerB, who.colleague])
      expect(await numbers(token, day)).toEqual([]);
  });

  it('drops it once the overdue instalment is paid', async () => {
    const day = addDays(inv.instalments[0]!.due, 1);
    await f.pay(who.admin, inv._id, '50.25');
    expect(await numbers(who.admin, day)).toEqual([]);
    expect(await numbers(who.admin, addDays(inv.instalments[1]!.due, 1))).toEqual([inv.number]);
  });
});
