import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicationBoard,
  CommissionSummary,
  DashboardFunnel,
  DashboardSpeed,
  DashboardSummary,
  GlobalSearch,
} from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeWork, postLead, type OfficeWork } from '../../test/office-work';

const TODAY = new Date().toISOString().slice(0, 10);
type Answer = { json: <T>() => T; headers: Record<string, unknown> };
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
const summary = (f: (s: DashboardSummary) => number) => (r: Answer) =>
  f(r.json<DashboardSummary>());

/**
 * Every read that counts or lists the agency's work, and how many enquiries of the seed
 * (one application and one follow-up each) it shows: each must show only the reader's offices,
 * narrowed to the one in `office=` when asked.
 */
const READS: [string, string, (r: Answer) => number][] = [
  [
    'board counts',
    '/api/applications/board',
    (r) => sum(r.json<ApplicationBoard>().columns.map((c) => c.count)),
  ],
  [
    'board cards',
    '/api/applications/board',
    (r) => sum(r.json<ApplicationBoard>().columns.map((c) => c.cards.length)),
  ],
  ['applications', '/api/applications', (r) => r.json<{ total: number }>().total],
  [
    'follow-up queue',
    `/api/followUp/queue?today=${TODAY}`,
    (r) => r.json<{ count: number }>().count,
  ],
  [
    'new enquiries',
    `/api/dashboard/summary?today=${TODAY}`,
    summary((s) => s.cards.newEnquiries ?? -1),
  ],
  [
    'due today',
    `/api/dashboard/summary?today=${TODAY}`,
    summary((s) => s.cards.followUpsDueToday ?? -1),
  ],
  [
    'this month',
    `/api/dashboard/summary?today=${TODAY}`,
    summary((s) => s.cards.enquiriesThisMonth ?? -1),
  ],
  [
    'by category',
    `/api/dashboard/summary?today=${TODAY}`,
    summary((s) => sum(s.charts.byCategory.map((c) => c.count))),
  ],
  [
    'by country',
    `/api/dashboard/summary?today=${TODAY}`,
    summary((s) => sum(s.charts.byCountry.map((c) => c.count)) + s.charts.notGiven),
  ],
  [
    'per day',
    `/api/dashboard/summary?today=${TODAY}`,
    summary((s) => {
      const { date: _, ...statuses } = s.charts.perDay.at(-1)!;
      return sum(Object.values(statuses));
    }),
  ],
  [
    'latest enquiries',
    `/api/dashboard/summary?today=${TODAY}`,
    summary((s) => s.lists.latestEnquiries.length),
  ],
  [
    'follow-ups today',
    `/api/dashboard/summary?today=${TODAY}`,
    summary((s) => s.lists.followUpsToday.length),
  ],
  [
    'speed to lead',
    `/api/dashboard/speed?today=${TODAY}`,
    (r) => {
      const { contacted, waiting } = r.json<DashboardSpeed>().overall.thisWeek;
      return contacted + waiting;
    },
  ],
  ['funnel', '/api/dashboard/funnel', (r) => r.json<DashboardFunnel>().total.steps[0]!.count],
  [
    'commission',
    '/api/applications/commission',
    (r) => sum(r.json<CommissionSummary>().rows.map((x) => x.applications)),
  ],
  [
    'search',
    '/api/search?q=Verma',
    (r) => r.json<GlobalSearch>().groups.find((g) => g.kind === 'enquiry')?.total ?? 0,
  ],
  ['enquiries export', '/api/enquiries/export', (r) => Number(r.headers['x-total-count'])],
  ['applications export', '/api/applications/export', (r) => Number(r.headers['x-total-count'])],
];
/** The bell tells of website leads only: three more are posted for it, two to A, one to B. */
const BELL: typeof READS = [
  ['bell', '/api/enquiries/new/count', (r) => r.json<{ count: number }>().count],
];

describe('office scope and office= on every read of the agency’s work', () => {
  let t: TestApp;
  let w: OfficeWork;
  const read = async (token: string, url: string, office?: string) => {
    const at = office ? `${url}${url.includes('?') ? '&' : '?'}office=${office}` : url;
    const res = await t.app.inject({ url: at, headers: bearer(token) });
    expect(res.statusCode, `${at}: ${res.body.slice(0, 200)}`).toBe(200);
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await officeWork(t, TODAY);
  }, 120_000);
  afterAll(() => t.close());

  /** Each reader, the office asked for, and how many of the seed's per-office work they see. */
  const cases = (): [string, string, string | undefined, number][] => [
    ['admin', w.admin, undefined, 3],
    ['admin, office B', w.admin, w.b, 1],
    ['admin, office A', w.admin, w.a, 2],
    ['manager A', w.managerA.token, undefined, 2],
    ['manager B', w.managerB.token, undefined, 1],
    ['manager B, office A (not theirs)', w.managerB.token, w.a, 0],
    ['counsellor of both', w.counsellorAB.token, undefined, 3],
    ['counsellor of both, office B', w.counsellorAB.token, w.b, 1],
  ];
  const mismatches = async (reads: typeof READS) => {
    const wrong: string[] = [];
    for (const [who, token, office, want] of cases())
      for (const [name, url, measure] of reads) {
        const got = measure(await read(token, url, office));
        if (got !== want) wrong.push(`${who}: ${name} shows ${got}, not ${want}`);
      }
    return wrong;
  };

  it('shows each reader their offices’ work, and the office they pick', async () => {
    expect(await mismatches(READS)).toEqual([]);
  });

  it('counts the bell’s new leads of their offices, and of the office they pick', async () => {
    for (const [n, office] of [
      [11, w.a],
      [12, w.a],
      [13, w.b],
    ] as const)
      await postLead(t, n, office);
    expect(await mismatches(BELL)).toEqual([]);
  });
});
