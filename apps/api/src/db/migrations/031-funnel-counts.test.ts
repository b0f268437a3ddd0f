import { afterAll, describe, expect, it } from 'vitest';
import { FUNNEL_DIMENSIONS, type DashboardFunnel } from '@studydesk/contract';
import { seedFunnel } from '../../modules/dashboard/funnel.fixtures';
import { recountFunnel } from '../../test/funnel-recount';
import { bearer } from '../../test/harness';
import { upgradedApp, type Upgraded } from '../../test/upgrade';
import type { Db } from '../database';

describe('migration 031: the funnel kept per day and dimension', () => {
  let up: Upgraded | undefined;
  afterAll(() => up?.close());

  it('backfills the phases reached and the counts of the students a database already had', async () => {
    up = await upgradedApp('030-outbox-from-name', (db) =>
      seedFunnel(db as unknown as Db, 'u-asha', 'u-ravi'),
    );
    const { t } = up;
    const admin = bearer(await t.tokenFor('admin'));
    const db = t.app.dbHandle.db;
    const funnel = async (by: string) => {
      const res = await t.app.inject({ url: `/api/dashboard/funnel?by=${by}`, headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<DashboardFunnel>();
    };
    // By hand (funnel.fixtures.ts), every day: 9 live students (e8 deleted), all contacted but
    // e5; applied e1, e2, e3, e6 (preparing, then withdrawn), e7; offer those but e6; accepted
    // and visa e1, e3, e7; enrolled e1, e7.
    expect((await funnel('source')).total.steps.map((s) => s.count)).toEqual([9, 8, 5, 4, 3, 3, 2]);
    for (const by of FUNNEL_DIMENSIONS) {
      const f = await funnel(by);
      const served = new Map(f.rows.map((r) => [r.key, r.steps.map((s) => s.count)]));
      expect(served, by).toEqual(await recountFunnel(db, { by }, null));
    }
  });
});
