// The app built in the bench's own process on a seeded database, for probes that ask it through
// `inject` (first-read-probe.ts, route-sweep.ts): seeded when empty, signed in as `who`.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'kysely';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase, type DbHandle } from '../../apps/api/src/db/database';
import { migrateToLatest } from '../../apps/api/src/db/migrate';
import { ADMIN, seedScale } from './seed';

/** The database at `url`, migrated, and seeded with `rows` enquiries when it has none. */
export async function seededDatabase(url: string, rows: number): Promise<DbHandle> {
  const handle = openDatabase(url);
  await migrateToLatest(handle.db);
  const seeded = await sql<{ n: number }>`select count(*) as n from enquiries`.execute(handle.db);
  if (Number(seeded.rows[0]!.n) === 0)
    process.stdout.write(`seeded in ${(await seedScale(handle, rows)).toFixed(1)} s\n`);
  return handle;
}

/** The app on `url` with a throwaway data folder, and the bearer header of `who`'s session. */
export async function inProcessApp(url: string, who: typeof ADMIN = ADMIN) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-probe-'));
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: url,
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT: '1000',
      WEB_DIST: path.join(dir, 'no-web'),
      REPORT_TIMEOUT_MS: '60000',
    }),
  );
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: who });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const close = async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { app, headers, close };
}
