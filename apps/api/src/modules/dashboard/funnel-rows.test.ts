import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFunnel } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryMix } from '../../test/dashboard-fixtures';
import { recordStatements, type Seen } from '../../test/statements';

/*
 * The funnel for a month reads its kept counts summed over the days by the database: one row
 * per kind of lead (contacted, phases reached, value), not one per day of it (a month at a
 * million enquiries was thousands of rows read, sent and parsed a request). Reader threads
 * off, so SQLite's rows are counted here.
 */
const DAYS = 20;

describe('the funnel for a month, summed over its days by the database', () => {
  let t: TestApp;
  let seen: Seen[] = [];

  beforeAll(async () => {
    seen = recordStatements();
    t = await createTestApp({ SQLITE_READERS: '0' });
    const leads = enquiryMix('2026-06-30', DAYS).map((e, i) => ({
      ...e,
      createdAt: `2026-06-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
      utmSource: 'google',
      utmCampaign: 'drive',
      firstContactAt: null,
      deletedAt: null,
    }));
    await t.app.dbHandle.db.insertInto('enquiries').values(leads).execute();
  }, 60_000);
  afterAll(() => t?.close());

  it('reads one kept row for a lead seen on every day of the month', async () => {
    const token = await t.tokenFor('admin');
    seen.length = 0;
    const res = await t.app.inject({
      url: '/api/dashboard/funnel?from=2026-06-01&to=2026-06-30&by=campaign',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const funnel = res.json<DashboardFunnel>();
    expect(funnel.rows.map((r) => [r.key, r.steps[0]!.count])).toEqual([['drive', DAYS]]);
    const kept = seen.filter((s) => s.sql.includes('"enquiry_counts"'));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.reduce((sum, s) => sum + s.rows, 0)).toBe(1);
  });
});
