import { sql, type Transaction } from 'kysely';
import {
  CALL_REQUEST_SOURCE,
  MESSAGES,
  type CallAttempt,
  type CallAttemptCreate,
  type ENQUIRY_CATEGORIES,
} from '@studydesk/contract';
import type { Db, DbHandle } from '../../db/database';
import type { ContactAttemptRow, Database } from '../../db/schema';
import type { Query } from '../../lib/crud/repository';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId, now } from '../../lib/ids';
import { fullName, splitName } from '../../lib/names';
import { recordUpdate } from '../../lib/history/changes';
import type { EnquiriesRepository } from '../enquiries/enquiries.repository';
import { markFirstContact } from '../enquiries/first-contact';
import type { EventBus } from '../events/event-bus';
import { claimCallRequest } from '../ownership/claim';

type Trx = Transaction<Database>;
export const ALREADY_CONVERTED = 'This call request is already an enquiry';
export const NEXT_TRY_PAST = 'Choose a time from now on';
/** A next try a little in the past still counts as now: the form was filled a moment ago. */
const NEXT_TRY_SLACK_MS = 5 * 60_000;

/**
 * The /contact queue: open before closed, then the soonest next try (overdue first; none
 * last), then requests that named a preferred time, then newest.
 */
export const queueOrder = (qb: Query): Query =>
  qb
    .orderBy(sql`case when contacts.status = 'closed' then 1 else 0 end`)
    .orderBy(sql`case when ${sql.ref('contacts.nextTryAt')} is null then 1 else 0 end`)
    .orderBy('contacts.nextTryAt')
    .orderBy(
      sql`case when coalesce(${sql.ref('contacts.preferredTime')}, '') = '' then 1 else 0 end`,
    )
    .orderBy('contacts.createdAt', 'desc')
    .orderBy('contacts.id', 'desc');

/** Whether a call request with this id is stored (deleted or not). */
export const contactExists = async (db: Db, id: string) =>
  !!(await db.selectFrom('contacts').select('id').where('id', '=', id).executeTakeFirst());

/**
 * Attempts of requests deleted before they were converted belong to nothing: removed after a
 * delete (the foreign key has already cut them loose; a converted one keeps its enquiry).
 */
export async function sweepAttempts(db: Db): Promise<void> {
  await db
    .deleteFrom('contact_attempts')
    .where('contactId', 'is', null)
    .where('enquiryId', 'is', null)
    .execute();
}

const toAttempt = (r: ContactAttemptRow & { fname: string | null; lname: string | null }) =>
  ({
    _id: r.id,
    contactId: r.contactId,
    enquiryId: r.enquiryId,
    at: r.at,
    by: r.by,
    byName: fullName(r.fname, r.lname),
    outcome: r.outcome,
    note: r.note,
    nextTryAt: r.nextTryAt,
  }) as CallAttempt;

/** Attempts at calling back, logging them, and turning a call request into an enquiry. */
export function createCallBacks(handle: DbHandle, bus: EventBus, enquiries: EnquiriesRepository) {
  const { db } = handle;

  async function attemptsWhere(column: 'contactId' | 'enquiryId', id: string) {
    const rows = await db
      .selectFrom('contact_attempts as a')
      .leftJoin('users as u', 'u.id', 'a.by')
      .selectAll('a')
      .select(['u.fname', 'u.lname'])
      .where(`a.${column}`, '=', id)
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .execute();
    return rows.map(toAttempt);
  }

  /** The request, locked for this transaction (PostgreSQL), or 404. */
  async function lockContact(trx: Trx, id: string) {
    let qb = trx.selectFrom('contacts').selectAll().where('id', '=', id);
    if (handle.dialect === 'postgres') qb = qb.forUpdate();
    const c = await qb.executeTakeFirst();
    if (!c) throw notFound(MESSAGES.contacts.notFound);
    return c;
  }

  return {
    attempts: (contactId: string) => attemptsWhere('contactId', contactId),
    attemptsOfEnquiry: (enquiryId: string) => attemptsWhere('enquiryId', enquiryId),

    /** POST /contact/:id/attempts: the attempt, and the request's queue summary, together. */
    async log(contactId: string, body: CallAttemptCreate, by: string): Promise<CallAttempt> {
      const at = now();
      if (body.nextTryAt && Date.parse(body.nextTryAt) < Date.parse(at) - NEXT_TRY_SLACK_MS)
        throw badRequest(MESSAGES.validation, { nextTryAt: NEXT_TRY_PAST });
      const id = newId();
      await db.transaction().execute(async (trx) => {
        const c = await lockContact(trx, contactId);
        if (c.enquiryId) throw conflict(ALREADY_CONVERTED);
        const row = { id, contactId, enquiryId: null, at, by, ...body };
        await trx
          .insertInto('contact_attempts')
          .values({ ...row, note: body.note || null, nextTryAt: body.nextTryAt ?? null })
          .execute();
        await trx
          .updateTable('contacts')
          .set({
            nextTryAt: body.nextTryAt ?? null,
            nextTryBy: body.nextTryAt ? by : null,
            lastOutcome: body.outcome,
            attemptCount: sql<number>`${sql.ref('attemptCount')} + 1`,
            status: c.status === 'new' ? 'read' : c.status,
            updatedAt: at,
          })
          .where('id', '=', contactId)
          .execute();
        await claimCallRequest(trx, bus, c, by, at);
        await bus.append(trx, 'callBackChanged', { id: contactId });
      });
      await bus.afterCommit();
      return (await this.attempts(contactId)).find((a) => a._id === id)!;
    },

    /**
     * POST /contact/:id/convert, in one transaction: a new enquiry from the request (announced
     * as every new enquiry is), its attempts moved to that enquiry, the request closed and
     * pointing at it. A second convert is a 409.
     */
    async convert(
      contactId: string,
      category: (typeof ENQUIRY_CATEGORIES)[number],
      by: string,
    ): Promise<string> {
      const enquiryId = await db.transaction().execute(async (trx) => {
        const c = await lockContact(trx, contactId);
        if (c.enquiryId) throw conflict(ALREADY_CONVERTED);
        const made = await enquiries.insertIn(
          trx,
          {
            ...splitName(c.name),
            email: c.email,
            mobile: c.mobile ?? undefined,
            message: c.message,
            category,
            source: CALL_REQUEST_SOURCE,
            assignedTo: by,
            office: c.officeId,
          },
          by,
          c.createdAt, // its clock started when the person asked
        );
        await trx
          .updateTable('contact_attempts')
          .set({ enquiryId: made })
          .where('contactId', '=', contactId)
          .execute();
        // Its first attempt was the enquiry's first contact (speed to lead).
        const first = await trx
          .selectFrom('contact_attempts')
          .select((eb) => eb.fn.min('at').as('at'))
          .where('enquiryId', '=', made)
          .executeTakeFirst();
        if (first?.at) await markFirstContact(trx, made, first.at);
        const target = { kind: 'contact', recordId: contactId, enquiryId: made } as const;
        await recordUpdate(trx, target, { status: c.status }, { status: 'closed' }, by);
        const r = await trx
          .updateTable('contacts')
          .set({ enquiryId: made, status: 'closed', nextTryAt: null, updatedAt: now() })
          .where('id', '=', contactId)
          .where('enquiryId', 'is', null)
          .executeTakeFirst();
        if (r.numUpdatedRows === 0n) throw conflict(ALREADY_CONVERTED);
        await bus.append(trx, 'callBackChanged', { id: contactId });
        return made;
      });
      await bus.afterCommit();
      return enquiryId;
    },
  };
}
export type CallBacks = ReturnType<typeof createCallBacks>;
