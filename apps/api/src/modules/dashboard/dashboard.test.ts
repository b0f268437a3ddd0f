import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_CATEGORIES, type DashboardSummary } from '@studydesk/contract';
import type { EnquiryRow } from '../../db/schema';
import { enquiryMix, followUpMix, insertMix, intakeMix } from '../../test/dashboard-fixtures';
import { collegeInput, collegeRefs, createRecord } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { addDays } from './calendar';

const TODAY = '2026-03-15';
const e = enquiryMix(TODAY, 600);
const f = followUpMix(TODAY, e);
const live = e.filter((x) => x.deletedAt === null);
const countWhere = (p: (x: EnquiryRow) => boolean) => live.filter(p).length;

/**
 * Top ten named countries (ties by name), the rest, and those naming none (not given or blank,
 * counted apart): computed here.
 */
function expectedCountries() {
  const counts = new Map<string, number>();
  for (const x of live) if (x.country) counts.set(x.country, (counts.get(x.country) ?? 0) + 1);
  const all = [...counts]
    .map(([country, count]) => ({ country, count }))
    .sort((a, b) => b.count - a.count || (a.country < b.country ? -1 : 1));
  const rest = all.slice(10).reduce((sum, c) => sum + c.count, 0);
  const notGiven = countWhere((x) => !x.country);
  expect(rest).toBeGreaterThan(0);
  expect(notGiven).toBeGreaterThan(all[9]!.count);
  return { byCountry: all.slice(0, 10), otherCountries: rest, notGiven };
}

describe('dashboard summary', () => {
  let t: TestApp;
  let admin: string;
  let pending: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const refs = await collegeRefs(t, admin);
    const college = await createRecord(t, admin, '/api/college', collegeInput(1, refs));
    await insertMix(t.app.dbHandle.db, { e, f, i: intakeMix(TODAY, college) });
    pending = (await t.createUser('counsellor', 'pending')).id;
    await t.createUser('editor', 'blocked');
  });
  afterAll(() => t.close());

  const summary = async (token: string) => {
    const res = await t.app.inject({
      url: `/api/dashboard/summary?today=${TODAY}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<DashboardSummary>();
  };

  it('counts the cards as the rows say', async () => {
    const { cards } = await summary(admin);
    expect(cards).toEqual({
      newEnquiries: countWhere((x) => x.status === 'new'),
      enquiriesThisMonth: countWhere((x) => x.createdAt.startsWith('2026-03')),
      enquiriesLastMonth: countWhere((x) => x.createdAt.startsWith('2026-02')),
      followUpsDueToday: f.filter((x) => x.nextContactDate === TODAY).length,
      followUpsOverdue: f.filter((x) => x.nextContactDate !== null && x.nextContactDate < TODAY)
        .length,
      openCallRequests: 5,
      pendingRegistrations: 1,
      activeStaff: 1, // the first admin: the pending and the blocked account cannot sign in
      colleges: 1,
      courses: 1,
      countries: 1,
    });
    expect(cards.newEnquiries).toBeGreaterThan(0);
    expect(cards.followUpsOverdue).toBeGreaterThan(0);
  });

  it('draws the charts from the same rows', async () => {
    const { charts } = await summary(admin);
    expect(charts.perDay).toHaveLength(30);
    expect(charts.perDay[0]!.date).toBe(addDays(TODAY, -29));
    for (const d of charts.perDay)
      for (const s of ['new', 'active', 'pending', 'converted', 'closed'] as const)
        expect(d[s], `${d.date} ${s}`).toBe(
          countWhere((x) => x.createdAt.startsWith(d.date) && x.status === s),
        );
    const byCategory = Object.fromEntries(charts.byCategory.map((c) => [c.category, c.count]));
    for (const c of ENQUIRY_CATEGORIES)
      expect(byCategory[c]).toBe(countWhere((x) => x.category === c));
    const { byCountry, otherCountries, notGiven } = expectedCountries();
    expect(charts.byCountry).toEqual(byCountry);
    expect(charts.otherCountries).toBe(otherCountries);
    expect(charts.notGiven).toBe(notGiven);
    expect(charts.conversionByMonth.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    for (const m of charts.conversionByMonth) {
      const month = live.filter((x) => x.createdAt.startsWith(m.month));
      const converted = month.filter((x) => x.status === 'converted').length;
      expect(m).toEqual({
        month: m.month,
        total: month.length,
        converted,
        rate: converted / month.length,
      });
    }
  });

  it('lists the latest enquiries, today’s follow-ups, closing intakes and registrations', async () => {
    const { lists } = await summary(admin);
    const latest = [...live].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
    );
    expect(lists.latestEnquiries.map((x) => x._id)).toEqual(latest.slice(0, 8).map((x) => x.id));
    expect(lists.followUpsToday.map((x) => x._id).sort()).toEqual(
      f
        .filter((x) => x.nextContactDate === TODAY)
        .map((x) => x.id)
        .sort(),
    );
    expect(lists.followUpsToday[0]).toMatchObject({
      enquiryName: expect.stringMatching(/^Name\d+ Test$/),
    });
    const soon = intakeMix(TODAY, '').filter(
      (i) =>
        i.status === 'open' &&
        i.visible === 1 &&
        i.deletedAt === null &&
        i.deadlineDate >= TODAY &&
        i.deadlineDate <= addDays(TODAY, 30),
    );
    expect(lists.intakesClosingSoon.map((i) => i._id)).toEqual(soon.map((i) => i.id));
    expect(lists.intakesClosingSoon[0]?.collegeName).toMatch(/^Lakeside College/);
    expect(lists.pendingRegistrations?.map((u) => u._id)).toEqual([pending]);
  });

  it('leaves out what a role cannot read', async () => {
    const editor = await summary(await t.tokenFor('editor'));
    expect(editor.cards).toMatchObject({
      newEnquiries: null,
      followUpsDueToday: null,
      openCallRequests: null,
      pendingRegistrations: null,
      activeStaff: null,
      colleges: 1,
    });
    expect(editor.charts.perDay).toEqual([]);
    expect(editor.lists.latestEnquiries).toEqual([]);
    expect(editor.lists.pendingRegistrations).toBeNull();
    const counsellor = await summary(await t.tokenFor('counsellor'));
    expect(counsellor.cards.newEnquiries).toBe(countWhere((x) => x.status === 'new'));
    expect(counsellor.lists.pendingRegistrations).toBeNull();
  });

  it('refuses a malformed today with 400', async () => {
    const res = await t.app.inject({
      url: '/api/dashboard/summary?today=15-03-2026',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(400);
  });
});
