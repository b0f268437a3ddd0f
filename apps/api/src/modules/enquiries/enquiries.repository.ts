import { sql, type Transaction } from 'kysely';
import type {
  Enquiry,
  EnquiryPublicCreate,
  EnquiryStatus,
  EnquiryUpdate,
  StatusChange,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { createRepository, type Row } from '../../lib/crud/repository';
import { newId, now } from '../../lib/ids';
import { fullName } from '../../lib/names';
import type { EventBus } from '../events/event-bus';

const DAY_MS = 86_400_000;
type Trx = Transaction<Database>;

/** The next value of a named counter; the upsert's row lock orders concurrent transactions. */
async function nextValue(trx: Trx, name: string): Promise<number> {
  const r = await trx
    .insertInto('counters')
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`counters.value + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(r.value);
}

/**
 * The first live enquiry from the same e-mail or mobile in the last 24 h. Two single-index
 * lookups rather than an OR, so the plan does not depend on the planner's statistics.
 */
async function earliestRecent(trx: Trx, email: string, mobile: string) {
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const first = (col: 'email' | 'mobile', value: string) =>
    trx
      .selectFrom('enquiries')
      .select(['id', 'createdAt'])
      .where(col, '=', value)
      .where('createdAt', '>', since)
      .where('deletedAt', 'is', null)
      .orderBy('createdAt')
      .limit(1)
      .executeTakeFirst();
  const found = [await first('email', email), await first('mobile', mobile)].filter(
    (x) => x !== undefined,
  );
  return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
}

export const formatEnqNo = (n: number) => `ENQ-${String(n).padStart(6, '0')}`;

export function createEnquiriesRepository(handle: DbHandle, bus: EventBus) {
  const { db } = handle;
  const crud = createRepository<Enquiry, Row, Row>(handle, {
    table: 'enquiries',
    searchable: ['fName', 'lName', 'email', 'mobile', 'enqNo'],
    sortable: ['createdAt', 'updatedAt', 'enqNo', 'fName', 'status'],
    defaultSort: 'createdAt',
    softDelete: true,
    filter: (qb, q) => {
      for (const f of ['status', 'category', 'assignedTo', 'country'] as const) {
        if (typeof q[f] === 'string') qb = qb.where(`enquiries.${f}`, '=', q[f]);
      }
      if (typeof q.from === 'string') qb = qb.where('enquiries.createdAt', '>=', q.from);
      if (typeof q.to === 'string')
        qb = qb.where(
          'enquiries.createdAt',
          '<',
          new Date(Date.parse(q.to) + DAY_MS).toISOString(),
        );
      return qb;
    },
  });

  async function recordChange(
    trx: Trx,
    enquiryId: string,
    from: string | null,
    to: string,
    by: string | null,
  ) {
    await trx
      .insertInto('enquiry_status_changes')
      .values({ id: newId(), enquiryId, from, to, by, at: now() })
      .execute();
  }

  /** Moves an enquiry to a status inside `trx`, recording who did it; false when not found. */
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
    await recordChange(trx, id, cur.status, to, by);
    return true;
  }

  return {
    ...crud,
    moveStatus,

    /** A public enquiry: numbered, linked to a recent one from the same person, announced live. */
    async createPublic(input: Omit<EnquiryPublicCreate, 'consent' | 'website'>): Promise<Enquiry> {
      const row = await db.transaction().execute(async (trx) => {
        const enqNo = formatEnqNo(await nextValue(trx, 'enquiry'));
        const earlier = await earliestRecent(trx, input.email, input.mobile);
        const t = now();
        const r = {
          id: newId(),
          enqNo,
          fName: input.fName,
          lName: input.lName,
          email: input.email,
          mobile: input.mobile,
          location: input.location ?? null,
          country: input.country ?? null,
          course: input.course ?? null,
          college: input.college ?? null,
          category: input.category,
          preferredIntake: input.preferredIntake ?? null,
          message: input.message ?? null,
          source: 'form',
          leadQuality: null,
          status: 'new',
          assignedTo: null,
          remarks: null,
          duplicateOf: earlier?.id ?? null,
          createdAt: t,
          updatedAt: t,
          deletedAt: null,
        };
        await trx.insertInto('enquiries').values(r).execute();
        await recordChange(trx, r.id, null, 'new', null);
        await bus.append(trx, 'newEnquiry', { id: r.id, fName: r.fName, enqNo, createdAt: t });
        return r;
      });
      await bus.afterCommit();
      return (await crud.get(row.id)) as Enquiry;
    },

    /** A staff edit; a status in it is recorded like any other status change. */
    async updateBy(id: string, body: EnquiryUpdate, by: string): Promise<Enquiry | undefined> {
      const { status, ...fields } = body;
      const ok = await db.transaction().execute(async (trx) => {
        const changes = Object.fromEntries(
          Object.entries(fields).filter(([, v]) => v !== undefined),
        );
        const r = await trx
          .updateTable('enquiries')
          .set({ ...changes, updatedAt: now() })
          .where('id', '=', id)
          .where('deletedAt', 'is', null)
          .executeTakeFirst();
        if (r.numUpdatedRows === 0n) return false;
        return status ? moveStatus(trx, id, status, by) : true;
      });
      return ok ? crud.get(id) : undefined;
    },

    async setStatus(id: string, to: EnquiryStatus, by: string): Promise<Enquiry | undefined> {
      const ok = await db.transaction().execute((trx) => moveStatus(trx, id, to, by));
      return ok ? crud.get(id) : undefined;
    },

    async history(id: string): Promise<StatusChange[]> {
      const rows = await db
        .selectFrom('enquiry_status_changes as c')
        .leftJoin('users as u', 'u.id', 'c.by')
        .select(['c.id', 'c.from', 'c.to', 'c.by', 'c.at', 'u.fname', 'u.lname'])
        .where('c.enquiryId', '=', id)
        .orderBy('c.at', 'asc')
        .orderBy('c.id')
        .execute();
      return rows.map((r) => ({
        _id: r.id,
        from: r.from,
        to: r.to,
        by: r.by,
        byName: fullName(r.fname, r.lname),
        at: r.at,
      }));
    },

    async newEnquiries(limit = 50) {
      const base = db
        .selectFrom('enquiries')
        .where('status', '=', 'new')
        .where('deletedAt', 'is', null);
      const [count, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
        base
          .select(['id', 'fName', 'enqNo', 'createdAt'])
          .orderBy('createdAt', 'desc')
          .orderBy('enqNo', 'desc')
          .limit(limit)
          .execute(),
      ]);
      return { count: Math.max(0, Number(count.n)), enquiries: rows };
    },
  };
}
export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
