import { afterAll, describe, expect, it } from 'vitest';
import { seedFunnel } from '../../modules/dashboard/funnel.fixtures';
import { summarise } from '../../modules/applications/commission.summary';
import { reckonedFrom } from '../../modules/applications/commission.sums';
import { forecast } from '../../modules/money/money.forecast';
import { recountAlike } from '../../test/commission-recount';
import { recountedHistory } from '../../test/forecast-recount';
import { upgradedApp, type Upgraded } from '../../test/upgrade';
import type { Db } from '../database';

describe('migration 066: the commission reports from kept reckoned sums', () => {
  let up: Upgraded | undefined;
  afterAll(() => up?.close());

  it('backfills the sums of the applications and rules a database already had', async () => {
    up = await upgradedApp('065-stage-paths', async (raw) => {
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
    const kept = await summarise(db, {});
    // Something was reckoned from the rule, not only counted.
    expect(kept.totals.some((t) => t.expected > 0)).toBe(true);
    expect(kept).toEqual(await summarise(db, {}, reckonedFrom(recountAlike)));
    const q = { today: '2026-06-15' };
    expect(await forecast(db, q)).toEqual(await forecast(db, q, recountedHistory));
  });
});
