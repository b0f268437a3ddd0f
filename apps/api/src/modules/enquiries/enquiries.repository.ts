import type { Transaction } from 'kysely';
import type {
  Enquiry,
  EnquiryPublicCreate,
  EnquiryStaffCreate,
  EnquiryStatus,
  EnquiryUpdate,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import type { Database, EnquiryRow } from '../../db/schema';
import { createRepository, type Row } from '../../lib/crud/repository';
import { conflict } from '../../lib/errors';
import { recordAction } from '../../lib/history/changes';
import { newId, now } from '../../lib/ids';
import { whereOwner, withAssignee } from '../../lib/crud/owner';
import { insertPerson, peopleSearch, writeTerms } from '../../lib/search/people';
import { phoneKeys } from '../../lib/search/terms';
import type { EventBus } from '../events/event-bus';
import {
  announceOwner,
  changeOwner,
  recordEnquiryOwner,
  type OwnerChange,
} from '../ownership/assignment';
import { nextInTurn } from '../ownership/round-robin';
import { createSettingsStore } from '../settings/settings.store';
import { earliestRecent, formatEnqNo, nextValue } from './enquiries.numbering';
import { createEnquiryHistory } from './enquiries.history';
import { alsoEnquired } from './enquiries.duplicates';
import { mergeEnquiries } from './enquiries.merge';
import { interestedInIntake } from './enquiries.intakes';
import { leadOrigin } from './enquiries.origin';
import { speedFilters } from './enquiries.speed-filters';
import { markFirstContact } from './first-contact';
import { createEnquiryCounts, keptKeyOf } from './enquiry-counts';

const DAY_MS = 86_400_000;
const MERGED_NO_RESTORE = 'This enquiry was merged into another: open that one instead';
type Trx = Transaction<Database>;
type NewEnquiry = Omit<EnquiryStaffCreate, 'source'> & { source: string };

const assignee = withAssignee('enquiries');

/** An enquiry's change of owner to `to` (recorded as a field edit or at its insert). */
const ownerChange = (
  e: Pick<EnquiryRow, 'id' | 'enqNo' | 'fName' | 'lName' | 'assignedTo'>,
  to: string | null,
  by: string | null,
): OwnerChange => ({
  kind: 'enquiry',
  id: e.id,
  no: e.enqNo,
  name: `${e.fName} ${e.lName}`.trim(),
  from: e.assignedTo,
  to,
  by,
});

export function createEnquiriesRepository(handle: DbHandle, bus: EventBus) {
  const { db } = handle;
  const history = createEnquiryHistory(db);
  const settings = createSettingsStore(db);
  const counts = createEnquiryCounts(handle);
  const crud = createRepository<Enquiry, Row, Row>(handle, {
    table: 'enquiries',
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
    history: { kind: 'enquiry', enquiryOf: (row) => String(row.id) },
    ...assignee,
    toRecord: (row) => assignee.toRecord(row) as Enquiry,
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
      return speedFilters(qb, q);
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
    await trx
      .updateTable('enquiries')
      .set({ status: to, updatedAt: now() })
      .where('id', '=', id)
      .execute();
    await history.recordStatus(trx, id, cur.status, to, by);
    // Staff moving it on from "new" have dealt with the person; the system moving it has not.
    if (by !== null && cur.status === 'new') await markFirstContact(trx, id, now());
    return true;
  }

  /**
   * Numbered, linked to a recent one from the same person, searchable, announced live; inside
   * the caller's transaction (call `bus.afterCommit()` after it). Returns the new id. With
   * `roundRobin`, an enquiry without an owner goes to the counsellor whose turn it is.
   */
  async function insertIn(
    trx: Trx,
    input: NewEnquiry,
    by: string | null,
    roundRobin = false,
  ): Promise<string> {
    const enqNo = formatEnqNo(await nextValue(trx, 'enquiry'));
    const [email, mobile] = [input.email ?? '', input.mobile ?? ''];
    const earlier = await earliestRecent(trx, email, mobile);
    const t = now();
    const r = {
      id: newId(),
      enqNo,
      fName: input.fName,
      lName: input.lName,
      email,
      mobile,
      location: input.location ?? null,
      country: input.country ?? null,
      course: input.course ?? null,
      college: input.college ?? null,
      category: input.category,
      preferredIntake: input.preferredIntake ?? null,
      message: input.message ?? null,
      source: input.source,
      leadQuality: input.leadQuality ?? null,
      status: 'new',
      assignedTo: input.assignedTo ?? (roundRobin ? await nextInTurn(trx) : null),
      remarks: input.remarks ?? null,
      duplicateOf: earlier?.id ?? null,
      mergedInto: null,
      firstContactAt: null,
      ...leadOrigin(input),
      createdAt: t,
      updatedAt: t,
      deletedAt: null,
    };
    await insertPerson(trx, 'enquiries', r, [r.fName, r.lName]);
    await history.recordStatus(trx, r.id, null, 'new', by);
    await recordAction(trx, { kind: 'enquiry', recordId: r.id, enquiryId: r.id }, 'create', by);
    await bus.append(trx, 'newEnquiry', { id: r.id, fName: r.fName, enqNo, createdAt: t });
    if (r.assignedTo) {
      const change = { ...ownerChange(r, r.assignedTo, by), from: null };
      await changeOwner(trx, bus, change, recordEnquiryOwner);
    }
    return r.id;
  }

  async function insert(
    input: NewEnquiry,
    by: string | null,
    roundRobin = false,
  ): Promise<Enquiry> {
    const id = await db.transaction().execute((trx) => insertIn(trx, input, by, roundRobin));
    await bus.afterCommit();
    return (await crud.get(id)) as Enquiry;
  }

  return {
    ...crud,
    counts,
    moveStatus,
    insertIn,

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

    /** A public enquiry (spec /EnquiryForm). */
    createPublic: async (input: Omit<EnquiryPublicCreate, 'consent' | 'website'>) =>
      insert({ ...input, source: 'form' }, null, await settings.value('roundRobin')),

    /** A staff-logged enquiry (phone, walk-in …): the same path, with who logged it. */
    createStaff: (input: EnquiryStaffCreate, by: string) => insert(input, by),

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
          await trx
            .updateTable('enquiries')
            .set({ ...changes, ...phoneKeys(next.mobile), updatedAt: now() })
            .where('id', '=', id)
            .execute();
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
