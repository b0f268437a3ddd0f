import type { Office, OfficeCreate, OfficeUpdate } from '@studydesk/contract';
import {
  LAST_OFFICE_MESSAGE,
  OFFICE_HAS_RECORDS_MESSAGE,
  OFFICE_NAME_TAKEN_MESSAGE,
} from '@studydesk/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { OfficeRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId, now } from '../../lib/ids';
import { createSettingsStore } from '../settings/settings.store';
import { activeOfficeCount, defaultOfficeId, isActiveOffice } from './offices.store';

export const OFFICE_NOT_FOUND = 'Office not found';
const MOVE_TO_INVALID = 'Choose another active office for its enquiries and people';

/** Row → record; `agency`: the default office and the agency's response target. */
const toOffice = (r: OfficeRow, agency: { defaultId: string; target: number }): Office => ({
  _id: r.id,
  name: r.name,
  address: r.address,
  phone: r.phone,
  timeZone: r.timeZone,
  replyEmail: r.replyEmail,
  retiredAt: r.retiredAt,
  active: r.retiredAt === null,
  isDefault: r.id === agency.defaultId,
  responseTargetMinutes: r.responseTargetMinutes ?? agency.target,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** '' clears an optional field; undefined leaves it as it is. */
const clearable = (v: string | undefined) => (v === undefined ? undefined : v || null);

export function createOfficesRepository(db: Db) {
  const settings = createSettingsStore(db);
  const agency = async () => {
    const [defaultId, target] = await Promise.all([
      defaultOfficeId(db),
      settings.value('responseTargetMinutes'),
    ]);
    return { defaultId, target };
  };

  async function assertNameFree(name: string, except?: string) {
    let q = db
      .selectFrom('offices')
      .select('id')
      .where(sql`lower(${sql.ref('name')})`, '=', name.toLowerCase());
    if (except) q = q.where('id', '!=', except);
    if (await q.executeTakeFirst())
      throw conflict(OFFICE_NAME_TAKEN_MESSAGE, { name: OFFICE_NAME_TAKEN_MESSAGE });
  }

  async function get(id: string): Promise<Office> {
    const row = await db.selectFrom('offices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(OFFICE_NOT_FOUND);
    return toOffice(row, await agency());
  }

  /** Whether any enquiry, call request or person is still in the office. */
  async function hasRecords(id: string): Promise<boolean> {
    const uses = await Promise.all(
      (['enquiries', 'contacts', 'user_offices'] as const).map((t) =>
        db.selectFrom(t).select('officeId').where('officeId', '=', id).limit(1).executeTakeFirst(),
      ),
    );
    return uses.some((u) => u !== undefined);
  }

  /** Moves everything of `from` to `to`: records wholesale, people who are not there yet. */
  async function moveAll(trx: Db, from: string, to: string) {
    for (const t of ['enquiries', 'contacts'] as const)
      await trx.updateTable(t).set({ officeId: to }).where('officeId', '=', from).execute();
    await trx
      .insertInto('user_offices')
      .columns(['userId', 'officeId'])
      .expression(
        trx
          .selectFrom('user_offices as m')
          .select(['m.userId', sql.lit(to).as('officeId')])
          .where('m.officeId', '=', from)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('user_offices as t')
                  .select('t.userId')
                  .whereRef('t.userId', '=', 'm.userId')
                  .where('t.officeId', '=', to),
              ),
            ),
          ),
      )
      .execute();
    await trx.deleteFrom('user_offices').where('officeId', '=', from).execute();
  }

  return {
    get,
    async list(retired: 'no' | 'yes' | 'all'): Promise<Office[]> {
      let q = db.selectFrom('offices').selectAll().orderBy('name').orderBy('id');
      if (retired === 'no') q = q.where('retiredAt', 'is', null);
      if (retired === 'yes') q = q.where('retiredAt', 'is not', null);
      const [rows, a] = await Promise.all([q.execute(), agency()]);
      return rows.map((r) => toOffice(r, a));
    },

    async create(input: OfficeCreate): Promise<Office> {
      await assertNameFree(input.name);
      const t = now();
      const id = newId();
      await db
        .insertInto('offices')
        .values({
          id,
          name: input.name,
          address: input.address || null,
          phone: input.phone ?? null,
          timeZone: input.timeZone,
          replyEmail: input.replyEmail ?? null,
          retiredAt: null,
          createdAt: t,
          updatedAt: t,
        })
        .execute();
      return get(id);
    },

    async update(id: string, input: OfficeUpdate): Promise<Office> {
      await get(id);
      if (input.name !== undefined) await assertNameFree(input.name, id);
      await db
        .updateTable('offices')
        .set({
          name: input.name,
          address: clearable(input.address),
          phone: clearable(input.phone),
          timeZone: input.timeZone,
          replyEmail: clearable(input.replyEmail),
          updatedAt: now(),
        })
        .where('id', '=', id)
        .execute();
      return get(id);
    },

    /**
     * Retires an office: never the last active one; one with enquiries, call requests or
     * people only when `moveTo` names the active office they all move to.
     */
    async retire(id: string, moveTo: string | undefined): Promise<Office> {
      const office = await get(id);
      if (!office.active) throw notFound(OFFICE_NOT_FOUND);
      if ((await activeOfficeCount(db)) <= 1) throw conflict(LAST_OFFICE_MESSAGE);
      if (moveTo !== undefined && (moveTo === id || !(await isActiveOffice(db, moveTo))))
        throw badRequest(MOVE_TO_INVALID, { moveTo: MOVE_TO_INVALID });
      if (moveTo === undefined && (await hasRecords(id)))
        throw conflict(OFFICE_HAS_RECORDS_MESSAGE);
      await db.transaction().execute(async (trx) => {
        if (moveTo) await moveAll(trx, id, moveTo);
        await trx
          .updateTable('offices')
          .set({ retiredAt: now(), updatedAt: now() })
          .where('id', '=', id)
          .execute();
      });
      return get(id);
    },
  };
}
export type OfficesRepository = ReturnType<typeof createOfficesRepository>;
