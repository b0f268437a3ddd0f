// The office scope's cost measured apart from load: for each office workload, the manager's and
// the admin's requests one after another in the app's process (`inject`: no HTTP, no
// concurrency), CPU ms per request, alternating turns, and each statement's plan as each user.
// SQLite: BENCH_URL=sqlite:<file> keeps the seeded file between runs (seeded when empty).
// PostgreSQL: scripts/with-postgres.sh tsx bench/scale/office-inprocess.ts (a fresh database).
// BENCH_ROWS (default 100000), BENCH_N requests a turn (default 200), BENCH_TURNS (default 3),
// BENCH_ONLY_WORKLOADS picks some (office-newest …), BENCH_PLANS=<file> writes the plans there.
import fs from 'node:fs';
import { sql } from 'kysely';
import { openDatabase } from '../../apps/api/src/db/database';
import { migrateToLatest } from '../../apps/api/src/db/migrate';
import { databaseCpu } from './cpu';
import { explain } from './plans';
import { database, servers, stop } from './processes';
import { seedScale } from './seed';
import { recorded } from './targets';
import { officeWorkloads } from './workloads-offices';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const n = Number(process.env.BENCH_N ?? 200);
const turns = Number(process.env.BENCH_TURNS ?? 3);
const given = process.env.BENCH_URL;
const only = process.env.BENCH_ONLY_WORKLOADS?.split(',');
const { url, drop } = given
  ? { url: given, drop: () => Promise.resolve() }
  : await database('postgres', rows);
const handle = openDatabase(url);
await migrateToLatest(handle.db);
const seeded = await sql<{ n: number }>`select count(*) as n from enquiries`.execute(handle.db);
if (Number(seeded.rows[0]!.n) === 0)
  process.stdout.write(`seeded in ${(await seedScale(handle, rows)).toFixed(1)} s\n`);
const s = await servers(url);
const plans: string[] = [];
// PostgreSQL's own processes' CPU is added (SQLite's runs in the app's).
const dbCpu = await databaseCpu(handle);
try {
  for (const w of officeWorkloads(rows).filter((x) => !only || only.includes(x.id))) {
    const users = { manager: s.auth.manager, admin: s.auth.admin };
    const cpu: Record<string, number[]> = { manager: [], admin: [] };
    // Wall time beside CPU: a request that waits (a reader thread, the disk) shows here alone.
    const wall: Record<string, number[]> = { manager: [], admin: [] };
    for (let t = 0; t < turns; t++)
      for (const [who, auth] of Object.entries(users))
        for (const u of w.urls) {
          const before = dbCpu();
          const r = await s.app.ask({
            type: 'inject',
            url: u,
            auth,
            n: Math.ceil(n / w.urls.length),
          });
          if (r.status !== 200) throw new Error(`${u} as ${who}: ${String(r.status)}`);
          cpu[who]!.push(Number(r.cpu) + (dbCpu() - before) / Number(r.n));
          wall[who]!.push(Number(r.wall));
        }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const [m, a] = [mean(cpu.manager!), mean(cpu.admin!)];
    const [mw, aw] = [mean(wall.manager!), mean(wall.admin!)];
    process.stdout.write(
      `${w.id}: manager ${m.toFixed(2)} CPU ms/req, admin ${a.toFixed(2)} (${(m / a).toFixed(2)}×); wall ${mw.toFixed(2)} against ${aw.toFixed(2)} ms (${(mw / aw).toFixed(2)}×)\n`,
    );
    for (const as of ['manager', 'admin'] as const)
      plans.push(
        await explain(
          handle,
          `${w.title} as ${as}`,
          w.urls[0]!,
          await recorded(as === 'admin' ? {} : { as }, s, w.urls[0]!),
        ),
      );
  }
  if (process.env.BENCH_PLANS) fs.writeFileSync(process.env.BENCH_PLANS, plans.join('\n'));
} finally {
  await Promise.all([stop(s.app.c), stop(s.bare.c)]);
  await handle.close();
  await drop();
}
