import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The database or a transaction on it. */
type Trx = Kysely<Database>;
const DAY_MS = 86_400_000;

/**
 * Takes the next `count` values of a named counter and returns the first; the upsert's row lock
 * orders concurrent transactions.
 */
export async function nextValue(trx: Trx, name: string, count = 1): Promise<number> {
  const r = await trx
    .insertInto('counters')
    .values({ name, value: count })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`counters.value + ${count}` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(r.value) - count + 1;
}

export type Contact = { email: string; mobile: string };
type Earlier = { id: string; createdAt: string; assignedTo: string | null };

/**
 * The first live enquiry in the last 24 h whose `col` is `value` (given, or a column of an
 * outer query), blank excepted (a staff-logged enquiry without e-mail or phone links nothing):
 * a single-index lookup, so the plan does not depend on the planner's statistics.
 */
export const firstRecent = (db: Trx, col: keyof Contact, value: string | Expression<string>) =>
  db
    .selectFrom('enquiries')
    .select(['id', 'createdAt', 'assignedTo'])
    .where(col, '=', value)
    .where((eb) => eb(typeof value === 'string' ? eb.val(value) : value, '<>', ''))
    .where('createdAt', '>', new Date(Date.now() - DAY_MS).toISOString())
    .where('deletedAt', 'is', null)
    .orderBy('createdAt')
    .limit(1);

/**
 * For each contact, the first recent live enquiry from the same e-mail or mobile (and its
 * owner), with one statement however many contacts: a `firstRecent` per distinct value (no OR).
 */
export async function earliestRecent(trx: Trx, contacts: Contact[]) {
  const key = (col: keyof Contact, value: string) => `${col}\n${value}`;
  const lookups = new Map<string, { col: keyof Contact; value: string }>();
  for (const c of contacts)
    for (const col of ['email', 'mobile'] as const)
      if (c[col] !== '') lookups.set(key(col, c[col]), { col, value: c[col] });
  // Wrapped: SQLite takes ORDER BY and LIMIT inside a compound query only in a subquery.
  const [head, ...rest] = [...lookups.values()].map(({ col, value }, k) =>
    trx
      .selectFrom(firstRecent(trx, col, value).as(`f${k}`))
      .select(['id', 'createdAt', 'assignedTo', sql<number>`${k}`.as('k')]),
  );
  const rows = head ? await rest.reduce((q, r) => q.unionAll(r), head).execute() : [];
  const keys = [...lookups.keys()];
  const found = new Map<string, Earlier>(
    rows.map((r) => [
      keys[Number(r.k)]!,
      { id: r.id, createdAt: r.createdAt, assignedTo: r.assignedTo },
    ]),
  );
  const earlier = (c: Contact) =>
    [found.get(key('email', c.email)), found.get(key('mobile', c.mobile))]
      .filter((x) => x !== undefined)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  return contacts.map(earlier);
}

export const formatEnqNo = (n: number) => `ENQ-${String(n).padStart(6, '0')}`;
