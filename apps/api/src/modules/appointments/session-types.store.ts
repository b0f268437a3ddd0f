import type { Selectable } from 'kysely';
import type { SessionType, SessionTypeCreate, SessionTypeUpdate } from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { SessionTypeRow } from '../../db/schema-appointments';
import { newId, now } from '../../lib/ids';

export const toSessionType = (r: Selectable<SessionTypeRow>): SessionType => ({
  _id: r.id,
  name: r.name,
  minutes: Number(r.minutes),
  mode: r.mode as SessionType['mode'],
  meetingLink: r.meetingLink,
  active: r.retiredAt === null,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** Session types (a 30-minute introduction call and a 60-minute session seeded). */
export function createSessionTypes(db: Db) {
  const byId = (id: string) =>
    db.selectFrom('session_types').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    byId,
    /** The active types, shortest first (the first is the default of a booking). */
    async list(all = false) {
      const rows = await db
        .selectFrom('session_types')
        .selectAll()
        .$if(!all, (qb) => qb.where('retiredAt', 'is', null))
        .orderBy('minutes')
        .orderBy('createdAt')
        .execute();
      return rows.map(toSessionType);
    },
    /** The type a booking names (only an active one), else the shortest active one. */
    async forBooking(id: string | undefined) {
      const row = await db
        .selectFrom('session_types')
        .selectAll()
        .where('retiredAt', 'is', null)
        .$if(id !== undefined, (qb) => qb.where('id', '=', id!))
        .orderBy('minutes')
        .orderBy('createdAt')
        .executeTakeFirst();
      return row ?? null;
    },
    async create(body: SessionTypeCreate) {
      const t = now();
      const row = { id: newId(), ...body, meetingLink: body.meetingLink ?? null, createdAt: t };
      await db
        .insertInto('session_types')
        .values({ ...row, updatedAt: t, retiredAt: null })
        .execute();
      return toSessionType((await byId(row.id))!);
    },
    async update(id: string, { active, ...body }: SessionTypeUpdate) {
      const cur = await byId(id);
      if (!cur) return undefined;
      const retiredAt =
        active === undefined ? cur.retiredAt : active ? null : (cur.retiredAt ?? now());
      await db
        .updateTable('session_types')
        .set({ ...body, retiredAt, updatedAt: now() })
        .where('id', '=', id)
        .execute();
      return toSessionType((await byId(id))!);
    },
  };
}
export type SessionTypes = ReturnType<typeof createSessionTypes>;
