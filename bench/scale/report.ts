import fs from 'node:fs';
import type { Sample } from '../lib';
import { writeSection } from '../lib';
import type { Workload } from './workload';

export type Entry = {
  command: string;
  date: string;
  machine: string;
  load: number;
  db: string;
  rows: number;
  seedSeconds: number;
  /** Seconds per seeding step, as the bench printed them. */
  seedSteps?: string;
  workload: string;
  connections: number;
  ours: Sample;
  bare: Sample;
  rssIdle: number;
  rssPeak: number;
};
const same = (a: Entry, b: Entry) =>
  a.db === b.db &&
  a.rows === b.rows &&
  a.workload === b.workload &&
  a.connections === b.connections;

/** Keeps the newest result of each (database, size, workload, connections). */
export function record(file: string, entries: Entry[]) {
  const old = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Entry[]) : [];
  const kept = old.filter((o) => !entries.some((e) => same(o, e)));
  fs.writeFileSync(file, `${JSON.stringify([...kept, ...entries], null, 1)}\n`);
}

const size = (rows: number) => (rows >= 1e6 ? `${rows / 1e6}M` : `${rows / 1e3}k`);
const order = (a: Entry, b: Entry) =>
  a.db.localeCompare(b.db) || a.rows - b.rows || a.connections - b.connections;

function verdict(w: Workload, e: Entry) {
  const v = e.ours[w.target.stat];
  if (e.connections !== (w.target.stat === 'p99' ? 10 : 1)) return '';
  return v <= w.target.ms ? `met (${v} ≤ ${w.target.ms})` : `**missed** by ${v - w.target.ms} ms`;
}

/** One table per workload, then memory and seeding, in docs/PERFORMANCE.md. */
export function render(file: string, out: string, workloads: (rows: number) => Workload[]) {
  const all = (JSON.parse(fs.readFileSync(file, 'utf8')) as Entry[]).sort(order);
  const runs = [...new Set(all.map((e) => `\`${e.command}\``))];
  const parts = [
    "Issue 11's targets at 10k, 100k and 1M enquiries on SQLite (WAL) and PostgreSQL 15, each measured beside a bare Fastify running the same statements prepared (recorded from the app's own request: see `bench/scale/`), alternating rounds (BENCH_ROUNDS, default 3, of BENCH_SECONDS, default 5 s: the row's command says), medians. Requests queue on one Node process (and SQLite's one connection), so p99 at 10 connections is about ten requests' work. Targets: every list answer with its exact count at p99 ≤ 30 ms at 10 connections; header search and dashboard p50 ≤ 50 ms (one connection: a request's own latency). Issue 22's rows (the applications board, the application list, the funnel, the commission summary) run on the same enquiries with 0.3 applications each (300,000 at 1M: `bench/scale/seed-applications.ts`), target p99 ≤ 30 ms at 10 connections; the commission summary, a report over every application as the dashboard's is, p50 ≤ 50 ms at one connection. Plans of every statement: `docs/plans/`.",
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
      `${w.note}. Target: ${w.target.stat} ≤ ${w.target.ms} ms${w.target.stat === 'p99' ? ' at 10 connections' : ' at 1 connection'}.`,
      '',
      '| DB | rows | conn. | StudyDesk req/s | p50 ms | p99 ms | bare req/s | p50 ms | p99 ms | throughput ratio | target | run (load) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
      ...rows.map(
        (e) =>
          `| ${e.db} | ${size(e.rows)} | ${e.connections} | ${Math.round(e.ours.rps)} | ${e.ours.p50} | ${e.ours.p99} | ${Math.round(e.bare.rps)} | ${e.bare.p50} | ${e.bare.p99} | ${e.bare.rps > 0 ? (e.ours.rps / e.bare.rps).toFixed(2) : '–'} | ${verdict(w, e)} | ${e.date} (${e.load.toFixed(1)}) |`,
      ),
    );
  }
  const runsOf = [...new Map(all.map((e) => [`${e.db} ${e.rows}`, e])).values()];
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
      const idle = Math.min(...mine.map((e) => e.rssIdle));
      const peak = Math.max(...mine.map((e) => e.rssPeak));
      return `| ${r.db} | ${size(r.rows)} | ${r.seedSeconds.toFixed(1)} | ${r.seedSteps ?? ''} | ${Math.round(idle)} | ${Math.round(peak)} | ${r.machine} | ${r.date} (${r.load.toFixed(1)}) |`;
    }),
  );
  writeSection(
    out,
    'Data at scale: enquiry lists, search and dashboard (issue 11)',
    parts.join('\n'),
  );
}
