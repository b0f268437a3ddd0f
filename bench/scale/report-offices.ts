import type { Sample } from '../lib';
import { size, type Pair } from './results';
import type { Workload } from './workload';
import { OFFICE_RATIO } from './workloads-offices';

const cpu = (s: Sample) => (s.cpu === undefined ? '–' : s.cpu.toFixed(2));
const ratio = (a: number | undefined, b: number | undefined) =>
  a !== undefined && b !== undefined && b > 0 ? a / b : undefined;
const shown = (r: number | undefined) => (r === undefined ? '–' : `${r.toFixed(2)}×`);

/** The scope's cost as the worse of CPU per request and throughput lost, against the target. */
function verdict(p: Pair) {
  // Requests sent but none answered within a round count as requests, at 0 req/s.
  if (!(p.scoped.rps > 0) || !(p.unscoped.rps > 0))
    return 'not measured (no request answered within a round)';
  const cpuRatio = ratio(p.scoped.cpu, p.unscoped.cpu);
  const worst = Math.max(cpuRatio ?? 0, ratio(p.unscoped.rps, p.scoped.rps) ?? Infinity);
  // A side whose CPU was not sampled leaves the throughput alone to judge by: said so.
  const only = cpuRatio === undefined ? ', throughput only' : '';
  return worst <= OFFICE_RATIO
    ? `met (${worst.toFixed(2)}× ≤ ${OFFICE_RATIO}×${only})`
    : `**missed** by ${(worst - OFFICE_RATIO).toFixed(2)}× (${worst.toFixed(2)}×${only})`;
}

/** The office rows (bench/scale/office-pairs.ts): one table per workload. */
export function officeSection(pairs: Pair[], workloads: Workload[]): string[] {
  if (pairs.length === 0) return [];
  const parts = [
    '',
    '### Offices: the office scope beside every office',
    '',
    `Three offices (\`bench/scale/seed-offices.ts\`): each counsellor works in one and owns its enquiries, the unassigned spread alike (36% / 32% / 32%), applications follow their student. The same URLs asked by the head office's manager (office-scoped: 36% of the records) and by an admin (every office, no office condition), in alternating rounds on the one app, medians; CPU ms per request is the app's process (every thread) plus, on PostgreSQL, the database server's. Target: the scoped request within ${OFFICE_RATIO}× of the unscoped, in CPU per request (manager ÷ admin) and in throughput (admin ÷ manager); the verdict takes the worse.`,
  ];
  for (const w of workloads) {
    const rows = pairs.filter((p) => p.workload === w.id);
    if (rows.length === 0) continue;
    parts.push(
      '',
      `#### ${w.title}`,
      '',
      `${w.note}.`,
      '',
      '| DB | rows | conn. | manager req/s | p50 ms | p99 ms | CPU ms/req | admin req/s | p50 ms | p99 ms | CPU ms/req | CPU ratio | throughput ratio | target | run (load) |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
      ...rows.map(
        (p) =>
          `| ${p.db} | ${size(p.rows)} | ${p.connections} | ${Math.round(p.scoped.rps)} | ${p.scoped.p50} | ${p.scoped.p99} | ${cpu(p.scoped)} | ${Math.round(p.unscoped.rps)} | ${p.unscoped.p50} | ${p.unscoped.p99} | ${cpu(p.unscoped)} | ${shown(ratio(p.scoped.cpu, p.unscoped.cpu))} | ${shown(ratio(p.unscoped.rps, p.scoped.rps))} | ${verdict(p)} | ${p.date} (${p.load.toFixed(1)}) |`,
      ),
    );
  }
  return parts;
}
