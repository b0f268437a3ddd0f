import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { reportScope } from './report-gate';
import { SQLITE_DRIVER_PATH } from './sqlite-native';

/** Read connections in worker threads by default: one per core, at most this many. */
export const READERS_MAX = 4;
export const defaultReaders = () => Math.min(READERS_MAX, os.availableParallelism());

/** Distinct statements each reader keeps prepared; the least recently used is dropped beyond. */
const KEPT = 500;

// Plain JavaScript, so the worker needs no TypeScript loader. A connection of its own that
// only reads (query_only): under WAL it sees every commit made before each statement starts,
// and neither waits for nor blocks the writer. Statements are prepared once, as on the writer.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
for (const p of workerData.pragmas) db.pragma(p);
db.pragma('query_only = 1');
const kept = new Map();
const prepare = (sql) => {
  let stmt = kept.get(sql);
  if (stmt) kept.delete(sql);
  else stmt = db.prepare(sql);
  kept.set(sql, stmt);
  if (kept.size > ${KEPT}) kept.delete(kept.keys().next().value);
  return stmt;
};
parentPort.on('message', (m) => {
  if (m === 'stop') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    parentPort.postMessage({ id: m.id, rows: prepare(m.sql).all(...m.params) });
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: { message: String(e && e.message), code: e && e.code, name: e && e.name } });
  }
});
`;

type Pending = {
  resolve: (rows: unknown[]) => void;
  reject: (err: Error) => void;
  sql: string;
  params: readonly unknown[];
};
type Reader = { worker: Worker; pending: Map<number, Pending>; gone: boolean };
type Reply = {
  id: number;
  rows?: unknown[];
  error?: { message: string; code?: string; name?: string };
};

/** A blob arrives from the worker as a Uint8Array; the writer's connection gives Buffers. */
function asBuffers(rows: unknown[]): unknown[] {
  for (const row of rows as Record<string, unknown>[])
    for (const k in row) {
      const v = row[k];
      if (v instanceof Uint8Array && !Buffer.isBuffer(v))
        row[k] = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
    }
  return rows;
}

function errorOf(e: NonNullable<Reply['error']>): Error {
  return Object.assign(new Error(e.message), { name: e.name ?? 'SqliteError', code: e.code });
}

export type ReaderPool = {
  /** Rows of a read-only statement, from the least busy reader; null when none is left. */
  all: (sql: string, params: readonly unknown[]) => Promise<unknown[]> | null;
  stop: () => Promise<void>;
};

/**
 * `size` connections that only read, each in a worker thread of its own, so that reads run
 * beside each other and beside the event loop. A reader that fails fails its reads in flight
 * and leaves the pool; with none left, `all` answers null and reads go to the writer again.
 *
 * A report's read (reportScope) that is stopped stops its reader: the thread is terminated and
 * a fresh one takes its place and the reads that were queued behind it. better-sqlite3 has no
 * way to interrupt a statement, so the stopped thread ends only when SQLite returns; the
 * report's turn is held until then (ReportScope.hold), which keeps those threads few.
 */
export function startReaders(file: string, size: number, pragmas: readonly string[]): ReaderPool {
  const driver = SQLITE_DRIVER_PATH;
  let next = 0;
  const readers: Reader[] = [];
  const send = (r: Reader, id: number, p: Pending) => {
    if (r.pending.size === 0) r.worker.ref();
    r.pending.set(id, p);
    r.worker.postMessage({ id, sql: p.sql, params: p.params });
  };
  const start = () => {
    const worker = new Worker(WORKER, { eval: true, workerData: { file, driver, pragmas } });
    worker.unref(); // held only while it has work: an idle pool never keeps a process alive
    const r: Reader = { worker, pending: new Map(), gone: false };
    const fail = (err: Error) => {
      if (r.gone) return;
      r.gone = true;
      const i = readers.indexOf(r);
      if (i >= 0) readers.splice(i, 1);
      for (const p of r.pending.values()) p.reject(err);
      r.pending.clear();
    };
    worker.on('message', (m: Reply) => {
      const p = r.pending.get(m.id);
      if (!p) return;
      r.pending.delete(m.id);
      if (r.pending.size === 0) worker.unref();
      if (m.error) p.reject(errorOf(m.error));
      else p.resolve(asBuffers(m.rows!));
    });
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('SQLite reader stopped')));
    readers.push(r);
    return r;
  };
  for (let i = 0; i < size; i++) start();

  /** Stops the reader running read `id`; its other reads move to the reader started instead. */
  const replace = (r: Reader, id: number, reason: Error) => {
    r.gone = true;
    readers.splice(readers.indexOf(r), 1);
    const fresh = start();
    for (const [k, p] of r.pending) if (k !== id) send(fresh, k, p);
    r.pending.get(id)?.reject(reason);
    r.pending.clear();
    r.worker.unref();
    return r.worker.terminate();
  };
  const stoppable = (r: Reader, id: number) => {
    const scope = reportScope.getStore();
    if (!scope) return;
    const cancel = () => {
      // Wherever the read is now: a replaced reader hands its queued reads on.
      const at = readers.find((x) => x.pending.has(id));
      if (at) scope.hold(replace(at, id, scope.signal.reason as Error));
    };
    scope.signal.addEventListener('abort', cancel, { once: true });
    const p = r.pending.get(id)!;
    const settle = () => scope.signal.removeEventListener('abort', cancel);
    r.pending.set(id, {
      ...p,
      resolve: (rows) => (settle(), p.resolve(rows)),
      reject: (err) => (settle(), p.reject(err)),
    });
  };

  const all = (sql: string, params: readonly unknown[]) => {
    let best: Reader | undefined;
    for (const r of readers) if (!best || r.pending.size < best.pending.size) best = r;
    if (!best) return null;
    const r = best;
    const id = ++next;
    const signal = reportScope.getStore()?.signal;
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    return new Promise<unknown[]>((resolve, reject) => {
      send(r, id, { resolve, reject, sql, params });
      stoppable(r, id);
    });
  };
  const stop = async () => {
    const left = readers.splice(0);
    await Promise.all(
      left.map((r) => {
        r.gone = true;
        r.worker.ref();
        const exited = new Promise<void>((resolve) => r.worker.once('exit', () => resolve()));
        r.worker.postMessage('stop');
        return exited;
      }),
    );
  };
  return { all, stop };
}
