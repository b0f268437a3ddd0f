import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/*
 * Every API test starts on a database at the latest migration. Migrating one takes a few
 * hundred milliseconds of commits (most of a second on PostgreSQL), and the suite makes
 * hundreds: each test's database is instead a copy of one migrated once, which is the same
 * database. Tests of the migrations themselves start from an empty one (freshDatabaseUrl).
 */

/** Migrates the database at `url` to the latest, and closes it. */
export async function migrate(url: string): Promise<void> {
  const handle = openDatabase(url, { readers: 0 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
}

let sqliteFile: Promise<string> | undefined;

/** A SQLite file at the latest migration, made once per worker process, to copy. */
export function sqliteTemplate(): Promise<string> {
  sqliteFile ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-template-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'template.db');
    await migrate(`sqlite:${file}`);
    // The last connection's close wrote the log into the file: the file alone is the database.
    if (fs.existsSync(`${file}-wal`)) throw new Error(`${file}: its write-ahead log remains`);
    return file;
  })();
  return sqliteFile;
}

/** Runs `statement` on the PostgreSQL server of `adminUrl`. */
export async function onServer(adminUrl: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/** `adminUrl` naming the database `name` instead. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
