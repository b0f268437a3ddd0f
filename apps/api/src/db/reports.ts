import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import {
  ReportStopped,
  reportGate,
  reportScope,
  type ReportGate,
  type ReportLimits,
} from './report-gate';
import type { Database } from './schema';

type Db = Kysely<Database>;
/** Runs a report's queries within the limits; `client` aborts when whoever asked has left. */
export type RunReport = <T>(client: AbortSignal, work: (db: Db) => Promise<T>) => Promise<T>;
export type Reports = { run: RunReport; gate: ReportGate; limits: ReportLimits };

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout or a cancel request. */
const QUERY_CANCELED = '57014';

/**
 * A cancel on a connection of its own: from the pool it could wait behind the very report it
 * cancels (a pool of one, or every connection taken), and that report waits for the cancel.
 */
async function cancelBackend(url: string, pid: number) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  c.on('error', () => undefined);
  try {
    await c.connect();
    await c.query('select pg_cancel_backend($1)', [pid]);
  } finally {
    await c.end().catch(() => undefined);
  }
}

/**
 * On PostgreSQL a report runs in a transaction of its own, where statement_timeout is set for
 * it alone (set_config's is_local) and its backend is known, so that a stop cancels the running
 * statement there and then instead of letting it finish for no one.
 */
function pgRun(db: Db, url: string, timeoutMs: number, signal: AbortSignal) {
  return <T>(work: (db: Db) => Promise<T>) =>
    db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid,
        set_config('statement_timeout', ${String(timeoutMs)}, true)`.execute(trx);
      let cancelling: Promise<unknown> | undefined;
      const cancel = () => {
        cancelling = cancelBackend(url, rows[0]!.pid).catch(() => null);
      };
      signal.addEventListener('abort', cancel, { once: true });
      try {
        return await work(trx);
      } catch (err) {
        throw (err as { code?: string }).code === QUERY_CANCELED
          ? new ReportStopped('timeout')
          : err;
      } finally {
        signal.removeEventListener('abort', cancel);
        // The connection goes back to the pool only once the cancel has landed, so it can
        // never cut the next request's statement instead.
        await cancelling;
      }
    });
}

const registry = new WeakMap<Db, Reports>();

/** The report runner of a database opened by openDatabase. */
export function reportsOf(db: Db): Reports {
  const r = registry.get(db);
  if (!r) throw new Error('reports run only on a database from openDatabase');
  return r;
}

/**
 * `postgresUrl` on PostgreSQL (for the cancels); on SQLite the reads carry the report's scope
 * to the reader threads instead (sqlite-readers.ts).
 */
export function registerReports(db: Db, postgresUrl: string | null, limits: ReportLimits): Reports {
  const gate = reportGate(limits);
  const run: RunReport = (client, work) =>
    gate.run(client, (scope) =>
      postgresUrl
        ? pgRun(db, postgresUrl, limits.timeoutMs, scope.signal)(work)
        : reportScope.run(scope, () => work(db)),
    );
  const reports = { run, gate, limits };
  registry.set(db, reports);
  return reports;
}
