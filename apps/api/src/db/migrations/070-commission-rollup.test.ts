import { afterAll, describe, expect, it } from 'vitest';
import { seedFunnel } from '../../modules/dashboard/funnel.fixtures';
import { summarise } from '../../modules/applications/commission.summary';
import { keptSums, reckonedFrom } from '../../modules/applications/commission.sums';
import { recountAlike } from '../../test/commission-recount';
import { upgradedApp, type Upgraded } from '../../test/upgrade';
import type { Db } from '../database';

describe('migration 070: the kept commission sums rolled up without the owner', () => {
  let up: Upgraded | undefined;
  afterAll(() => up?.close());

  it('backfills the rollup of the sums a database already had', async () => {
    up = await upgradedApp('069-enrolled-days', async (raw) => {
      const db = raw as unknown as Db;
      await seedFunnel(db, 'u-asha', 'u-ravi');
      await db
        .updateTable('applications')
        .set({ tuition: 12000.5, currency: 'CAD', commissionInvoicedDate: '2026-05-01' })
        .set({ commissionInvoicedAmount: 1500.25 })
        .where('id', 'in', ['a1', 'a2'])
        .execute();
      const at = { updatedAt: '2026-05-20T10:00:00.000Z', updatedBy: null };
      await db
        .insertInto('college_commissions')
        .values({ college: 'c1', type: 'percent', value: 12.5, currency: 'GBP', ...at })
        .execute();
    });
    const db = up.t.app.dbHandle.db;
    const rolled = await db.selectFrom('commission_rollup').select('n').execute();
    expect(rolled.length).toBeGreaterThan(0);
    const kept = await summarise(db, {});
    expect(kept.totals.some((t) => t.expected > 0)).toBe(true);
    expect(kept).toEqual(await summarise(db, {}, keptSums));
    expect(kept).toEqual(await summarise(db, {}, reckonedFrom(recountAlike)));
  });

  it("moves a stage's applications to their new status when its phase changes", async () => {
    const db = up!.t.app.dbHandle.db;
    await db.updateTable('applications').set({ tuition: 10000 }).where('id', '=', 'a3').execute();
    const stage = (phase: string) =>
      db.updateTable('application_stages').set({ phase }).where('key', '=', 'visa_granted');
    await stage('enrolled').execute();
    const claimable = await summarise(db, {});
    expect(claimable.totals.some((t) => t.claimable > 0)).toBe(true);
    expect(claimable).toEqual(await summarise(db, {}, reckonedFrom(recountAlike)));
    await stage('closed').execute();
    expect(await summarise(db, {})).toEqual(await summarise(db, {}, reckonedFrom(recountAlike)));
  });
});
