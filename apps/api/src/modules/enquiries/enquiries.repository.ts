import { sql, type Transaction, type Updateable } from 'kysely';
import {
  IN_USE_MESSAGES,
  type Enquiry,
  type EnquiryPublicCreate,
  type EnquiryStaffCreate,
  type EnquiryStatus,
  type EnquiryUpdate,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { createBatcher } from '../../lib/batch';
import { createRepository, type Row } from '../../lib/crud/repository';
import { conflict } from '../../lib/errors';
import { now } from '../../lib/ids';
import { whereOwner, withAssignee } from '../../lib/crud/owner';
import { officeField } from '../../lib/scope/offices';
import { peopleSearch, writeTerms } from '../../lib/search/people';
import { phoneKeys } from '../../lib/search/terms';
import type { EventBus } from '../events/event-bus';
import { announceOwner } from '../ownership/assignment';
import { claimEnquiry } from '../ownership/claim';
import { roundRobinOffices } from '../offices/office-settings.store';
import { formatEnqNo } from './enquiries.numbering';
import { createEnquiryHistory } from './enquiries.history';
import {
  insertEnquiries,
  ownerChange,
  type InsertJob,
  type Inserted,
  type NewEnquiry,
} from './enquiries.insert';
import { createInsertHooks, type InsertHooks } from './enquiries.insert-hooks';
import { alsoEnquired } from './enquiries.duplicates';
import { mergeEnquiries } from './enquiries.merge';
import { interestedInIntake } from './enquiries.intakes';
import { funnelFilters } from './enquiries.funnel-filters';
import { speedFilters } from './enquiries.speed-filters';
import { unseenBy } from './enquiries.bell';
import { createEnquiryCounts, keptKeyOf } from './enquiry-counts';

const DAY_MS = 86_400_000;
const MERGED_NO_RESTORE = 'This enquiry was merged into another: open that one instead';
const REMOVED_WHILE_SAVING =
  'This student was removed (an import undone or a delete) while your change was being saved: nothing was saved';
/** The most enquiries written by one transaction (docs/DECISIONS.md, group commit). */
const BATCH_MAX = 64;
type Trx = Transaction<Database>;

const assignee = withAssignee('enquiries');

/**
 * Updates a live enquiry. The row is re-tested in the same statement: on PostgreSQL a delete
 * (an undo) that committed after this transaction read it would otherwise be written over and
 * the caller answered 404. 409 instead, and the transaction (its history too) rolls back.
 */
async function liveUpdate(trx: Trx, id: string, set: Updateable<Database['enquiries']>) {
  const r = await trx
    .updateTable('enquiries')
    .set(set)
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n) throw conflict(REMOVED_WHILE_SAVING);
}

