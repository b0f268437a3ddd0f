import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type PoolStats = { total: number; idle: number; waiting: number };
export type DbHandle = {
  db: Db;
  dialect: Dialect;
  /** Where the data is, for the banner and error messages: a file, or host:port/database. */
  where: string;
  /** Connections of the PostgreSQL pool; SQLite has one connection and no pool. */
  poolStats: () => PoolStats | null;
  close: () => Promise<void>;
};
export type OpenOptions = { connectTimeoutMs?: number; onIdleError?: (err: Error) => void };

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

/** host:port/database of a PostgreSQL URL (never its password). */
export function postgresWhere(url: string): string {
  const u = new URL(url);
  return `${u.hostname || 'localhost'}:${u.port || '5432'}/${decodeURIComponent(u.pathname.slice(1)) || u.username}`;
}

export const sqliteFileOf = (url: string) => url.replace(/^(sqlite|file):/, '');

/** `sqlite:path` (config accepts only this), `file:path`, a bare path or `:memory:`; postgres:// goes to pg. */
export function openDatabase(url: string, opts: OpenOptions = {}): DbHandle {
  const dialect = dialectOf(url);
  if (dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // An unreachable host fails in seconds, not after the operating system's minutes.
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 10_000,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', opts.onIdleError ?? (() => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect,
      where: postgresWhere(url),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => db.destroy(),
    };
  }
  const file = sqliteFileOf(url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  let sqlite: SQLite.Database;
  try {
    sqlite = new SQLite(file);
  } catch (err) {
    throw new Error(`cannot open SQLite database ${path.resolve(file)}: ${reasonOf(err)}`);
  }
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // SQLite's advice for long-lived connections: refresh planner statistics where they are stale.
  sqlite.pragma('optimize = 0x10002');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const where = file === ':memory:' ? file : path.resolve(file);
  return { db, dialect, where, poolStats: () => null, close: () => db.destroy() };
}

/** Why a connection failed, in words: Node's AggregateError (IPv4 and IPv6 refused) has none. */
export function reasonOf(err: unknown): string {
  const e = err as { message?: string; code?: string; errors?: unknown[] };
  if (
    e.message &&
    !/^(timeout expired|Connection terminated due to connection timeout)$/.test(e.message)
  )
    return e.message;
  if (e.message) return 'no answer within the connect timeout (DATABASE_CONNECT_TIMEOUT_SECONDS)';
  return e.code ?? (e.errors?.[0] ? reasonOf(e.errors[0]) : String(err));
}

/** Fails with one line naming the database (host, port, name or file) and the cause. */
export async function checkConnection(handle: DbHandle): Promise<void> {
  await sql`select 1`.execute(handle.db).catch((err: unknown) => {
    const what = handle.dialect === 'postgres' ? 'PostgreSQL at' : 'SQLite database';
    throw new Error(`cannot connect to ${what} ${handle.where}: ${reasonOf(err)}`, { cause: err });
  });
}
