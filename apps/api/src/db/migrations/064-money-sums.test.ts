import { afterAll, describe, expect, it } from 'vitest';
import { seedFunnel } from '../../modules/dashboard/funnel.fixtures';
import { moneySummary } from '../../modules/money/money.reports';
import { recountMoney } from '../../test/money-recount';
import { upgradedApp, type LooseDb, type Upgraded } from '../../test/upgrade';
import type { Db } from '../database';

const P = { from: '2026-01-01', to: '2026-12-31', asOf: '2026-12-31' };
const AT = '2026-05-01T09:00:00.000Z';

/** Two students' invoices, part paid, in two currencies, as a database of 063's time had them. */
async function seedMoney(db: LooseDb) {
  for (const [n, enquiryId, currency] of [
    [1, 'e1', 'GBP'],
    [2, 'e2', 'EUR'],
  ] as const) {
    const invoiceId = `inv-${n}`;
    const stamp = { createdAt: AT, updatedAt: AT, createdBy: null };
    await db
      .insertInto('invoices')
      .values({
        ...{ id: invoiceId, number: `INV-2026-000${n}`, enquiryId, currency, ...stamp },
        ...{ issued: '2026-05-01', due: '2026-05-01', net: 1000, tax: 0, total: 1000, paid: 300 },
      })
      .execute();
    await db
      .insertInto('invoice_instalments')
      .values([
        { invoiceId, position: 0, due: '2026-05-01', amount: 500, paid: 300 },
        { invoiceId, position: 1, due: '2026-06-01', amount: 500, paid: 0 },
      ])
      .execute();
    await db
      .insertInto('payments')
      .values({
        ...{ id: `pay-${n}`, receiptNumber: `RC-2026-000${n}`, invoiceId, method: 'cash' },
        ...{ reference: null, amount: 300, date: `2026-05-0${n}`, ...stamp },
      })
      .execute();
  }
}

describe('migration 064: the money summary from kept sums', () => {
  let up: Upgraded | undefined;
  afterAll(() => up?.close());

  it('counts the payments and instalments a database already had', async () => {
    up = await upgradedApp('063-search-docs-per-person', async (db) => {
      await seedFunnel(db as unknown as Db, 'u-asha', 'u-ravi');
      await seedMoney(db);
    });
    const db = up.t.app.dbHandle.db;
    const kept = await moneySummary(db, P);
    expect(kept.received.totals).toEqual([
      { amount: '3.00', currency: 'EUR' },
      { amount: '3.00', currency: 'GBP' },
    ]);
    expect(kept.outstanding.totals.length).toBe(2);
    expect(kept).toEqual(await moneySummary(db, P, recountMoney));
  });
});
