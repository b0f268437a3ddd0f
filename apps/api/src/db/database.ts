import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type DbHandle = { db: Db; dialect: Dialect; close: () => Promise<void> };

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/** `sqlite:path`, `file:path`, a bare path or `:memory:`; anything postgres:// goes to pg. */
export function openDatabase(
  url: string,
  onIdleError: (err: Error) => void = () => undefined,
): DbHandle {
  const dialect = dialectOf(url);
  if (dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', onIdleError);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect, close: () => db.destroy() };
  }
  const file = url.replace(/^(sqlite|file):/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // SQLite's advice for long-lived connections: refresh planner statistics where they are stale.
  sqlite.pragma('optimize = 0x10002');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect, close: () => db.destroy() };
}
