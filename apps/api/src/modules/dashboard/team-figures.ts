import type { Db } from '../../db/database';

/** Accounts that can sign in: the team card's "3 active" beside those waiting for approval. */
export async function activeStaff(db: Db): Promise<number> {
  const r = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
