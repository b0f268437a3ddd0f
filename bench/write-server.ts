// A child process of the write benchmarks (bench/writes.ts): `seed` migrates and seeds the
// database and exits; `app` runs StudyDesk, `bare` the write baseline, each in a process of its
// own so each one's memory can be read. Argv: the mode, the database URL, and the enquiries to
// seed (`seed`) or the stream sessions to open (`app`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createSessions } from '../apps/api/src/modules/users/sessions';
import { writeBaseline } from './baseline-write';
import { openDatabase } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { seedScale } from './scale/seed';

export type Ready = { port: number; tokens: string[] };
/** Memory after a GC, the peak since `peak`, and CPU time used since the process started (µs). */
export type Memory = { rss: number; heapUsed: number; peakRss: number; cpuUs: number };
const ADMIN = 'bench@bench.example';

const [mode, url, count] = process.argv.slice(2) as [string, string, string];
// The app's data folder (uploads); removed when the process stops.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-bench-w-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));

const startApp = () =>
  buildApp(
    loadConfig({
      DATABASE_URL: url,
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: ADMIN,
      ADMIN_PASSWORD: 'bench-password',
      PUBLIC_FORM_RATE_LIMIT: '100000000',
      WEB_DIST: path.join(dir, 'no-web-build'),
    }),
  );

/** StudyDesk with `count` sessions of its admin, for stream clients. */
async function withSessions(): Promise<{ server: FastifyInstance; tokens: string[] }> {
  const app = await startApp();
  const { db } = app.dbHandle;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', ADMIN)
    .executeTakeFirstOrThrow();
  const store = createSessions(db, 86_400_000);
  const tokens: string[] = [];
  for (let i = 0; i < Number(count); i++) tokens.push(await store.create(admin.id));
  return { server: app, tokens };
}

if (mode === 'seed') {
  if (Number(count) === 0)
    await (await startApp()).close(); // migrates, makes the admin
  else {
    // The scale bench's seeder (one SQL statement a table, triggers and indexes set aside, then
    // kept counts and search documents built once): a million rows in minutes, where inserting
    // them row by row through the triggers had not finished in 16. It makes the same admin.
    const handle = openDatabase(url);
    await migrateToLatest(handle.db);
    await seedScale(handle, Number(count));
    await handle.close();
  }
  process.exit(0);
}
const { server, tokens } =
  mode === 'app' ? await withSessions() : { server: writeBaseline(url), tokens: [] };
await server.listen({ port: 0, host: '127.0.0.1' });

// Resident memory sampled every 20 ms between `peak` and `memory`, so a load's peak is seen.
let peakRss = 0;
let sampler: NodeJS.Timeout | null = null;
const memory = (): Memory => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  const cpu = process.cpuUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, peakRss, cpuUs: cpu.user + cpu.system };
};
process.on('message', (m) => {
  if (m === 'peak') {
    peakRss = process.memoryUsage().rss;
    sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  } else if (m === 'memory') {
    if (sampler) clearInterval(sampler);
    sampler = null;
    process.send?.(memory());
  } else if (m === 'cpu') {
    const cpu = process.cpuUsage();
    process.send?.({ cpuUs: cpu.user + cpu.system });
  } else if (m === 'stop') {
    void server.close().then(() => process.exit(0));
  }
});
const ready: Ready = { port: (server.server.address() as { port: number }).port, tokens };
process.send?.(ready);
