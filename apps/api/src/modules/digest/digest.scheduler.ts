import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { createSettingsStore } from '../settings/settings.store';
import { DIGEST_HOUR, runDigest } from './digest';
import { nextLocalHour } from './zoned-time';

/** Time as the scheduler sees it: injectable, so tests step through days without waiting. */
export type Clock = {
  now: () => Date;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
};

export const systemClock: Clock = {
  now: () => new Date(),
  setTimer: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

/** The longest sleep: the zone is read again at least this often (an admin may change it). */
const MAX_SLEEP_MS = 3_600_000;

/**
 * Runs the morning digest at 08:00 in the agency's time zone, in this process. Each
 * wake computes the next 08:00 afresh (the day the clocks change has its own), sleeping an
 * hour at most. At start, a day's digest missed while no process ran goes out (until noon).
 * Every process may run it: the database lets each person's digest be written once a day.
 */
export function createDigestScheduler(o: {
  db: Db;
  log: FastifyBaseLogger;
  clock?: Clock;
  /** The digest's work (tests hold it to see that a start does not wait for it). */
  send?: typeof runDigest;
}) {
  const clock = o.clock ?? systemClock;
  const send = o.send ?? runDigest;
  const settings = createSettingsStore(o.db);
  let timer: unknown = null;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  const run = () =>
    (running = send(o.db, clock.now()).catch((err: unknown) =>
      o.log.error({ err }, 'morning digest failed'),
    ));

  async function schedule() {
    if (stopped) return;
    const zone = await settings.value('timeZone').catch(() => 'UTC');
    const now = clock.now();
    const next = nextLocalHour(now, DIGEST_HOUR, zone);
    const wait = Math.min(next.getTime() - now.getTime(), MAX_SLEEP_MS);
    if (stopped) return;
    timer = clock.setTimer(() => void wake(next), wait);
  }

  async function wake(due: Date) {
    timer = null;
    if (stopped) return;
    if (clock.now() >= due) await run();
    await schedule();
  }

  return {
    // The missed digest goes out beside the app, not before it answers: on a large database it
    // took longer than the start's own time limit, and the process never came up.
    async start() {
      void run();
      await schedule();
    },
    async stop() {
      stopped = true;
      if (timer !== null) clock.clearTimer(timer);
      await running;
    },
  };
}
export type DigestScheduler = ReturnType<typeof createDigestScheduler>;
