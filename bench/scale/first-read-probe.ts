// Where a money report's first read after a write goes, apart from load: the app built in this
// process, each turn a write (as the `-after-write` workloads make it) then the report, one after
// another through `inject`, the write's and the read's CPU and wall time measured apart, then a
// quiet pause whose CPU is what the write left running in the background (the outbox worker, a
// fold). SQLite: BENCH_URL=sqlite:<file> keeps the seeded file between runs (seeded when empty).
// PROBE=money|forecast|commission (default money), BENCH_ROWS (100000), BENCH_N turns (20),
// PROBE_PAUSE_MS (300). Run with --cpu-prof to see the functions.
import type { WriteFirst } from '../first-reads';
import { inProcessApp, seededDatabase } from './in-process';
import { STAGE_MOVE } from './stage-moves';
import { PAYMENT, REPORT_URLS } from './workloads-money';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const n = Number(process.env.BENCH_N ?? 20);
const pause = Number(process.env.PROBE_PAUSE_MS ?? 300);
const probe = (process.env.PROBE ?? 'money') as keyof typeof REPORT_URLS;
const url = process.env.BENCH_URL!;

await (await seededDatabase(url, rows)).close();
const { app, headers: authed, close } = await inProcessApp(url);
const auth = authed.authorization;
const write: WriteFirst = probe === 'money' ? PAYMENT : STAGE_MOVE;

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const timed = async (f: () => Promise<{ statusCode: number }>) => {
  const [c, t] = [cpuMs(), performance.now()];
  const r = await f();
  if (r.statusCode >= 300) throw new Error(`status ${String(r.statusCode)}`);
  return { cpu: cpuMs() - c, wall: performance.now() - t };
};
const cols = { write: [] as number[][], read: [] as number[][], idle: [] as number[] };
for (let i = 0; i < n; i++) {
  const payload = write.body(i);
  const method = write.method ?? 'POST';
  const headers = { authorization: auth };
  const w = await timed(() => app.inject({ method, url: write.path(i), payload, headers }));
  const r = await timed(() => app.inject({ url: REPORT_URLS[probe], headers }));
  const c = cpuMs();
  await new Promise((resolve) => setTimeout(resolve, pause));
  cols.write.push([w.cpu, w.wall]);
  cols.read.push([r.cpu, r.wall]);
  cols.idle.push(cpuMs() - c);
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const show = (xs: number[][]) =>
  `CPU ${med(xs.map((x) => x[0]!)).toFixed(1)} ms, wall ${med(xs.map((x) => x[1]!)).toFixed(1)} ms`;
process.stdout.write(
  `${probe} (${String(n)} turns, medians): write ${show(cols.write)}; read ${show(cols.read)}; ` +
    `${String(pause)} ms after, CPU ${med(cols.idle).toFixed(1)} ms\n`,
);
await close();
