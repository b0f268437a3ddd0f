import { latencySection, type LatencyCtx } from './lib';

/** GET /api/dashboard/summary at 100,000 enquiries: median latency (target < 50 ms) and req/s. */
export async function dashboardBench(ctx: LatencyCtx, auth: Record<string, string>) {
  const today = '2026-06-15';
  await latencySection(ctx, {
    title: 'Dashboard summary at 100,000 enquiries',
    only: 'dashboard',
    note: `${ctx.enquiries} enquiries in SQLite (WAL) over a year, across 21 countries (1 in 13 not given), with a follow-up for every other one; every request computes the whole summary (cards, 30-day and 12-month charts, category and country breakdowns, lists) for today=${today}.`,
    ours: {
      name: 'StudyDesk GET /api/dashboard/summary (admin)',
      url: () => `/api/dashboard/summary?today=${today}`,
      headers: auth,
    },
    bare: { name: 'bare Fastify + the same SQL, prepared', url: () => `/dashboard?today=${today}` },
  });
}
