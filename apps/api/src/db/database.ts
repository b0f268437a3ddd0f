import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type DbHandle = {
  db: Db;
  dialect: Dialect;
  /**
   * Whether the database answers, asked on a connection of its own: a health check must not
   * wait behind the requests queued for the pool (or for SQLite's one connection).
   */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

/** A health check that has not heard back by then takes the database for unreachable. */
const PING_TIMEOUT_MS = 2000;

function pgPing(url: string) {
  let client: pg.Client | null = null;
  const drop = () => {
    void client?.end().catch(() => undefined);
    client = null;
  };
  const connect = async () => {
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: PING_TIMEOUT_MS,
      query_timeout: PING_TIMEOUT_MS,
    });
    c.on('error', drop);
    await c.connect();
    return c;
  };
  return {
    ping: async () => {
      try {
        client ??= await connect();
        await client.query('select 1');
        return true;
      } catch {
        drop();
        return false;
      }
    },
    close: async () => {
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

function sqlitePing(file: string) {
  let probe: SQLite.Database | null = null;
  return {
    ping: () => {
      try {
        probe ??= new SQLite(file, { readonly: true, fileMustExist: true });
        probe.prepare('select 1 from sqlite_master limit 1').get();
        return Promise.resolve(true);
      } catch {
        probe?.close();
        probe = null;
        return Promise.resolve(false);
      }
    },
    close: () => {
      probe?.close();
      probe = null;
      return Promise.resolve();
    },
  };
}

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
    const probe = pgPing(url);
    return { db, dialect, ping: probe.ping, close: () => probe.close().then(() => db.destroy()) };
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
  const probe = file === ':memory:' ? null : sqlitePing(file);
  const ping = probe?.ping ?? (() => Promise.resolve(sqlite.open));
  const close = () => (probe?.close() ?? Promise.resolve()).then(() => db.destroy());
  return { db, dialect, ping, close };
}
