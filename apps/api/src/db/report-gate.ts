import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one report may hold: how long it may run, how many run at once, and how many may wait
 * for a turn. A report is a statement over every enquiry or application (the dashboard's
 * figures, the commission summary); without these, a few of them at once took the
 * database's cores and every other request waited behind them.
 */
export type ReportLimits = { timeoutMs: number; concurrency: number; queue: number };

export const REPORT_LIMITS: ReportLimits = { timeoutMs: 10_000, concurrency: 2, queue: 4 };

/** Why a report gave no answer: it ran too long, too many were ahead of it, or its client left. */
export class ReportStopped extends Error {
  constructor(readonly reason: 'timeout' | 'busy' | 'gone') {
    super(`report stopped: ${reason}`);
  }
}

/**
 * A report's scope while it runs. `hold` keeps the report's turn until the promise settles: a
 * statement cancelled on SQLite runs on in its stopped reader thread until SQLite returns, and
 * that thread's core is not free before then.
 */
export type ReportScope = { signal: AbortSignal; hold: (p: Promise<unknown>) => void };

/** The scope of the report the current query belongs to (none outside reports). */
export const reportScope = new AsyncLocalStorage<ReportScope>();

export type ReportGate = {
  /** Runs `work` in its turn; rejects with ReportStopped when stopped, at once, not at its end. */
  run: <T>(client: AbortSignal, work: (scope: ReportScope) => Promise<T>) => Promise<T>;
  stats: () => { running: number; waiting: number };
};

function turns(limits: ReportLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const acquire = (client: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (client.aborted) return reject(new ReportStopped('gone'));
      if (running < limits.concurrency) {
        running++;
        return resolve();
      }
      if (waiting.length >= limits.queue) return reject(new ReportStopped('busy'));
      const leave = () => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(new ReportStopped('gone'));
      };
      const turn = () => {
        client.removeEventListener('abort', leave);
        resolve();
      };
      waiting.push(turn);
      client.addEventListener('abort', leave, { once: true });
    });
  return { acquire, release, stats: () => ({ running, waiting: waiting.length }) };
}

export function reportGate(limits: ReportLimits): ReportGate {
  const { acquire, release, stats } = turns(limits);
  const run = async <T>(client: AbortSignal, work: (scope: ReportScope) => Promise<T>) => {
    await acquire(client);
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(new ReportStopped('timeout')), limits.timeoutMs);
    const gone = () => stop.abort(new ReportStopped('gone'));
    client.addEventListener('abort', gone, { once: true });
    const held: Promise<unknown>[] = [];
    const stopped = new Promise<never>((_, reject) =>
      stop.signal.addEventListener('abort', () => reject(stop.signal.reason as Error)),
    );
    const done = work({ signal: stop.signal, hold: (p) => held.push(p) });
    held.push(done);
    try {
      return await Promise.race([done, stopped]);
    } finally {
      clearTimeout(timer);
      client.removeEventListener('abort', gone);
      void Promise.allSettled(held).then(release);
    }
  };
  return { run, stats };
}
