import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { moneyOf } from '../../lib/money/money';
import { fullName } from '../../lib/names';
import { addDays } from '../due/due.deadlines';
import { enqueueMail, type NewMail } from '../mail/outbox';
import { createMoneySettings } from '../money/money.settings';
import { createSettingsStore } from '../settings/settings.store';

/*
 * Reminders to students before and after each instalment's due date (money settings say how
 * many days), through the outbox. Each is claimed by a row of `invoice_reminders` whose key
 * (instalment, before/after) refuses a second, in the transaction that queues its mail: once per
 * instalment per reminder, whatever the restarts or processes. A paid instalment gets none.
 */
export type ReminderKind = 'before' | 'after';
const BATCH = 200;

/** Unpaid instalments of live students with an address whose reminder of `kind` is due. */
function dueReminders(db: Db, kind: ReminderKind, day: string, days: number) {
  const q = db
    .selectFrom('invoice_instalments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoiceId')
    .innerJoin('enquiries as e', 'e.id', 'i.enquiryId')
    .select(['p.invoiceId', 'p.position', 'p.due', 'p.amount', 'p.paid'])
    .select(['i.number', 'i.currency', 'e.id as enquiryId', 'e.email', 'e.fName', 'e.lName'])
    .whereRef('p.paid', '<', 'p.amount')
    // Tested through an expression, not the indexed column: SQLite's statistics average a
    // deletedAt value (null included) at a few students, and a plan that started from the live
    // ones read every student and their invoices (seconds at 1M, each run finding nothing). From
    // the unpaid instalments in the window, the students are read by key.
    .where(sql<boolean>`coalesce(e."deletedAt", '') = ''`)
    .where(sql<boolean>`coalesce(e.email, '') <> ''`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('invoice_reminders as r')
            .select('r.kind')
            .whereRef('r.invoiceId', '=', 'p.invoiceId')
            .whereRef('r.position', '=', 'p.position')
            .where('r.kind', '=', kind),
        ),
      ),
    )
    .orderBy('p.due')
    .orderBy('p.invoiceId')
    .orderBy('p.position')
    .limit(BATCH);
  // Before: from `days` ahead until the day itself (a late run never says "due soon" of the past).
  return kind === 'before'
    ? q.where('p.due', '>=', day).where('p.due', '<=', addDays(day, days))
    : q.where('p.due', '<=', addDays(day, -days));
}
type Due = Awaited<ReturnType<ReturnType<typeof dueReminders>['execute']>>[number];

function reminderMail(kind: ReminderKind, r: Due, agency: string, bank: string): NewMail {
  const owed = moneyOf(Number(r.amount) - Number(r.paid), r.currency);
  const sum = `${owed.amount} ${owed.currency}`;
  const what =
    kind === 'before'
      ? `${sum} on invoice ${r.number} is due on ${r.due}.`
      : `${sum} on invoice ${r.number} was due on ${r.due} and is still unpaid.`;
  return {
    kind: 'invoice-reminder',
    to: r.email,
    subject: `${kind === 'before' ? 'Reminder' : 'Overdue'}: invoice ${r.number}, ${sum} due ${r.due}`,
    text: [
      `Dear ${fullName(r.fName, r.lName) ?? ''},`,
      '',
      `A reminder from ${agency}: ${what}`,
      ...(bank ? ['', 'Bank details:', bank] : []),
      '',
      'If you have paid already, thank you: please ignore this mail.',
      '',
      agency,
    ].join('\n'),
    enquiryId: r.enquiryId,
  };
}

/** Claims the reminder and queues its mail in one transaction; false when already sent. */
const send = (db: Db, kind: ReminderKind, r: Due, mail: NewMail, at: string) =>
  db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('invoice_reminders')
      .values({ invoiceId: r.invoiceId, position: r.position, kind, sentAt: at })
      .onConflict((oc) => oc.columns(['invoiceId', 'position', 'kind']).doNothing())
      .returning('kind')
      .executeTakeFirst();
    if (claimed) await enqueueMail(trx, mail);
    return !!claimed;
  });

/** The reminders due on `now`'s UTC day (the day instalments fall due on); how many were queued. */
export async function runInvoiceReminders(db: Db, now: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const [money, agency] = await Promise.all([
    createMoneySettings(db).get(),
    createSettingsStore(db).value('agencyName'),
  ]);
  const plan: [ReminderKind, number][] = [
    ['before', money.reminderDaysBefore],
    ['after', money.reminderDaysAfter],
  ];
  let written = 0;
  for (const [kind, days] of plan)
    for (;;) {
      const rows = await dueReminders(db, kind, day, days).execute();
      for (const r of rows)
        if (
          await send(
            db,
            kind,
            r,
            reminderMail(kind, r, agency, money.bankDetails),
            now.toISOString(),
          )
        )
          written += 1;
      if (rows.length < BATCH) break;
    }
  return written;
}
