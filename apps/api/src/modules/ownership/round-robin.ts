import type { Kysely } from 'kysely';
import { ROUND_ROBIN_ROLES } from '@studydesk/contract';
import type { Database } from '../../db/schema';
import { now } from '../../lib/ids';

type Trx = Kysely<Database>;
type Member = { id: string; createdAt: string };
const AGENCY_POOL = 'counsellors';

/** `a` comes after `b` in the turn order: by when they joined, then by id. */
const follows = (a: Member, b: Member) =>
  a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id);

/**
 * The next `count` active counsellors in turn, inside the caller's transaction
 * (docs/DECISIONS.md). The pointer row is written first, so it stays locked until the
 * transaction ends: a concurrent assignment waits for it on PostgreSQL (SQLite runs one write
 * transaction at a time) and then reads the turn this one took. Each turn goes to the one after
 * the last served, in the order counsellors joined, wrapping round; a blocked or pending one is
 * skipped, a returning one rejoins in place. Empty when no counsellor is active. `among`: only
 * these take this turn (the others keep their place).
 */
export async function nextInTurn(
  trx: Trx,
  count = 1,
  office?: string,
  among?: readonly string[],
): Promise<string[]> {
  const t = now();
  // Each office keeps its own turn among its own people.
  const POOL = office ? `counsellors:${office}` : AGENCY_POOL;
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
    .$if(office !== undefined, (qb) =>
      qb.where(
        'id',
        'in',
        trx.selectFrom('user_offices').select('userId').where('officeId', '=', office!),
      ),
    )
    // a booking's turn goes round those free at the time booked (the pointer is the office's)
    .$if(among !== undefined, (qb) => qb.where('id', 'in', among!.length ? among! : ['']))
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
  if (pool.length === 0) return [];
  const after = last ? pool.findIndex((m) => follows(m, last)) : 0;
  const start = after < 0 ? 0 : after;
  const turns = Array.from({ length: count }, (_, k) => pool[(start + k) % pool.length]!.id);
  await trx
    .updateTable('round_robin')
    .set({ lastUserId: turns.at(-1)!, updatedAt: t })
    .where('pool', '=', POOL)
    .execute();
  return turns;
}
