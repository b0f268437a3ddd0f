import { Worker } from 'node:worker_threads';
import pg from 'pg';
import SQLite from '../db/sqlite-native';

/** A statement the app ran, and the rows it sent back (-1: read in a reader thread, not seen). */
export type Seen = { sql: string; rows: number };

/**
 * Records every statement this process sends from now on, on either database (SQLite's reader
 * threads included, their rows not counted), into the list returned: for tests that hold a
 * request to the statements it runs or the rows it reads.
 */
export function recordStatements(): Seen[] {
  const seen: Seen[] = [];
  const probe = new SQLite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
  probe.close();
  for (const name of ['all', 'get', 'iterate']) {
    const original = statement[name] as (this: { source: string }, ...a: unknown[]) => unknown;
    statement[name] = function (this: { source: string }, ...args: unknown[]) {
      const got = original.apply(this, args);
      seen.push({ sql: this.source, rows: Array.isArray(got) ? got.length : got ? 1 : 0 });
      return got;
    };
  }
  const worker = Worker.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
  const post = worker.postMessage!;
  worker.postMessage = function (this: Worker, ...args: unknown[]) {
    const m = args[0] as { sql?: unknown } | null;
    if (typeof m?.sql === 'string') seen.push({ sql: m.sql, rows: -1 });
    return post.apply(this, args);
  };
  const client = pg.Client.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
  const query = client.query!;
  client.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string };
    const got = query.apply(this, args);
    const entry = { sql: typeof config === 'string' ? config : (config?.text ?? ''), rows: 0 };
    seen.push(entry);
    if (got instanceof Promise)
      void got
        .then((r: { rows?: unknown[] }) => (entry.rows = r?.rows?.length ?? 0))
        .catch(() => 0);
    return got;
  };
  return seen;
}
