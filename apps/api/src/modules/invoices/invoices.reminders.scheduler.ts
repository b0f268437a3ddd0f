import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { systemClock, type Clock } from '../digest/digest.scheduler';
import { runInvoiceReminders } from './invoices.reminders';

/** How often the reminders are looked for: a day's are sent within the hour it starts. */
export const REMINDER_INTERVAL_MS = 3_600_000;

/**
 * Runs the invoice reminders at start (beside the app, not before it answers) and then every
 * hour, on an injectable clock. Every process may run them: the database lets each reminder
 * be written once.
 */
export function createReminderScheduler(o: { db: Db; log: FastifyBaseLogger; clock?: Clock }) {
  const clock = o.clock ?? systemClock;
  let timer: unknown = null;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  const run = () =>
    (running = runInvoiceReminders(o.db, clock.now()).catch((err: unknown) =>
      o.log.error({ err }, 'invoice reminders failed'),
    ));

  function schedule() {
    if (stopped) return;
    timer = clock.setTimer(() => {
      timer = null;
      if (stopped) return;
      void run().then(schedule);
    }, REMINDER_INTERVAL_MS);
  }

  return {
    start() {
      void run();
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer !== null) clock.clearTimer(timer);
      await running;
    },
  };
}
