// Child process of the scale benchmark: the real app on the seeded database. On request it
// records the SQL (and parameters) one request runs, so the bare baseline can run exactly that.
import { AsyncLocalStorage } from 'node:async_hooks';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import SQLite from '../../apps/api/src/db/sqlite-native';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';

export type Captured = { sql: string; params: unknown[] };
// The recorded request's own list, carried through its async calls: requests still running from
// a load round (their clients gone) run beside it and must not land in it.
const capturing = new AsyncLocalStorage<Captured[]>();
// Session lookups, sign-in, rate limits and connection settings are the app's own overhead, not
// the workload's SQL.
const OWN = /"sessions"|"users"\."email" =|"rate_limits"|"login_|^set /;
const record = (sql: string, params: unknown) => {
  const into = capturing.getStore();
  if (into && !OWN.test(sql)) into.push({ sql, params: [...((params as unknown[]) ?? [])] });
};

// Statements are kept and reused by the app (db/database.ts), so the hook is on running them.
const probe = new SQLite(':memory:');
const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
probe.close();
for (const name of ['all', 'get', 'iterate', 'run']) {
  const original = statement[name] as (this: BetterSqlite3.Statement, ...a: unknown[]) => unknown;
  statement[name] = function (this: BetterSqlite3.Statement, ...args: unknown[]) {
    // parameters come spread (db/sqlite-statements.ts) or as one array
    const params = args.length === 1 && Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
    if (name !== 'run') record(this.source, params);
    return original.apply(this, args);
  };
}
// SQLite reads may run in the app's reader threads (db/sqlite-readers.ts): each is posted to its
// worker as { sql, params }.
const worker = Worker.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
const post = worker.postMessage!;
worker.postMessage = function (this: Worker, ...args: unknown[]) {
  const m = args[0] as { sql?: unknown; params?: unknown } | null;
  if (typeof m?.sql === 'string' && Array.isArray(m.params)) record(m.sql, m.params);
  return post.apply(this, args);
};
const client = pg.Client.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
const query = client.query!;
client.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
  // the app names the statements it runs again (db/prepared.ts): a config object
  if (typeof config === 'string') record(config, values);
  else if (config?.text) record(config.text, config.values);
  return query.apply(this, args);
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-scale-app-'));
const app = await buildApp(
  loadConfig({
    DATABASE_URL: process.env.BENCH_URL!,
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'bench@bench.example',
    ADMIN_PASSWORD: 'bench-password',
    LOGIN_RATE_LIMIT: '1000',
    // The mixed round's public POSTs all come from this machine: a bench measures, it does not
    // hit the per-IP limit (as bench/write-server.ts).
    PUBLIC_FORM_RATE_LIMIT: '100000000',
    WEB_DIST: path.join(dir, 'no-web'),
    // Reports at 10 connections wait for one of the gate's turns instead of being refused, and
    // run to their end: the money rows measure that wait (a round fails on any non-2xx).
    REPORT_QUEUE: '64',
    REPORT_TIMEOUT_MS: '60000',
    // The app's SQLite readers (default one per core): SQLITE_READERS=0 measures without them.
    ...(process.env.SQLITE_READERS ? { SQLITE_READERS: process.env.SQLITE_READERS } : {}),
  }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const gc = (globalThis as { gc?: () => void }).gc;
process.send?.({ port: (app.server.address() as { port: number }).port });

/** CPU ms this process (every thread) has used: bench/scale/cpu.ts. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * In-process cost of one URL (bench/scale/office-inprocess.ts): `n` requests one after another
 * through `inject`, no HTTP and no concurrency, so CPU per request is the request's own.
 */
async function injectMany(url: string, auth: string, n: number) {
  const start = cpuMs();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const res = await app.inject({ url, headers: { authorization: auth } });
    if (res.statusCode !== 200) return { status: res.statusCode, cpu: 0, wall: 0 };
  }
  return { status: 200, n, cpu: (cpuMs() - start) / n, wall: (performance.now() - t0) / n };
}

type Ask = { id?: number; type: string; url?: string; auth?: string; n?: number };
process.on('message', (m: Ask) => {
  if (m.type === 'rss') {
    if (m.url === 'gc') gc?.();
    process.send?.({ id: m.id, rss: process.memoryUsage().rss });
  } else if (m.type === 'cpu') {
    process.send?.({ id: m.id, cpu: cpuMs() });
  } else if (m.type === 'inject') {
    void injectMany(m.url!, m.auth!, m.n ?? 200).then((r) => process.send?.({ id: m.id, ...r }));
  } else if (m.type === 'capture') {
    const queries: Captured[] = [];
    // `inject` sends its request when its answer is first awaited, so that must happen inside.
    const ask = async () => await app.inject({ url: m.url!, headers: { authorization: m.auth! } });
    void capturing.run(queries, ask).then((res) => {
      process.send?.({ id: m.id, status: res.statusCode, bytes: res.rawPayload.length, queries });
    });
  } else {
    void app.close().then(() => {
      fs.rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
