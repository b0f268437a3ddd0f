import { beforeAll, describe, expect, it } from 'vitest';
import { runAsViewer, type OfficeViewer } from '../../lib/scope/offices';
import { bearer, createTestApp, testDialect, type TestApp } from '../../test/harness';
import { recountMoney } from '../../test/money-recount';
import { officeHelpers } from '../../test/offices';
import { invoiceFixtures } from '../invoices/invoices.fixtures';
import { moneySummary } from './money.reports';

/*
 * PostgreSQL's kept sums under writes at once (migration 064's triggers append deltas and lock
 * in one order): twenty payments of one student and a transfer of that student to another
 * office, all in flight together, each answer 2xx, and the sums still equal a recount from the
 * payments and instalments, so no payment was counted in the office it left.
 */
const P = { from: '2026-01-01', to: '2026-12-31', asOf: '2026-12-31' };

describe.runIf(testDialect === 'postgres')('the kept money sums under parallel writes', () => {
  let t: TestApp;
  let f: ReturnType<typeof invoiceFixtures>;
  let admin = '';
  const office = { a: '', b: '' };
  let student = '';
  const invoices: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = invoiceFixtures(t);
    const h = officeHelpers(t, admin);
    office.a = (await h.list()).find((o) => o.isDefault)!._id;
    office.b = (await h.office('Branch B'))._id;
    const owner = (await h.member('counsellor', [office.a, office.b])).id;
    student = await f.student(admin, { office: office.a, assignedTo: owner });
    for (const currency of ['GBP', 'GBP', 'EUR', 'USD'])
      invoices.push(
        (
          await f.invoice(admin, student, {
            currency,
            due: '2026-11-01',
            lines: [{ description: 'Application service', amount: '1000.00' }],
            instalments: [{ due: '2026-11-01' }, { due: '2026-12-01' }],
          })
        )._id,
      );
  }, 120_000);

  const transfer = (to: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${student}/transfer`,
      headers: bearer(admin),
      payload: { office: to, note: 'Moved while paying' },
    });

  it('answers every payment and the transfer, and the sums recount exactly', async () => {
    for (const to of [office.b, office.a, office.b]) {
      const payments = Array.from({ length: 20 }, (_, i) =>
        f.payRes(
          admin,
          invoices[i % 4]!,
          '10.00',
          `2026-11-${String(1 + (i % 9)).padStart(2, '0')}`,
        ),
      );
      const all = await Promise.all([
        ...payments.slice(0, 10),
        transfer(to),
        ...payments.slice(10),
      ]);
      expect(all.map((r) => r.statusCode)).toEqual([
        ...Array(10).fill(201),
        200,
        ...Array(10).fill(201),
      ]);
      const viewers: OfficeViewer[] = [
        { role: 'admin', offices: [] },
        { role: 'manager', offices: [office.a] },
        { role: 'manager', offices: [office.b] },
      ];
      for (const v of viewers) {
        const db = t.app.dbHandle.db;
        const kept = await runAsViewer(v, () => moneySummary(db, P));
        expect(kept).toEqual(await runAsViewer(v, () => moneySummary(db, P, recountMoney)));
      }
      const mine = await runAsViewer({ role: 'manager', offices: [to] }, () =>
        moneySummary(t.app.dbHandle.db, P),
      );
      expect(mine.received.byOffice.reduce((n, o) => n + o.payments, 0)).toBeGreaterThanOrEqual(20);
    }
  }, 120_000);
});
