import type { Transaction } from 'kysely';
import type {
  Enquiry,
  EnquiryPublicCreate,
  EnquiryStaffCreate,
  EnquiryStatus,
  EnquiryUpdate,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { createRepository, type Row } from '../../lib/crud/repository';
import { newId, now } from '../../lib/ids';
import { fullName } from '../../lib/names';
import { insertPerson, peopleSearch, writeTerms } from '../../lib/search/people';
import { phoneKeys } from '../../lib/search/terms';
import type { EventBus } from '../events/event-bus';
import { earliestRecent, formatEnqNo, nextValue } from './enquiries.numbering';
import { createEnquiryHistory } from './enquiries.history';
import { leadOrigin } from './enquiries.origin';
import { speedFilters } from './enquiries.speed-filters';
import { markFirstContact } from './first-contact';

const DAY_MS = 86_400_000;
type Trx = Transaction<Database>;
type NewEnquiry = Omit<EnquiryStaffCreate, 'source'> & { source: string };

const toRecord = ({ id, assigneeFname, assigneeLname, ...rest }: Row) =>
  ({ _id: id, ...rest, assignedToName: fullName(assigneeFname, assigneeLname) }) as Enquiry;

export function createEnquiriesRepository(handle: DbHandle, bus: EventBus) {
  const { db } = handle;
  const history = createEnquiryHistory(db);
  const crud = createRepository<Enquiry, Row, Row>(handle, {
    table: 'enquiries',
    searchable: [],
    search: peopleSearch({
      kind: 'enquiry',
      table: 'enquiries',
      number: { column: 'enqNo', format: formatEnqNo },
    }),
    sortable: ['createdAt', 'updatedAt', 'enqNo', 'fName', 'status'],
    defaultSort: 'createdAt',
    softDelete: true,
    toRecord,
    join: (qb) => qb.leftJoin('users as assignee', 'assignee.id', 'enquiries.assignedTo'),
    select: (qb) =>
      qb
        .selectAll('enquiries')
        .select(['assignee.fname as assigneeFname', 'assignee.lname as assigneeLname']),
    filter: (qb, q) => {
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

  /** Numbered, linked to a recent one from the same person, searchable, announced live. */
  async function insert(input: NewEnquiry, by: string | null): Promise<Enquiry> {
    const id = await db.transaction().execute(async (trx) => {
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
        assignedTo: input.assignedTo ?? null,
        remarks: input.remarks ?? null,
        duplicateOf: earlier?.id ?? null,
        firstContactAt: null,
        ...leadOrigin(input),
        createdAt: t,
        updatedAt: t,
        deletedAt: null,
      };
      await insertPerson(trx, 'enquiries', r, [r.fName, r.lName]);
      await history.recordStatus(trx, r.id, null, 'new', by);
      await bus.append(trx, 'newEnquiry', { id: r.id, fName: r.fName, enqNo, createdAt: t });
      return r.id;
    });
    await bus.afterCommit();
    return (await crud.get(id)) as Enquiry;
  }

  return {
    ...crud,
    moveStatus,
    history: (id: string) => history.statusHistory(id),
    timelineEdits: (id: string) => history.edits(id),

    /** A public enquiry (spec /EnquiryForm). */
    createPublic: (input: Omit<EnquiryPublicCreate, 'consent' | 'website'>) =>
      insert({ ...input, source: 'form' }, null),

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
      return ok ? crud.get(id) : undefined;
    },

    async setStatus(id: string, to: EnquiryStatus, by: string): Promise<Enquiry | undefined> {
      const ok = await db.transaction().execute((trx) => moveStatus(trx, id, to, by));
      return ok ? crud.get(id) : undefined;
    },
  };
}
export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
