import { afterAll, describe, expect, it } from 'vitest';
import { seedFunnel } from '../../modules/dashboard/funnel.fixtures';
import { forecast } from '../../modules/money/money.forecast';
import { recountedHistory } from '../../test/forecast-recount';
import { upgradedApp, type Upgraded } from '../../test/upgrade';
import type { Db } from '../database';

describe('migration 065: the forecast from kept stage paths', () => {
  let up: Upgraded | undefined;
  afterAll(() => up?.close());

  it('backfills the paths of the applications and history a database already had', async () => {
    up = await upgradedApp('063-search-docs-per-person', async (db) => {
      await seedFunnel(db as unknown as Db, 'u-asha', 'u-ravi');
    });
    const db = up.t.app.dbHandle.db;
    const q = { today: '2026-06-15' };
    const kept = await forecast(db, q);
    expect(kept.stages.some((s) => s.decided > 0)).toBe(true);
    expect(kept).toEqual(await forecast(db, q, recountedHistory));
  });
});
