import type { Db } from '../../db/database';
import { now } from '../../lib/ids';
import { enqueueMails } from '../mail/outbox';
import type { AppointmentReads } from './appointments.read';
import { LIVE } from './appointments.store';
import type { BookedHook } from './booking.service';
import { sessionMail, type SessionMail, type SessionMailKind } from './appointments.mail';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The session's mail details, read in `ex` (the writing transaction); null without an e-mail. */
async function mailOf(ex: Db, reads: AppointmentReads, id: string, manageUrl?: string) {
  const a = await ex
    .selectFrom('appointments as a')
    .innerJoin('enquiries as e', 'e.id', 'a.enquiryId')
    .select(['a.enquiryId', 'e.email', 'e.fName'])
    .where('a.id', '=', id)
    .executeTakeFirstOrThrow();
  if (!a.email) return null;
  const view = await reads.publicView(id, ex);
  return {
    id,
    enquiryId: a.enquiryId,
    to: a.email,
    fName: a.fName,
    view,
    manageUrl,
  } as SessionMail;
}

/** The confirmation, with its .ics and the private link, in the booking's transaction. */
export const confirmationHook =
  (reads: AppointmentReads, manageBase: string): BookedHook =>
  async (trx, id, token) => {
    const m = await mailOf(trx, reads, id, `${manageBase}/${token}`);
    if (m) await enqueueMails(trx, [sessionMail('confirmation', m)]);
  };

const REMINDERS: {
  kind: SessionMailKind;
  column: 'remindedDayAt' | 'remindedHourAt';
  lead: number;
}[] = [
  { kind: 'reminder-hour', column: 'remindedHourAt', lead: HOUR },
  { kind: 'reminder-day', column: 'remindedDayAt', lead: 24 * HOUR },
];

/**
 * Reminders 24 hours and 1 hour before each live session. Each is marked sent in the
 * transaction that queues it, by an update that only one process can win, so it goes once
 * whatever the processes; a cancelled session is no longer live and gets none; a moved one's
 * marks are cleared (appointments.changes). Within the last hour the day's reminder is
 * skipped: the hour's says it all.
 */
export function createReminders(db: Db, reads: AppointmentReads) {
  async function remind(at: number, r: (typeof REMINDERS)[number]) {
    const due = await db
      .selectFrom('appointments')
      .select('id')
      .where('status', 'in', LIVE)
      .where(r.column, 'is', null)
      .where('startsAt', '>', new Date(r.kind === 'reminder-day' ? at + HOUR : at).toISOString())
      .where('startsAt', '<=', new Date(at + r.lead).toISOString())
      .execute();
    for (const { id } of due)
      await db.transaction().execute(async (trx) => {
        const won = await trx
          .updateTable('appointments')
          .set({ [r.column]: now() })
          .where('id', '=', id)
          .where(r.column, 'is', null)
          .where('status', 'in', LIVE)
          .executeTakeFirst();
        const m = won.numUpdatedRows > 0n ? await mailOf(trx, reads, id) : null;
        if (m) await enqueueMails(trx, [sessionMail(r.kind, m)]);
      });
  }
  let timer: NodeJS.Timeout | null = null;
  const run = async (at = Date.now()) => {
    for (const r of REMINDERS) await remind(at, r);
  };
  return {
    run,
    start: (onError: (err: unknown) => void) => {
      timer = setInterval(() => void run().catch(onError), MINUTE).unref();
    },
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
export type Reminders = ReturnType<typeof createReminders>;
