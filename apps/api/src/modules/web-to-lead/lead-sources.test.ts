import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadSourceRow, LeadSources } from '@studydesk/contract';
import type { EnquiryRow } from '../../db/schema';
import { enquiryMix } from '../../test/dashboard-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';

const TODAY = '2026-03-15';
const SOURCES = ['facebook', 'google', 'newsletter', '', null];
const CAMPAIGNS = ['spring-fair', 'autumn', null];

/** The dashboard mix with UTM tags spread over it (blank and missing tags among them). */
const rows: EnquiryRow[] = enquiryMix(TODAY, 400).map((e, i) => ({
  ...e,
  utmSource: SOURCES[Math.floor(i / 3) % SOURCES.length] ?? null,
  utmCampaign: CAMPAIGNS[(i * 7) % CAMPAIGNS.length] ?? null,
}));

/** What the API must answer, counted here row by row. */
function expected(col: 'utmSource' | 'utmCampaign', from: string, to: string): LeadSourceRow[] {
  const counts = new Map<string | null, { enquiries: number; converted: number }>();
  for (const e of rows) {
    const day = e.createdAt.slice(0, 10);
    if (e.deletedAt !== null || day < from || day > to) continue;
    const key = e[col] || null;
    const c = counts.get(key) ?? { enquiries: 0, converted: 0 };
    c.enquiries += 1;
    if (e.status === 'converted') c.converted += 1;
    counts.set(key, c);
  }
  return [...counts]
    .map(([key, c]) => ({ key, ...c, rate: c.converted / c.enquiries }))
    .sort(
      (a, b) => b.enquiries - a.enquiries || ((a.key ?? '\uffff') < (b.key ?? '\uffff') ? -1 : 1),
    );
}

describe('GET /api/dashboard/sources', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    await t.app.dbHandle.db.insertInto('enquiries').values(rows).execute();
  });
  afterAll(() => t.close());

  const get = (query: string, token = admin) =>
    t.app.inject({ url: `/api/dashboard/sources?${query}`, headers: bearer(token) });

  it.each([
    ['2026-01-01', '2026-03-15'],
    ['2025-06-01', '2025-06-30'],
    ['2026-03-15', '2026-03-15'],
  ])('counts enquiries and conversions per source and campaign from %s to %s', async (from, to) => {
    const res = await get(`from=${from}&to=${to}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<LeadSources>();
    expect(body.bySource).toEqual(expected('utmSource', from, to));
    expect(body.byCampaign).toEqual(expected('utmCampaign', from, to));
  });

  it('has data to compare: every tag and some conversions fall in the first range', () => {
    const bySource = expected('utmSource', '2026-01-01', '2026-03-15');
    expect(bySource.map((r) => r.key).sort()).toEqual(
      ['facebook', 'google', 'newsletter', null].sort(),
    );
    expect(bySource.some((r) => r.converted > 0 && r.converted < r.enquiries)).toBe(true);
  });

  it('matches the list filter a figure links to', async () => {
    const res = await t.app.inject({
      url: '/api/enquiries?utmCampaign=spring-fair&from=2026-01-01&to=2026-03-15&status=converted',
      headers: bearer(admin),
    });
    const row = expected('utmCampaign', '2026-01-01', '2026-03-15').find(
      (r) => r.key === 'spring-fair',
    );
    expect(res.json<{ count: number }>().count).toBe(row?.converted);
  });

  it('refuses a range that ends before it starts, or no range, with a 400', async () => {
    const back = await get('from=2026-03-15&to=2026-03-01');
    expect(back.statusCode).toBe(400);
    expect(back.json<{ fieldErrors: Record<string, string> }>().fieldErrors.to).toBe(
      'From must be on or before To',
    );
    expect((await get('from=2026-03-01')).statusCode).toBe(400);
    expect((await get('from=yesterday&to=2026-03-01')).statusCode).toBe(400);
  });

  it('is for staff who read enquiries: counsellors yes, editors no', async () => {
    const q = 'from=2026-01-01&to=2026-03-15';
    expect((await get(q, await t.tokenFor('counsellor'))).statusCode).toBe(200);
    expect((await get(q, await t.tokenFor('editor'))).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/dashboard/sources?${q}` })).statusCode).toBe(401);
  });
});
