import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSpeed, SpeedFigures } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryMix } from '../../test/dashboard-fixtures';

const TODAY = '2026-03-18'; // a Wednesday: this week is 16–22 March, last week 9–15 March
const MIN = 60_000;
const SOURCES = [
  { source: 'form', utmSource: 'google' },
  { source: 'form', utmSource: null },
  { source: 'phone', utmSource: null },
  { source: 'walk-in', utmSource: 'newsletter' },
];

type Lead = {
  createdAt: string;
  firstContactAt: string | null;
  assignedTo: string | null;
  source: string;
  utmSource: string | null;
  deletedAt: string | null;
};

/** Enquiries from 20 March back to 3 March (some before last week), at varied hours and waits. */
function leads(counsellors: string[]): Lead[] {
  const start = Date.parse('2026-03-21T23:59:00.000Z');
  return Array.from({ length: 240 }, (_, i) => {
    const created = start - i * 97 * MIN; // about 16 days back
    const wait = ((i * 37) % 181) * MIN + (i % 7) * 1000;
    return {
      createdAt: new Date(created).toISOString(),
      firstContactAt: i % 9 === 0 ? null : new Date(created + wait).toISOString(),
      assignedTo: i % 5 === 0 ? null : counsellors[i % counsellors.length]!,
      ...SOURCES[i % SOURCES.length]!,
      deletedAt: i % 23 === 0 ? new Date(created).toISOString() : null,
    };
  });
}

/** The smallest value with at least p of the values at or below it (the nearest rank). */
function percentile(values: number[], p: number): number | null {
  for (const v of [...values].sort((a, b) => a - b))
    if (values.filter((x) => x <= v).length >= p * values.length) return v;
  return null;
}

function expected(rows: Lead[], from: string, to: string): SpeedFigures {
  const inWeek = rows.filter(
    (r) =>
      r.deletedAt === null &&
      r.createdAt >= `${from}T00:00` &&
      r.createdAt <= `${to}T23:59:59.999Z`,
  );
  const waits = inWeek
    .filter((r) => r.firstContactAt)
    .map((r) => Date.parse(r.firstContactAt!) - Date.parse(r.createdAt));
  return {
    contacted: waits.length,
    waiting: inWeek.length - waits.length,
    medianMs: percentile(waits, 0.5),
    p90Ms: percentile(waits, 0.9),
  };
}
const bothWeeks = (rows: Lead[]) => ({
  thisWeek: expected(rows, '2026-03-16', '2026-03-22'),
  lastWeek: expected(rows, '2026-03-09', '2026-03-15'),
});

describe('GET /api/dashboard/speed', () => {
  let t: TestApp;
  let admin: string;
  let rows: Lead[];
  let ids: string[];
  let body: DashboardSpeed;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    ids = [(await t.createUser('counsellor')).id, (await t.createUser('counsellor')).id];
    rows = leads(ids);
    const base = enquiryMix(TODAY, rows.length);
    await t.app.dbHandle.db
      .insertInto('enquiries')
      .values(base.map((b, i) => ({ ...b, ...rows[i]!, updatedAt: rows[i]!.createdAt })))
      .execute();
    const res = await t.app.inject({
      url: `/api/dashboard/speed?today=${TODAY}`,
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    body = res.json<DashboardSpeed>();
  });
  afterAll(() => t.close());

  it('names the weeks, Monday to Sunday', () => {
    expect(body.weeks).toEqual({
      thisWeek: { from: '2026-03-16', to: '2026-03-22' },
      lastWeek: { from: '2026-03-09', to: '2026-03-15' },
    });
  });

  it('gives the overall median and p90, this week and last, as computed here', () => {
    const want = bothWeeks(rows);
    expect(want.thisWeek.contacted).toBeGreaterThan(20);
    expect(want.lastWeek.waiting).toBeGreaterThan(0);
    expect(body.overall).toMatchObject(want);
  });

  it('per counsellor (unassigned apart)', () => {
    for (const key of [...ids, null]) {
      const row = body.byCounsellor.find((r) => r.key === key);
      expect(row, String(key)).toMatchObject(bothWeeks(rows.filter((r) => r.assignedTo === key)));
      if (key === null) expect(row?.label).toBe('Unassigned');
      else expect(row?.label).toBe('counsellor Tester');
    }
    expect(body.byCounsellor).toHaveLength(3);
  });

  it('per source: the UTM source when present, else the channel', () => {
    const keys = body.bySource.map((r) => r.key).sort();
    expect(keys).toEqual(['form', 'google', 'newsletter', 'phone']);
    for (const key of keys) {
      const want = bothWeeks(rows.filter((r) => (r.utmSource ?? r.source) === key));
      expect(body.bySource.find((r) => r.key === key)).toMatchObject(want);
    }
  });

  it('links: the list filters behind a figure find the same enquiries', async () => {
    const row = body.bySource.find((r) => r.key === 'form')!;
    const list = async (q: string) =>
      (await t.app.inject({ url: `/api/enquiries?${q}`, headers: bearer(admin) })).json<{
        count: number;
      }>().count;
    const week = 'from=2026-03-16&to=2026-03-22';
    expect(await list(`${week}&leadSource=form&contacted=yes`)).toBe(row.thisWeek.contacted);
    expect(await list(`${week}&leadSource=form&contacted=no`)).toBe(row.thisWeek.waiting);
    const un = body.byCounsellor.find((r) => r.key === null)!;
    expect(await list(`${week}&unassigned=yes&contacted=yes`)).toBe(un.thisWeek.contacted);
    expect(await list(`${week}&assignedTo=${ids[0]}&contacted=no`)).toBe(
      body.byCounsellor.find((r) => r.key === ids[0])!.thisWeek.waiting,
    );
  });

  it('an empty week has no percentiles, and a counsellor may read it; an editor may not', async () => {
    const empty = await t.app.inject({
      url: '/api/dashboard/speed?today=2020-01-01',
      headers: bearer(await t.tokenFor('counsellor')),
    });
    expect(empty.json<DashboardSpeed>().overall.thisWeek).toEqual({
      contacted: 0,
      waiting: 0,
      medianMs: null,
      p90Ms: null,
    });
    const editor = await t.app.inject({
      url: '/api/dashboard/speed',
      headers: bearer(await t.tokenFor('editor')),
    });
    expect(editor.statusCode).toBe(403);
    const bad = await t.app.inject({
      url: '/api/dashboard/speed?today=yesterday',
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
  });
});
