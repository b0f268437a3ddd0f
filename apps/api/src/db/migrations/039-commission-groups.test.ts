import { afterAll, describe, expect, it } from 'vitest';
import type { CommissionSummary } from '@studydesk/contract';
import { seedFunnel } from '../../modules/dashboard/funnel.fixtures';
import { summarise } from '../../modules/applications/commission.summary';
import { reckonedFrom } from '../../modules/applications/commission.sums';
import { recountAlike } from '../../test/commission-recount';
import { bearer } from '../../test/harness';
import { upgradedApp, type Upgraded } from '../../test/upgrade';
import type { Db } from '../database';

describe('migration 039: the commission summary from kept groups', () => {
  let up: Upgraded | undefined;
  afterAll(() => up?.close());

  it('backfills the groups of the applications a database already had', async () => {
    up = await upgradedApp('033-search-docs-replanned', async (db) => {
      await seedFunnel(db as unknown as Db, 'u-asha', 'u-ravi');
      // Priced, invoiced and received ones too, not only applications with no money on them.
      await db
        .updateTable('applications')
        .set({ tuition: 12000.5, currency: 'CAD', commissionInvoicedDate: '2026-05-01' })
        .set({ commissionInvoicedAmount: 1500.25, commissionReceivedAmount: 99.999 })
        .where('id', 'in', ['a1', 'a2'])
        .execute();
    });
    const { t } = up;
    const db = t.app.dbHandle.db;
    const res = await t.app.inject({
      url: '/api/applications/commission',
      headers: bearer(await t.tokenFor('admin')),
    });
    expect(res.statusCode, res.body).toBe(200);
    const served = res.json<CommissionSummary>();
    const live = await db
      .selectFrom('applications')
      .where('deletedAt', 'is', null)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(served.rows.reduce((n, r) => n + r.applications, 0)).toBe(Number(live.n));
    expect(served.totals.map((r) => r.invoiced)).toContain(3000.5); // a1 and a2
    expect(served).toEqual(await summarise(db, {}, reckonedFrom(recountAlike)));
  });
});
