import { latencySection, type LatencyCtx } from './lib';

/** GET /api/dashboard/speed at the bench's enquiries: median latency (target < 50 ms) and req/s. */
export async function speedBench(ctx: LatencyCtx, auth: Record<string, string>) {
  const today = '2026-06-17';
  await latencySection(ctx, {
    title: 'Dashboard speed to lead',
    only: 'speed',
    note: `${ctx.enquiries} enquiries in SQLite (WAL), one every 5 minutes (about 2,000 a week), nine in ten first contacted 0–96 minutes after arriving; every request reads this week's and last week's enquiries by index and computes the median and 90th percentile overall, per counsellor and per source, for today=${today}.`,
    ours: {
      name: 'StudyDesk GET /api/dashboard/speed (admin)',
      url: () => `/api/dashboard/speed?today=${today}`,
      headers: auth,
    },
    bare: { name: 'bare Fastify + the same SQL, prepared', url: () => `/speed?today=${today}` },
  });
}
