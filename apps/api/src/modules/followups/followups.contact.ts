import type { Kysely, Transaction } from 'kysely';
import type { ContactLog, FollowUpDone } from '@studydesk/contract';
import { MESSAGES } from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import type { Database, FollowUpRow } from '../../db/schema';
import { liveIn } from '../../lib/crud/live';
import { AppError, notFound } from '../../lib/errors';
import { recordAction, recordUpdate } from '../../lib/history/changes';
import { newId, now } from '../../lib/ids';
import type { EnquiriesRepository } from '../enquiries/enquiries.repository';
import { followUpTarget, type FollowUpsRepository } from './followups.repository';
import { markFirstContact } from '../enquiries/first-contact';
import { replaceBooked } from './followups.replace';

type Trx = Transaction<Database>;
type Step = { by: string; outcome: string; note: string | null; at: string };
const ALREADY_DONE = 'This follow-up is already done';

/**
 * An enquiry's open follow-ups due by `today`, found by the enquiry's index: asked for `doneAt
 * is null` as it stands, SQLite without statistics walked every open follow-up of the agency
 * due by then (`liveIn` says "open" as its planner needs to hear it).
 */
export const dueFollowUps = (trx: Kysely<Database>, enquiryId: string, today: string) =>
  trx
    .selectFrom('followups')
    .selectAll()
    .where('enquiry', '=', enquiryId)
    .where(liveIn<Database>(trx, 'doneAt'))
    .where('nextContactDate', '<=', today);

/**
 * Contacts made: "Log contact" on an enquiry and "Done" on a queued follow-up. Each is one
 * transaction: the contact recorded, the next follow-up booked when a date is given, and the
 * enquiry moved when a status is given.
 */
export function createContactDesk(
  handle: DbHandle,
  enquiries: EnquiriesRepository,
  followUps: FollowUpsRepository,
) {
  const { db } = handle;

  /** Books the next follow-up and moves the status; returns the new follow-up's id. */
  async function followThrough(
    trx: Trx,
    enquiry: string,
    step: Step,
    body: Pick<ContactLog, 'nextContactDate' | 'nextNote' | 'status'>,
  ): Promise<string | null> {
    if (body.status && !(await enquiries.moveStatus(trx, enquiry, body.status, step.by)))
      throw notFound(MESSAGES.enquiries.notFound);
    if (!body.nextContactDate) return null;
    await replaceBooked(trx, enquiry, step.by, step.at);
    const details = body.nextNote || (step.note ? `Follow up: ${step.note}` : 'Follow up');
    const id = newId();
    await trx
      .insertInto('followups')
      .values({
        id,
        enquiry,
        kind: 'task',
        followUpDetails: details.slice(0, 2000),
        nextContactDate: body.nextContactDate,
        createdBy: step.by,
        createdAt: step.at,
        updatedAt: step.at,
      })
      .execute();
    await recordAction(trx, followUpTarget(id, enquiry), 'create', step.by, { to: details });
    return id;
  }

  /** Marks follow-ups done (those `cur` lists, read in `trx`), each change recorded. */
  async function markDone(trx: Trx, cur: FollowUpRow[], step: Step, result: string | null) {
    const values = { doneAt: step.at, doneBy: step.by, outcome: step.outcome, result };
    for (const f of cur)
      await recordUpdate(trx, followUpTarget(f.id, f.enquiry), f, values, step.by);
  }

  async function answer(followUpId: string, nextId: string | null, enquiryId: string) {
    const [followUp, next, enquiry] = await Promise.all([
      followUps.get(followUpId),
      nextId ? followUps.get(nextId) : null,
      enquiries.get(enquiryId, true),
    ]);
    if (!followUp || !enquiry) throw notFound(MESSAGES.enquiries.notFound);
    return { followUp, next: next ?? null, enquiry };
  }

  const done = (s: Step) => ({ doneAt: s.at, doneBy: s.by, outcome: s.outcome, updatedAt: s.at });

  return {
    /** POST /enquiries/:id/contact-log. */
    async log(enquiryId: string, body: ContactLog, by: string) {
      if (!(await enquiries.get(enquiryId))) throw notFound(MESSAGES.enquiries.notFound);
      const step = { by, outcome: body.outcome, note: body.note, at: now() };
      const today = body.today ?? step.at.slice(0, 10);
      const ids = await db.transaction().execute(async (trx) => {
        // The open follow-ups due by today asked for this contact: it has happened.
        const due = await dueFollowUps(trx, enquiryId, today).execute();
        if (due.length > 0)
          await trx
            .updateTable('followups')
            .set({ ...done(step), result: body.note })
            .where(
              'id',
              'in',
              due.map((f) => f.id),
            )
            .execute();
        await markDone(trx, due, step, body.note);
        const id = newId();
        await trx
          .insertInto('followups')
          .values({
            id,
            enquiry: enquiryId,
            kind: 'contact',
            followUpDetails: body.note,
            status: body.status ?? null,
            createdBy: by,
            createdAt: step.at,
            ...done(step),
          })
          .execute();
        const target = followUpTarget(id, enquiryId);
        await recordAction(trx, target, 'create', by, { to: body.note });
        await markFirstContact(trx, enquiryId, step.at);
        await enquiries.claim(trx, enquiryId, by);
        return [id, await followThrough(trx, enquiryId, step, body)] as const;
      });
      return answer(ids[0], ids[1], enquiryId);
    },

    /** POST /followUp/:id/done: off the queue, the next one booked if a date is given. */
    async done(id: string, body: FollowUpDone, by: string) {
      const step = { by, outcome: body.outcome, note: body.note || null, at: now() };
      const { enquiry, next } = await db.transaction().execute(async (trx) => {
        const cur = await trx
          .selectFrom('followups')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!cur) throw notFound(MESSAGES.followUps.notFound);
        const r = await trx
          .updateTable('followups')
          .set({ ...done(step), result: step.note })
          .where('id', '=', id)
          .where('doneAt', 'is', null)
          .executeTakeFirst();
        // Checked by the update itself, so two people pressing Done at once cannot both win.
        if (r.numUpdatedRows === 0n) throw new AppError(409, 'conflict', ALREADY_DONE);
        await markDone(trx, [cur], step, step.note);
        await markFirstContact(trx, cur.enquiry, step.at);
        await enquiries.claim(trx, cur.enquiry, by);
        return { enquiry: cur.enquiry, next: await followThrough(trx, cur.enquiry, step, body) };
      });
      return answer(id, next, enquiry);
    },
  };
}
