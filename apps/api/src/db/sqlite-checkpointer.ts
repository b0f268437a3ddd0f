import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { SQLITE_DRIVER_PATH } from './sqlite-native';

/**
 * The WAL pages a commit may leave before the request thread checkpoints itself: a safety net
 * for when the checkpointer falls behind or is gone. SQLite's default of 1,000 pages otherwise
 * made whichever commit crossed it copy the WAL into the database and fsync it, on the event
 * loop (58% of a submission's SQLite time under load).
 */
export const FALLBACK_AUTOCHECKPOINT = 10_000;
/** How often the checkpointer looks again when the WAL changed since its last look (ms). */
const BUSY_MS = 20;
/** ...and when it had not. */
const IDLE_MS = 250;

// Plain JavaScript, so the worker needs no TypeScript loader. PASSIVE: it never waits for, or
// blocks, the writer or readers; it copies what no reader still needs. The writer then starts
// the WAL over from its beginning once every page is copied, so the file stays small.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
let timer = null;
let last = '';
const tick = () => {
  let seen = last;
  try {
    const [r] = db.pragma('wal_checkpoint(PASSIVE)');
    seen = r.log + '/' + r.checkpointed; // a WAL copied whole reads the same until written to
  } catch {}
  const busy = seen !== last;
  last = seen;
  timer = setTimeout(tick, busy ? ${BUSY_MS} : ${IDLE_MS});
};
tick();
parentPort.on('message', () => {
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
`;

export type Checkpointer = { stop: () => Promise<void> };

/**
 * Moves WAL checkpoints of the SQLite database `file` off the request thread, into a worker
 * thread with a connection of its own. The request connection keeps an automatic checkpoint at
 * FALLBACK_AUTOCHECKPOINT pages. Stop it before closing that connection, so the last
 * connection to close (the request one) checkpoints everything and removes the WAL.
 */
export function startCheckpointer(sqlite: SQLite.Database, file: string): Checkpointer {
  const driver = SQLITE_DRIVER_PATH;
  const worker = new Worker(WORKER, { eval: true, workerData: { file, driver } });
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT}`);
  worker.unref();
  // A checkpointer that fails leaves the request connection's own automatic checkpoint.
  worker.on('error', () => sqlite.open && sqlite.pragma('wal_autocheckpoint = 1000'));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    stop: () => {
      worker.ref(); // waited for now: the process must not end before the worker has closed
      worker.postMessage('stop');
      return exited;
    },
  };
}
