import type { Role, SessionUser } from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { newId, now } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import {
  activeOfficeCount,
  defaultOfficeId,
  officesOfUsers,
  setUserOffices,
} from '../offices/offices.store';

type UserFields = Pick<UserRow, 'id' | 'fname' | 'lname' | 'email' | 'userType' | 'image'>;

export const toSessionUser = (
  u: UserFields,
  offices: string[] = [],
  multiOffice = false,
): SessionUser => ({
  _id: u.id,
  fname: u.fname,
  lname: u.lname,
  email: u.email,
  userType: u.userType,
  image: u.image,
  offices,
  multiOffice,
});

/** Session users with their offices, and whether the agency has more than one, by user id. */
export async function sessionUsers(db: Db, rows: UserFields[]): Promise<Map<string, SessionUser>> {
  if (rows.length === 0) return new Map();
  const [offices, active] = await Promise.all([
    officesOfUsers(
      db,
      rows.map((r) => r.id),
    ),
    activeOfficeCount(db),
  ]);
  return new Map(rows.map((r) => [r.id, toSessionUser(r, offices.get(r.id) ?? [], active > 1)]));
}

/** One user's session shape (login, profile). */
export const sessionUserOf = async (db: Db, row: UserFields): Promise<SessionUser> =>
  (await sessionUsers(db, [row])).get(row.id)!;

export type NewUser = {
  fname: string;
  lname: string;
  email: string;
  password: string;
  userType: Role;
  status?: UserRow['status'];
  mobile?: string | null;
};

export function createUsersRepository(db: Db) {
  return {
    /** The signed-in shape of a user's row, with their offices. */
    sessionUser: (row: UserFields) => sessionUserOf(db, row),

    findByEmail: (email: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst(),

    async count(): Promise<number> {
      const r = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async create(u: NewUser): Promise<UserRow> {
      const t = now();
      const row: UserRow = {
        id: newId(),
        fname: u.fname,
        lname: u.lname,
        email: u.email.toLowerCase(),
        mobile: u.mobile ?? null,
        passwordHash: await hashPassword(u.password),
        userType: u.userType,
        status: u.status ?? 'active',
        image: null,
        thumbnail: null,
        lastLogin: null,
        createdAt: t,
        updatedAt: t,
      };
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values(row).execute();
        await setUserOffices(trx, row.id, [await defaultOfficeId(trx)]);
      });
      return row;
    },

    async touchLastLogin(id: string): Promise<void> {
      await db.updateTable('users').set({ lastLogin: now() }).where('id', '=', id).execute();
    },

    /**
     * Active staff by name, for pickers, with the offices they work in: an owner must work in
     * the record's office, so each picker offers only that office's people.
     */
    async active() {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'fname', 'lname', 'userType'])
        .where('status', '=', 'active')
        .orderBy('fname')
        .orderBy('lname')
        .execute();
      const offices = await officesOfUsers(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({ ...r, offices: offices.get(r.id) ?? [] }));
    },

    /** A user's row; throws when there is none (the caller's own, signed in). */
    byId: (id: string) =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),

    /** Writes a user's own changes (profile, avatar, password). */
    save: (id: string, changes: Record<string, string | null>) =>
      db
        .updateTable('users')
        .set({ ...changes, updatedAt: now() })
        .where('id', '=', id)
        .execute(),
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
