import { writeSection, type Sample } from '../lib';
import { mixedSection } from './mixed';
import { officeSection } from './report-offices';
import { isEntry, isMixed, isPair, read, size, type Entry, type Result } from './results';
import { goals, type Workload } from './workload';
import { officeWorkloads } from './workloads-offices';

export { record } from './results';

/** CPU ms per request, where the run measured it (rows from before it say –). */
const cpu = (s: Sample) => (s.cpu === undefined ? '–' : s.cpu.toFixed(2));

const order = (a: Result, b: Result) =>
  a.db.localeCompare(b.db) || a.rows - b.rows || a.connections - b.connections;

function verdict(w: Workload, e: Entry) {
  const goal = w.loads.find((l) => l.connections === e.connections)?.goal;
  if (!goal) return '';
  if ('ratio' in goal) {
    const r = e.bare.rps > 0 ? e.ours.rps / e.bare.rps : 0;
    const short = Math.round(goal.ratio * e.bare.rps - e.ours.rps);
    return r >= goal.ratio
      ? `met (${r.toFixed(2)}× ≥ ${goal.ratio}×)`
      : `**missed** by ${(goal.ratio - r).toFixed(2)}× (${r.toFixed(2)}×, ${short} req/s short)`;
  }
  const v = e.ours[goal.stat];
  return v <= goal.ms ? `met (${v} ≤ ${goal.ms})` : `**missed** by ${v - goal.ms} ms`;
}

/** One table per workload, then memory and seeding, in docs/PERFORMANCE.md. */
export function render(file: string, out: string, workloads: (rows: number) => Workload[]) {
  const results = read(file).sort(order);
  const all = results.filter(isEntry);
  const runs = [...new Set(results.map((e) => `\`${e.command}\``))];
  const parts = [
    "Issue 11's targets at 10k, 100k and 1M enquiries on SQLite (WAL) and PostgreSQL 15, each measured beside a bare Fastify running the same statements prepared (recorded from the app's own request: see `bench/scale/`), alternating rounds (BENCH_ROUNDS, default 3, of BENCH_SECONDS, default 5 s: the row's command says), medians. The bare ceiling answers on one Node process and, on SQLite, one connection on its event loop, so its p99 at n connections is about n requests' work; the app (rows from 2026-11-27 on) reads SQLite through its reader threads (`SQLITE_READERS`, one per core: 2 here), so where its throughput passes the ceiling's, that is the readers. On PostgreSQL both use a pool of 10 connections, and the app also looks up the session on each request, which the ceiling does not. Targets: every list answer with its exact count at p99 ≤ 30 ms at 10 connections; header search and dashboard p50 ≤ 50 ms (one connection: a request's own latency). Issue 22's rows (the applications board, the application list, the funnel, the commission summary) run on the same enquiries with 0.3 applications each (300,000 at 1M: `bench/scale/seed-applications.ts`), target p99 ≤ 30 ms at 10 connections; the commission summary, a report over every application as the dashboard's is, p50 ≤ 50 ms at one connection. Issue 25's rounds: the name search, the newest page, the status filter, page 400 and the assignee filter also at 50 connections, target throughput ≥ 0.7× the bare ceiling's at 50 connections (asked at 1M; the 10-connection rows and their targets stay), and a mixed round, the name search while public POSTs arrive at 200/s, target its p99 ≤ 2× its p99 alone (its own table, after the workloads). Plans of every statement: `docs/plans/`.",
    '',
    `Commands: ${runs.join(', ')} (\`npm run bench:scale\` starts a throwaway PostgreSQL; BENCH_DB and BENCH_ROWS pick databases and sizes). Each row gives when it ran and the machine's 1-minute load average then: the machine is shared, so compare ratios within a row.`,
  ];
  for (const w of workloads(1_000_000)) {
    const rows = all.filter((e) => e.workload === w.id);
    if (rows.length === 0) continue;
    parts.push(
      '',
      `### ${w.title}`,
      '',
      `${w.note}. Target: ${goals(w.loads)}.`,
      '',
      '| DB | rows | conn. | StudyDesk req/s | p50 ms | p99 ms | CPU ms/req | bare req/s | p50 ms | p99 ms | CPU ms/req | throughput ratio | target | run (load) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
      ...rows.map(
        (e) =>
          `| ${e.db} | ${size(e.rows)} | ${e.connections} | ${Math.round(e.ours.rps)} | ${e.ours.p50} | ${e.ours.p99} | ${cpu(e.ours)} | ${Math.round(e.bare.rps)} | ${e.bare.p50} | ${e.bare.p99} | ${cpu(e.bare)} | ${e.bare.rps > 0 ? (e.ours.rps / e.bare.rps).toFixed(2) : '–'} | ${verdict(w, e)} | ${e.date} (${e.load.toFixed(1)}) |`,
      ),
    );
  }
  parts.push(...officeSection(results.filter(isPair), officeWorkloads(1_000_000)));
  parts.push(...mixedSection(results.filter(isMixed)));
  // The office rows' runs seed too (their memory is not sampled: – there).
  const seeded = results.filter((r) => !isMixed(r));
  const runsOf = [...new Map(seeded.map((e) => [`${e.db} ${e.rows}`, e])).values()];
  parts.push(
    '',
    '### Memory and seeding',
    '',
    "Resident memory of the app's process (its own, the baseline runs in another): idle after start-up and a garbage collection, and the highest sampled (every 200 ms) under each workload's load. Seeding: one SQL statement per table (a recursive CTE on SQLite, generate_series on PostgreSQL), search terms, follow-ups, a catalogue, applications with their stage history and offer conditions, the secondary indexes, the kept counts, then ANALYZE (PostgreSQL: VACUUM ANALYZE).",
    '',
    '| DB | rows | seeded in s | seeding steps, s | RSS idle MB | RSS peak under load MB | machine | run (load) |',
    '|---|---:|---:|---|---:|---:|---|---|',
    ...runsOf.map((r) => {
      const mine = all.filter((e) => e.db === r.db && e.rows === r.rows);
      const mb = (v: number) => (mine.length === 0 ? '–' : Math.round(v));
      const idle = mb(Math.min(...mine.map((e) => e.rssIdle)));
      const peak = mb(Math.max(...mine.map((e) => e.rssPeak)));
      return `| ${r.db} | ${size(r.rows)} | ${r.seedSeconds.toFixed(1)} | ${r.seedSteps ?? ''} | ${idle} | ${peak} | ${r.machine} | ${r.date} (${r.load.toFixed(1)}) |`;
    }),
  );
  writeSection(
    out,
    'Data at scale: enquiry lists, search and dashboard (issue 11)',
    parts.join('\n'),
  );
}
