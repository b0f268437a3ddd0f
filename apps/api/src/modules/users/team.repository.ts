import {
  DUPLICATE_EMAIL_MESSAGE,
  LAST_ADMIN_MESSAGE,
  usersResource,
  type User,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { createRepository, type Row } from '../../lib/crud/repository';
import { scopeViaPerson, visibleOffices } from '../../lib/scope/offices';
import { badRequest, conflict } from '../../lib/errors';
import {
  defaultOfficeId,
  isActiveOffice,
  officesOfUsers,
  setUserOffices,
} from '../offices/offices.store';

const UNKNOWN_OFFICE = 'Choose active offices';

/** Row → My Team record: the password hash and the thumbnail never leave the server. */
const toRecord = (row: Row): User => {
  const { id, passwordHash: _hash, thumbnail: _thumb, ...rest } = row;
  return { _id: id, ...rest } as User;
};

export function createTeamRepository(handle: DbHandle) {
  const repo = createRepository<User, Row, Row>(handle, {
    table: 'users',
    searchable: ['fname', 'lname', 'email', 'mobile'],
    sortable: usersResource.sortable,
    defaultSort: usersResource.defaultSort,
    equal: ['status', 'userType'],
    unique: { email: DUPLICATE_EMAIL_MESSAGE },
    toRecord,
    // The people of the reader's offices, or of the one asked for (`office=<id>`).
    filter: (qb, q) => scopeViaPerson(qb, 'users.id', q.office),
  });

  async function otherActiveAdmins(id: string): Promise<number> {
    const r = await handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'active')
      .where('userType', '=', 'admin')
      .where('id', '!=', id)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Refuses (409) a change that would leave no active admin to manage the team. */
  async function guardLastAdmin(
    user: Pick<User, '_id' | 'status' | 'userType'>,
    change: Partial<Pick<User, 'status' | 'userType'>>,
  ): Promise<void> {
    const isAdmin = user.status === 'active' && user.userType === 'admin';
    const staysAdmin =
      (change.status ?? user.status) === 'active' && (change.userType ?? user.userType) === 'admin';
    if (isAdmin && !staysAdmin && (await otherActiveAdmins(user._id)) === 0)
      throw conflict(LAST_ADMIN_MESSAGE);
  }

  /** Records with their offices, read for the whole page in one statement. */
  async function withOffices(users: User[]): Promise<User[]> {
    const offices = await officesOfUsers(
      handle.db,
      users.map((u) => u._id),
    );
    return users.map((u) => ({ ...u, offices: offices.get(u._id) ?? [] }));
  }
  const one = async (u: User | undefined) => u && (await withOffices([u]))[0];
  const inScope = (u: User) => {
    const offices = visibleOffices();
    return offices === null || u.offices.some((o) => offices.includes(o));
  };

  /** Offices named must be active; unset on create: the default office. */
  async function officesFor(given: unknown, creating: boolean): Promise<string[] | undefined> {
    if (!Array.isArray(given)) return creating ? [await defaultOfficeId(handle.db)] : undefined;
    const ids = given as string[];
    for (const o of ids)
      if (!(await isActiveOffice(handle.db, o)))
        throw badRequest(UNKNOWN_OFFICE, { offices: UNKNOWN_OFFICE });
    return ids;
  }
  const saveOffices = async (id: string, offices: string[] | undefined) => {
    if (offices) await handle.db.transaction().execute((trx) => setUserOffices(trx, id, offices));
  };

  return {
    ...repo,
    guardLastAdmin,
    /** Someone outside the reader's offices reads as missing (a manager's team is theirs). */
    get: async (id: string) =>
      one(await repo.get(id)).then((u) => (u && inScope(u) ? u : undefined)),
    list: async (q: Parameters<typeof repo.list>[0]) => {
      const page = await repo.list(q);
      return { ...page, items: await withOffices(page.items) };
    },
    async create({ offices: given, ...data }: Row): Promise<User> {
      const offices = await officesFor(given, true);
      const user = await repo.create(data);
      await saveOffices(user._id, offices);
      return (await one(user))!;
    },
    async update(id: string, { offices: given, ...data }: Row): Promise<User | undefined> {
      const offices = await officesFor(given, false);
      const user = await repo.update(id, data);
      if (user) await saveOffices(id, offices);
      return one(user);
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
