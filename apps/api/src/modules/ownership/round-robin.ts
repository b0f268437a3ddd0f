import type { Transaction } from 'kysely';
import { ROUND_ROBIN_ROLES } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import { now } from '../../lib/ids';

type Trx = Transaction<Database>;
type Member = { id: string; createdAt: string };
const POOL = 'counsellors';

/** `a` comes after `b` in the turn order: by when they joined, then by id. */
const after = (a: Member, b: Member) =>
  a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/**
 * The next active counsellor in turn, inside the caller's transaction (docs/DECISIONS.md).
 * The pointer row is written first, so it stays locked until the transaction ends: a
 * concurrent assignment waits for it on PostgreSQL (SQLite runs one write transaction at a
 * time) and then reads the turn this one took. The one after the last served, in the order
 * counsellors joined; a blocked or pending one is skipped, a returning one rejoins in place.
 * Null when no counsellor is active.
 */
export async function nextInTurn(trx: Trx): Promise<string | null> {
  const t = now();
  const pointer = await trx
    .insertInto('round_robin')
    .values({ pool: POOL, lastUserId: null, updatedAt: t })
    .onConflict((oc) => oc.column('pool').doUpdateSet({ updatedAt: t }))
    .returning('lastUserId')
    .executeTakeFirstOrThrow();
  const pool = await trx
    .selectFrom('users')
    .select(['id', 'createdAt'])
    .where('userType', 'in', ROUND_ROBIN_ROLES)
    .where('status', '=', 'active')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const last = pointer.lastUserId
    ? await trx
        .selectFrom('users')
        .select(['id', 'createdAt'])
        .where('id', '=', pointer.lastUserId)
        .executeTakeFirst()
    : undefined;
  const next = (last && pool.find((m) => after(m, last))) ?? pool[0];
  if (!next) return null;
  await trx
    .updateTable('round_robin')
    .set({ lastUserId: next.id, updatedAt: t })
    .where('pool', '=', POOL)
    .execute();
  return next.id;
}
