// `npm run bench:scale`: the agency's data at scale. For each database (BENCH_DB, default
// sqlite,postgres) and size (BENCH_ROWS, default 10000,100000,1000000): seed by SQL, start the
// app and the bare ceiling in their own processes, record each workload's SQL from the app, run
// every workload side by side at each of its connection counts (workloads.ts), sample the app's
// memory, the office rows (workloads-offices.ts: a manager's requests beside an admin's), then the mixed round (mixed.ts: the name search while public POSTs arrive), and write
// docs/PERFORMANCE.md. BENCH_ONLY_WORKLOADS picks workloads by id (`mixed` the mixed round,
// which also runs with `name`; BENCH_MIXED=0 skips it, BENCH_MIXED_RATE sets its POSTs a second).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DbHandle } from '../../apps/api/src/db/database';
import { migrateToLatest } from '../../apps/api/src/db/migrate';
import { machine, sideBySide, type Target } from '../lib';
import { childCpu, databaseCpu } from './cpu';
import { mixedRound } from './mixed';
import { explain, mergePlans } from './plans';
import { database, origin, servers, stop, type Servers } from './processes';
import { record, render } from './report';
import type { Entry, Result, Stamp } from './results';
import { seedScale, steps } from './seed';
import type { Workload } from './workload';
import { workloads } from './workloads';
import { officeWorkloads } from './workloads-offices';
import { measurePair } from './office-pairs';
import { quieten } from './quiet';
import { appTarget, recorded } from './targets';

const dbs = (process.env.BENCH_DB ?? 'sqlite,postgres').split(',');
const sizes = (process.env.BENCH_ROWS ?? '10000,100000,1000000').split(',').map(Number);
const only = process.env.BENCH_ONLY_WORKLOADS?.split(',');
const picked = (w: Workload) => !only || only.includes(w.id);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const mixed =
  process.env.BENCH_MIXED !== '0' && (!only || only.includes('name') || only.includes('mixed'));
const postRate = Number(process.env.BENCH_MIXED_RATE ?? 200);
const command = `${Object.entries(process.env)
  .filter(([k]) => /^BENCH_/.test(k))
  .map(([k, v]) => `${k}=${v}`)
  .join(' ')} npm run bench:scale`.trim();
const resultsFile = path.join(import.meta.dirname, 'results.json');
const docs = path.resolve(import.meta.dirname, '../../docs');

/** One workload: its SQL recorded from the app for the ceiling, its plan, each load side by side. */
async function measure(w: Workload, s: Servers, handle: DbHandle, stamp: Stamp) {
  const keys: string[] = [];
  let plan = '';
  for (const [k, u] of w.urls.entries()) {
    const queries = await recorded(w, s, u);
    if (k === 0) plan = await explain(handle, w.title, u, queries);
    await s.bare.ask({ type: 'add', key: `${w.id}-${k}`, queries });
    keys.push(`${w.id}-${k}`);
  }
  const idle = await s.rss(true);
  let peak = idle;
  const sampler = setInterval(() => void s.rss().then((r) => (peak = Math.max(peak, r))), 200);
  const entries: Entry[] = [];
  const db = await databaseCpu(handle);
  // Stopped on a failed round too: its questions to a stopped app would end the run unexplained.
  try {
    for (const { connections } of w.loads) {
      const bare: Target = {
        name: 'bare',
        url: (i) => `/q/${keys[i % keys.length]!}`,
        connections,
        cpu: async () => (await childCpu(s.bare.ask)) + db(),
      };
      const [ours, base] = await sideBySide(
        [origin(s.appPort), origin(s.barePort)],
        [appTarget(w, s, connections, db), bare],
        rounds,
        seconds,
      );
      entries.push({
        ...stamp,
        workload: w.id,
        connections,
        ours: ours!,
        bare: base!,
        rssIdle: idle,
        rssPeak: peak,
      });
      process.stdout.write(
        `  ${w.title} @${connections}: StudyDesk p50 ${ours!.p50} p99 ${ours!.p99} ms ${Math.round(ours!.rps)} req/s; bare p50 ${base!.p50} p99 ${base!.p99} ms ${Math.round(base!.rps)} req/s\n`,
      );
    }
  } finally {
    clearInterval(sampler);
  }
  entries.at(-1)!.rssPeak = peak;
  return { entries, plan };
}

/** Results kept (results.json), the plans file of this database and size, the page rewritten. */
function save(db: string, rows: number, results: Result[], plans: string[]) {
  record(resultsFile, results);
  if (plans.length > 0) {
    const file = path.join(docs, `plans/${db}-${rows}.md`);
    const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const order = workloads(rows).map((w) => w.title);
    fs.writeFileSync(file, mergePlans(old, plans, order));
  }
  render(resultsFile, path.join(docs, 'PERFORMANCE.md'), workloads);
}

/** Before a workload: the previous one's left-over requests ended (quiet.ts), and said so. */
async function settle(handle: DbHandle, id: string) {
  const n = await quieten(handle);
  if (n > 0) process.stdout.write(`  (before ${id}: ${n} left-over statements cancelled)\n`);
}

async function one(db: string, rows: number) {
  const load = os.loadavg()[0]!;
  const { url, drop } = await database(db, rows);
  const handle = openDatabase(url);
  await migrateToLatest(handle.db);
  const seedSeconds = await seedScale(handle, rows);
  const seedSteps = steps.map(([name, sec]) => `${name} ${sec.toFixed(1)}`).join(', ');
  process.stdout.write(
    `\n${db} ${rows} rows: seeded in ${seedSeconds.toFixed(1)} s (${seedSteps})\n`,
  );
  const s = await servers(url);
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const stamp = { command, date, machine: machine(), load, db, rows, seedSeconds, seedSteps };
  try {
    const entries: Result[] = [];
    const plans: string[] = [];
    for (const w of workloads(rows).filter(picked)) {
      await settle(handle, w.id);
      const done = await measure(w, s, handle, stamp);
      entries.push(...done.entries);
      plans.push(done.plan);
    }
    for (const w of officeWorkloads(rows).filter(picked)) {
      await settle(handle, w.id);
      const done = await measurePair(w, s, handle, stamp, { rounds, seconds });
      entries.push(...done.entries);
      plans.push(done.plan);
    }
    // Kept before the mixed round, whose POSTs change the data (and which fails on any non-2xx).
    save(db, rows, entries, plans);
    if (!mixed) return;
    const name = workloads(rows).find((w) => w.id === 'name')!;
    const m = await mixedRound(origin(s.appPort), appTarget(name, s, 10), {
      rate: postRate,
      rounds,
      seconds,
    });
    process.stdout.write(
      `  mixed @10: name search p99 ${m.alone.p99} ms alone, ${m.during.p99} ms during ${m.posts.rate} POSTs/s (${m.posts.ok}/${m.posts.sent} 2xx, ${m.posts.achieved.toFixed(1)}/s; POST p99 ${m.posts.p99} ms)\n`,
    );
    save(db, rows, [{ ...stamp, workload: 'mixed', connections: 10, ...m }], []);
  } finally {
    await Promise.all([stop(s.app.c), stop(s.bare.c)]);
    await handle.close();
    await drop();
  }
}

for (const db of dbs) for (const rows of sizes) await one(db, rows);
