import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import SQLite from './sqlite-native';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { postgresWhere, reasonOf } from './connection-words';
import { namePrepared } from './prepared';
import { startCheckpointer } from './sqlite-checkpointer';
import { pooledSqliteDialect } from './sqlite-driver';
import { defaultReaders, startReaders } from './sqlite-readers';
import { REPORT_LIMITS, type ReportLimits } from './report-gate';
import { registerReports } from './reports';
import { preparedOnce } from './sqlite-statements';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type PoolStats = { total: number; idle: number; waiting: number };
export type OpenOptions = {
  connectTimeoutMs?: number;
  onIdleError?: (err: Error) => void;
  /** SQLite: read connections in worker threads (0: every query on the one connection). */
  readers?: number;
  /** PostgreSQL: the pool's connections at most. */
  poolMax?: number;
  /** What one report may hold (reports.ts). */
  reportLimits?: ReportLimits;
};
export type DbHandle = {
  db: Db;
  dialect: Dialect;
  /**
   * Whether the database answers, asked on a connection of its own: a health check must not
   * wait behind the requests queued for the pool (or for SQLite's one connection).
   */
  ping: () => Promise<boolean>;
  /** Where the data is, for the banner and error messages: a file, or host:port/database. */
  where: string;
  /** Connections of the PostgreSQL pool; SQLite has one connection and no pool. */
  poolStats: () => PoolStats | null;
  /**
   * SQLite's one connection, its statements prepared once (null on PostgreSQL): for a hot path
   * that runs many small statements, without building each through Kysely. Inside a Kysely
   * transaction it is that transaction's connection.
   */
  sqlite: SqliteDatabase | null;
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
  let probe: BetterSqlite3.Database | null = null;
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

const clientWithTimeout = (connectionTimeoutMillis: number) =>
  class extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis });
    }
  };

/**
 * How every SQLite connection is set up, the writer and the readers (the benchmarks' baselines
 * too). The page cache is 64 MiB instead of SQLite's 2 MiB: a name search at 1M enquiries reads
 * a few hundred scattered index pages, and with 2 MiB ten different searches in turn evicted
 * each other's pages, each read then costing a system call (about 3x slower).
 * The file is also read through a memory map (up to the 2 GiB SQLite is built to map): a
 * connection drops its whole page cache whenever another one has written, so the first read
 * after any write fetched every page again through system calls (2-4x a warm read); mapped
 * pages are read in place (docs/DECISIONS.md, "Money reports: the first read after a write, 2").
 */
export const SQLITE_PRAGMAS = [
  'journal_mode = WAL',
  'busy_timeout = 5000',
  'synchronous = NORMAL',
  'cache_size = -65536',
  'mmap_size = 2147418112',
];

/**
 * Set first on every PostgreSQL connection (the benchmarks' baselines too).
 *
 * No parallel workers: a name search's generic plan guessed 5,000 matches for any words and
 * gathered two workers for them: 65 ms at 1M enquiries on 2 cores, against 3.4 ms run alone,
 * since starting the workers cost more than the search; and ten requests at once each starting
 * workers only share the same cores. Every request here reads a page, a few keys or kept counts.
 *
 * No JIT: the funnel's plan crossed the JIT's cost thresholds and was compiled on every request,
 * 11.5 s of 12.2 s at 31,000 enquiries (0.54 s without), with other requests waiting behind it;
 * no query here runs long enough to earn its compile time back (docs/PERFORMANCE.md).
 *
 * Statements, not the connection's startup `options`: a DATABASE_URL's own options would
 * replace those, and PgBouncer refuses them.
 */
export const PG_SETTINGS = { max_parallel_workers_per_gather: '0', jit: 'off' } as const;
export const PG_SESSION = Object.entries(PG_SETTINGS)
  .map(([k, v]) => `set ${k} = ${v}`)
  .join('; ');

/**
 * The PostgreSQL pool's size: the database server's cores are not this machine's to count, and
 * ten connections keep a small server's cores busy with requests of a few milliseconds each.
 */
export const PG_POOL_MAX = 10;

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

const PRAGMA = /^\s*pragma\b/i;

export const sqliteFileOf = (url: string) => url.replace(/^(sqlite|file):/, '');

/** `sqlite:path` (config accepts only this), `file:path`, a bare path or `:memory:`; postgres:// goes to pg. */
export function openDatabase(url: string, opts: OpenOptions = {}): DbHandle {
  const dialect = dialectOf(url);
  if (dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolMax ?? PG_POOL_MAX,
      // An unreachable host fails in seconds, not after the operating system's minutes. Set on
      // each new connection only: the pool's own option would also cut requests waiting their
      // turn for a connection under load.
      Client: clientWithTimeout(opts.connectTimeoutMs ?? 10_000),
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', opts.onIdleError ?? (() => undefined));
    pool.on('connect', namePrepared);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool,
        // Before the connection's first query (Kysely waits for it).
        onCreateConnection: (c) =>
          c.executeQuery(CompiledQuery.raw(PG_SESSION)).then(() => undefined),
      }),
    });
    registerReports(db, url, opts.reportLimits ?? REPORT_LIMITS);
    const probe = pgPing(url);
    return {
      db,
      dialect,
      ping: probe.ping,
      where: postgresWhere(url),
      sqlite: null,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => probe.close().then(() => db.destroy()),
    };
  }
  const file = sqliteFileOf(url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  let sqlite: BetterSqlite3.Database;
  try {
    sqlite = new SQLite(file);
  } catch (err) {
    throw new Error(`cannot open SQLite database ${path.resolve(file)}: ${reasonOf(err)}`);
  }
  SQLITE_PRAGMAS.forEach((p) => sqlite.pragma(p));
  sqlite.pragma('foreign_keys = ON');
  // SQLite's advice for long-lived connections: refresh planner statistics where they are stale.
  sqlite.pragma('optimize = 0x10002');
  const checkpointer = file === ':memory:' ? null : startCheckpointer(sqlite, file);
  const statements = preparedOnce(sqlite);
  const readers = file === ':memory:' ? 0 : (opts.readers ?? defaultReaders());
  const db = new Kysely<Database>({
    dialect:
      readers > 0
        ? pooledSqliteDialect(statements, startReaders(file, readers, SQLITE_PRAGMAS), (q) => {
            // A pragma reads its own connection's state: asked of the writer.
            if (PRAGMA.test(q)) return false;
            const s = statements.prepare(q);
            return s.reader && s.readonly;
          })
        : new SqliteDialect({ database: statements }),
  });
  registerReports(db, null, opts.reportLimits ?? REPORT_LIMITS);
  const probe = file === ':memory:' ? null : sqlitePing(file);
  const ping = probe?.ping ?? (() => Promise.resolve(sqlite.open));
  const close = () => Promise.all([probe?.close(), checkpointer?.stop()]).then(() => db.destroy());
  const where = file === ':memory:' ? file : path.resolve(file);
  return { db, dialect, ping, where, poolStats: () => null, sqlite: statements, close };
}
