import { sideBySide, writeSection, type Target } from './lib';

type Ctx = { app: string; bare: string; out: string; stamp: string; enquiries: number };

/** GET /api/dashboard/summary at 100,000 enquiries: median latency (target < 50 ms) and req/s. */
export async function dashboardBench(ctx: Ctx, auth: Record<string, string>) {
  const today = '2026-06-15';
  const targets = (connections: number): Target[] => [
    {
      name: `StudyDesk GET /api/dashboard/summary (admin), ${connections} conn.`,
      url: () => `/api/dashboard/summary?today=${today}`,
      headers: auth,
      connections,
    },
    {
      name: `bare Fastify + the same SQL, prepared, ${connections} conn.`,
      url: () => `/dashboard?today=${today}`,
      connections,
    },
  ];
  const rows = [
    ...(await sideBySide([ctx.app, ctx.bare], targets(1))),
    ...(await sideBySide([ctx.app, ctx.bare], targets(10))),
  ];
  const body = [
    `Command: \`BENCH_ONLY=dashboard npm run bench\` · ${ctx.stamp}`,
    `${ctx.enquiries} enquiries in SQLite (WAL) over a year, across 21 countries (1 in 13 not given), with a follow-up for every other one; every request computes the whole summary (cards, 30-day and 12-month charts, category and country breakdowns, lists) for today=${today}. One connection gives a request's own latency; ten show throughput (requests then queue on the single SQLite connection). 3 alternating rounds of 5 s; medians. Target: median latency under 50 ms.`,
    '',
    '| target | req/s | p50 ms | p99 ms |',
    '|---|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} |`),
    '',
    `Ratio StudyDesk / baseline throughput at 10 connections: **${(rows[2]!.rps / rows[3]!.rps).toFixed(2)}**.`,
  ].join('\n');
  writeSection(ctx.out, 'Dashboard summary at 100,000 enquiries', body);
  process.stdout.write(`\n## Dashboard summary\n${body}\n`);
}
