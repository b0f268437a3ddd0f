import {
  DUPLICATE_EMAIL_MESSAGE,
  LAST_ADMIN_MESSAGE,
  usersResource,
  type User,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { createRepository, type Row } from '../../lib/crud/repository';
import { conflict } from '../../lib/errors';

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

  return { ...repo, guardLastAdmin };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
