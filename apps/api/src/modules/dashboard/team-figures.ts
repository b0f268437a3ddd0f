import type { Db } from '../../db/database';
import { scopeOffice, seesWholeAgency } from '../../lib/scope/offices';

/**
 * Accounts that can sign in: the team card's "3 active" beside those waiting for approval; of
 * the office picked, when one is (a person of two offices counts once).
 */
export async function activeStaff(db: Db): Promise<number> {
  let qb = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', '=', 'active');
  if (!seesWholeAgency())
    qb = qb.where(
      'users.id',
      'in',
      scopeOffice(db.selectFrom('user_offices').select('userId'), 'user_offices.officeId'),
    );
  const r = await qb.executeTakeFirstOrThrow();
  return Number(r.n);
}
