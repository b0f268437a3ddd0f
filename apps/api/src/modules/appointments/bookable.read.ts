import { OWNER_ROLES } from '@studydesk/contract';
import type { Db } from '../../db/database';

/** A person the public may book (active, owns enquiries, keeps hours): their name only. */
export async function bookableName(db: Db, id: string) {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('user_availability as a', 'a.userId', 'u.id')
    .select(['u.id', 'u.fname', 'u.lname'])
    .where('u.id', '=', id)
    .where('u.status', '=', 'active')
    .where('u.userType', 'in', OWNER_ROLES)
    .executeTakeFirst();
  return row ? { _id: row.id, name: `${row.fname} ${row.lname}`.trim() } : null;
}