/** `hooks`: what other modules do with each enquiry inserted, in its transaction. */
export function createEnquiriesRepository(
  handle: DbHandle,
  bus: EventBus,
  hooks: InsertHooks = createInsertHooks(),
) {
  const { db } = handle;
  const history = createEnquiryHistory(db);
  const counts = createEnquiryCounts(handle);
  const crud = createRepository<Enquiry, Row, Row>(handle, {
    table: 'enquiries',
    office: { column: 'enquiries.officeId' },
    searchable: [],
    search: peopleSearch({
      kind: 'enquiry',
      table: 'enquiries',
      number: { column: 'enqNo', format: formatEnqNo },
      dialect: handle.dialect,
    }),
    sortable: ['createdAt', 'updatedAt', 'enqNo', 'fName', 'status'],
    defaultSort: 'createdAt',
    softDelete: true,
    keptCount: (q) => {
      const k = keptKeyOf(q);
      return k && counts.count(k);
    },
    // Within offices, the totals kept per office and status (migration 037); the office filter
    // is the scope's, so it is no filter of the key's.
    keptOfficeCount: (q, offices) => {
      const k = keptKeyOf({ ...q, office: undefined });
      if (k === 'all') return counts.inOffices(offices);
      return k?.dim === 'status' ? counts.inOffices(offices, k.key) : null;
    },
    history: { kind: 'enquiry', enquiryOf: (row) => String(row.id) },
    // A student with live applications stays out of the trash (409): delete those first.
    keptBy: [
      {
        table: 'applications',
        column: 'enquiry',
        softDeleted: true,
        trash: true,
        message: IN_USE_MESSAGES.enquiry,
      },
    ],
    ...assignee,
    // The import that wrote it, by name: a key lookup, only for imported rows.
    select: (qb) =>
      assignee
        .select(qb)
        .select(
          sql<string | null>`(select i.name from imports i where i.id = enquiries."importId")`.as(
            'importName',
          ),
        ),
    toRecord: (row) => officeField(assignee.toRecord(row)) as Enquiry,
    filter: (qb, q) => {
      qb = whereOwner(qb, 'enquiries.assignedTo', q);
      for (const f of [
        'status',
        'category',
        'assignedTo',
        'country',
        'utmSource',
        'utmCampaign',
      ] as const) {
        if (typeof q[f] === 'string') qb = qb.where(`enquiries.${f}`, '=', q[f]);
      }
      const intake = q.intake;
      if (typeof intake === 'string')
        qb = qb.where((eb) => eb.exists(interestedInIntake(db, intake)));
      if (typeof q.from === 'string') qb = qb.where('enquiries.createdAt', '>=', q.from);
      if (typeof q.to === 'string')
        qb = qb.where(
          'enquiries.createdAt',
          '<',
          new Date(Date.parse(q.to) + DAY_MS).toISOString(),
        );
      if (q.unseen === 'yes')
        qb = qb.where(unseenBy(typeof q.viewerId === 'string' ? q.viewerId : '') as never);
      return funnelFilters(db, speedFilters(db, qb, q), q);
    },
  });

  /**
   * Moves an enquiry to a status inside `trx`, recording who did it (null: the system); false
   * when not found.
   */
  async function moveStatus(
    trx: Trx,
    id: string,
    to: EnquiryStatus,
    by: string | null,
  ): Promise<boolean> {
    const cur = await trx
      .selectFrom('enquiries')
      .select('status')
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!cur) return false;
    if (cur.status === to) return true;
    await liveUpdate(trx, id, { status: to, updatedAt: now() });
    // Not a first contact, even by staff: opening a lead from the bell moves it on from "new"
    // before anyone has reached the person, and would stop the speed-to-lead clock.
    await history.recordStatus(trx, id, cur.status, to, by);
    return true;
  }

  const deps = {
    handle,
    bus,
    roundRobin: roundRobinOffices,
    turns: { believedOn: false },
    hooks,
  };

  /**
   * Inserts one enquiry inside the caller's transaction (call `bus.afterCommit()` after it);
   * `receivedAt`: when the person asked, if before now.
   */
  const insertIn = async (
    trx: Trx,
    input: NewEnquiry,
    by: string | null,
    receivedAt?: string,
  ): Promise<string> =>
    (await insertEnquiries(deps, [{ input, by, inTurn: false, receivedAt }], trx))[0]!.id;

  // Submissions arriving together are written together (lib/batch): one statement per kind.
  // Their events are delivered after the commit, in order, while the next batch is written: on
  // SQLite the delivery reads the events back (on a reader thread) and the writer need not wait.
  const insert = createBatcher(async (jobs: InsertJob[]): Promise<Inserted[]> => {
    const made = await insertEnquiries(deps, jobs);
    void bus.afterCommit();
    return made;
  }, BATCH_MAX);

  return {
    ...crud,
    counts,
    /** Register here what follows an insert (auto-mail does, at start). */
    insertHooks: hooks,
    moveStatus,
    insertIn,
    /** An unassigned enquiry goes to `by`, who has just logged a contact on it. */
    claim: (trx: Trx, id: string, by: string) => claimEnquiry(trx, bus, id, by),

    /** The same person's other live enquiries ("also enquired on"); undefined when not found. */
    async alsoEnquired(id: string) {
      const e = await crud.get(id);
      return (
        e &&
        alsoEnquired(db, { id, email: e.email, mobileDigits: phoneKeys(e.mobile).mobileDigits })
      );
    },

    /** Delete or restore; a merged enquiry stays merged (409: open the kept one instead). */
    async setDeleted(id: string, deleted: boolean, by: string | null = null) {
      const e = await crud.get(id, true);
      if (!deleted && e?.mergedInto) throw conflict(MERGED_NO_RESTORE);
      return crud.setDeleted(id, deleted, by);
    },

    merge: async (keptId: string, body: Parameters<typeof mergeEnquiries>[2], by: string) => {
      await mergeEnquiries(handle, keptId, body, by);
      return crud.get(keptId);
    },
    history: (id: string) => history.statusHistory(id),
    changes: (id: string) => history.changes(id),

    /** A public enquiry (spec /EnquiryForm): its number is all the sender is told. */
    createPublic: (input: Omit<EnquiryPublicCreate, 'consent' | 'website'>) =>
      insert({ input: { ...input, source: 'form' }, by: null, inTurn: true }),

    /**
     * A staff-logged enquiry (phone, walk-in …): the same path, with who logged it. They are
     * talking to the person: it is theirs unless they name an owner, and contacted.
     */
    async createStaff(input: EnquiryStaffCreate, by: string): Promise<Enquiry> {
      const owned = { ...input, assignedTo: input.assignedTo || by };
      const { id } = await insert({ input: owned, by, inTurn: false, contacted: true });
      return (await crud.get(id)) as Enquiry;
    },

    /** A staff edit: each changed field recorded; a status in it goes to the status history. */
    async updateBy(id: string, body: EnquiryUpdate, by: string): Promise<Enquiry | undefined> {
      const { status, ...fields } = body;
      const ok = await db.transaction().execute(async (trx) => {
        const cur = await trx
          .selectFrom('enquiries')
          .selectAll()
          .where('id', '=', id)
          .where('deletedAt', 'is', null)
          .executeTakeFirst();
        if (!cur) return false;
        const changes = await history.recordEdits(trx, cur, fields, by);
        if (changes.assignedTo !== undefined)
          await announceOwner(trx, bus, ownerChange(cur, changes.assignedTo, by));
        if (Object.keys(changes).length > 0) {
          const next = { ...cur, ...changes };
          await liveUpdate(trx, id, { ...changes, ...phoneKeys(next.mobile), updatedAt: now() });
          // Only what search finds a person by rewrites their terms (and search document).
          if (['fName', 'lName', 'email'].some((k) => k in changes))
            await writeTerms(trx, 'enquiry', id, [next.fName, next.lName], next.email);
        }
        return status ? moveStatus(trx, id, status, by) : true;
      });
      await bus.afterCommit();
      return ok ? crud.get(id) : undefined;
    },

    async setStatus(id: string, to: EnquiryStatus, by: string): Promise<Enquiry | undefined> {
      const ok = await db.transaction().execute((trx) => moveStatus(trx, id, to, by));
      return ok ? crud.get(id) : undefined;
    },
  };
}
export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
