import type { Db } from '../../db/database';
import { scopeViaPerson } from '../../lib/scope/offices';

const n = (v: unknown) => Number(v ?? 0);
const LIST_MAX = 20;

/** Accounts of `status` in the reader's offices, or the office picked (a person of two counts once). */
const people = (db: Db, status: 'active' | 'pending') =>
  scopeViaPerson(db.selectFrom('users').where('status', '=', status), 'users.id');

/** Accounts that can sign in: the team card's "3 active" beside those waiting for approval. */
export async function activeStaff(db: Db): Promise<number> {
  const r = await people(db, 'active')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return n(r.n);
}

/** How many accounts wait for approval, and the oldest of them. */
export async function pendingRegistrations(db: Db) {
  const pending = people(db, 'pending');
  const [rows, total] = await Promise.all([
    pending
      .select(['id as _id', 'fname', 'lname', 'email', 'createdAt'])
      .orderBy('createdAt')
      .limit(LIST_MAX)
      .execute(),
    pending.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: n(total.n) };
}
