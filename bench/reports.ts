// BENCH_ONLY=reports: the PostgreSQL funnel at BENCH_REPORT_ROWS enquiries (default 100,000,
// the agency's data at scale with its applications) beside the enquiries list page, measured in
// turn in one run: median milliseconds and CPU milliseconds per request, the app's process and
// the database backend's. The funnel is read from kept counts (migration 031); the same
// figures counted from the tables run once more with JIT on (a pool without the app's session
// settings) to show what JIT costs such a count. The app runs in this process (app.inject).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp, type App } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import type { Database } from '../apps/api/src/db/schema';
import { recountFunnel } from '../apps/api/src/test/funnel-recount';
import { machine, median, writeSection } from './lib';
import { ADMIN, seedScale } from './scale/seed';
import { postgres } from './write-servers';

const rows = Number(process.env.BENCH_REPORT_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_REPORT_ROUNDS ?? 9);
/** List pages per round: a page costs ~1000× less than the funnel, so more are needed to time it. */
const PAGES = 20;
const OUT = path.resolve(import.meta.dirname, '../docs/PERFORMANCE.md');
const TICK_MS = 10; // /proc's clock ticks (USER_HZ 100)

/** CPU milliseconds of this process and of one database backend (same machine) so far. */
function cpuOf(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const app = process.cpuUsage();
  return { app: (app.user + app.system) / 1000, db: (+stat[11]! + +stat[12]!) * TICK_MS };
}

type Timing = { ms: number[]; app: number; db: number };
const timing = (): Timing => ({ ms: [], app: 0, db: 0 });

async function timed(t: Timing, pid: number, work: () => Promise<unknown>) {
  const c0 = cpuOf(pid);
  const t0 = performance.now();
  await work();
  t.ms.push(performance.now() - t0);
  const c1 = cpuOf(pid);
  t.app += c1.app - c0.app;
  t.db += c1.db - c0.db;
}

/** A one-connection pool at PostgreSQL's own settings (JIT on), for the funnel alone. */
async function jitOn(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const info = await sql<{ pid: number; jit: string; available: boolean }>`select
    pg_backend_pid() as pid, current_setting('jit') as jit, pg_jit_available() as available`.execute(
    db,
  );
  return { db, ...info.rows[0]! };
}

async function measure(app: App, url: string) {
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: ADMIN });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const get = async (u: string) => {
    const res = await app.inject({ url: u, headers });
    if (res.statusCode !== 200) throw new Error(`${u}: ${res.statusCode} ${res.body}`);
  };
  const { rows: r } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
    app.dbHandle.db,
  );
  const pid = r[0]!.pid; // DATABASE_POOL_MAX=1: every request's backend
  const jit = await jitOn(url);
  const t = { funnel: timing(), list: timing(), jit: timing() };
  try {
    for (let i = 0; i < ROUNDS; i++) {
      await timed(t.funnel, pid, () => get('/api/dashboard/funnel?by=source'));
      for (let k = 0; k < PAGES; k++)
        await timed(t.list, pid, () => get('/api/enquiries?page=1&limit=25'));
      await timed(t.jit, jit.pid, () => recountFunnel(jit.db, { by: 'source' }, null));
    }
  } finally {
    await jit.db.destroy();
  }
  return { t, jit };
}

const line = (name: string, x: Timing) => {
  const n = x.ms.length;
  return `| ${name} | ${n} | ${median(x.ms).toFixed(1)} | ${(x.app / n).toFixed(1)} | ${(x.db / n).toFixed(1)} |`;
};

export async function reportsBench(out = OUT) {
  const database = await postgres();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-reports-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: '1',
    REPORT_TIMEOUT_MS: '600000',
    // The seed adds its own admin (ADMIN), who signs in.
    ADMIN_EMAIL: 'first-admin@bench.example',
    ADMIN_PASSWORD: 'bench-password-1',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp(config);
  try {
    await seedScale(app.dbHandle, rows);
    const { t, jit } = await measure(app, database.url);
    const stamp = `${new Date().toISOString().slice(0, 10)} · ${machine()}`;
    const body = [
      `Command: \`BENCH_ONLY=reports BENCH_REPORT_ROWS=${rows} npm run bench\` · ${stamp}`,
      `PostgreSQL, ${rows.toLocaleString('en')} enquiries of issue 11's data at scale with their applications. In each of ${ROUNDS} rounds, one after another on one connection (DATABASE_POOL_MAX=1): the funnel by source through the app, ${PAGES} enquiries list pages (page 1, 25 rows) through the app, and the same funnel on a connection at PostgreSQL's defaults (jit ${jit.jit}, JIT available: ${jit.available ? 'yes' : 'no'}). Milliseconds are medians; CPU is per request, averaged over the run (the database's from /proc, in ${TICK_MS} ms ticks).`,
      '',
      '| request | requests | median ms | app CPU ms / request | database CPU ms / request |',
      '|---|---:|---:|---:|---:|',
      line('funnel (the app: JIT off)', t.funnel),
      line('enquiries list page', t.list),
      line('funnel, JIT at its default', t.jit),
      '',
      jit.available
        ? 'The last line is what JIT costs the funnel where the server has it.'
        : 'This server has no JIT (built without LLVM), so the first and last lines are the same work; on a server with JIT, the last line shows what it costs (the 11.5 s of 12.2 s at 31,000 enquiries that the app now avoids).',
      `Wall time is this machine's under its load; the CPU columns are the cost of one request wherever it runs. At REPORT_CONCURRENCY=2, two funnels at once hold at most two backends' worth of this CPU while list pages keep their own connections.`,
    ].join('\n');
    writeSection(out, `Reports: the funnel beside a list page`, body);
    process.stdout.write(`\n## Reports\n${body}\n`);
  } finally {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
