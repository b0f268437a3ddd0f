import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Trx = Transaction<Database>;
const DAY_MS = 86_400_000;

/** The next value of a named counter; the upsert's row lock orders concurrent transactions. */
export async function nextValue(trx: Trx, name: string): Promise<number> {
  const r = await trx
    .insertInto('counters')
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`counters.value + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(r.value);
}

/**
 * The first live enquiry from the same e-mail or mobile in the last 24 h. Two single-index
 * lookups rather than an OR, so the plan does not depend on the planner's statistics. A blank
 * value (a staff-logged enquiry without e-mail or phone) links nothing.
 */
export async function earliestRecent(trx: Trx, email: string, mobile: string) {
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const first = (col: 'email' | 'mobile', value: string) =>
    value === ''
      ? undefined
      : trx
          .selectFrom('enquiries')
          .select(['id', 'createdAt'])
          .where(col, '=', value)
          .where('createdAt', '>', since)
          .where('deletedAt', 'is', null)
          .orderBy('createdAt')
          .limit(1)
          .executeTakeFirst();
  const found = [await first('email', email), await first('mobile', mobile)].filter(
    (x) => x !== undefined,
  );
  return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
}

export const formatEnqNo = (n: number) => `ENQ-${String(n).padStart(6, '0')}`;
