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
export type Earlier = {
  id: string;
  createdAt: string;
  assignedTo: string | null;
  status: string;
  officeId: string;
};

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
 * `deletedAt is null` as no index can answer it. Otherwise SQLite, without statistics (a
 * database grown by the public form and never analysed), answers a batch's `IN` look-up by
 * walking `(deletedAt, createdAt, …)` over every enquiry of the last 24 hours: a cost that grows
 * with each insert. Timestamps are never empty, so the two conditions are the same.
 */
export const notDeleted = sql<boolean>`coalesce(${sql.ref('deletedAt')}, '') = ''`;

/**
 * For each contact, the first recent live enquiry from the same e-mail or mobile (and its
 * owner), with one statement however many contacts: the recent live ones of all the batch's
 * e-mails, then of its mobiles, each an `IN` on its `(col, createdAt)` index (no OR), the first
 * of each value kept here. A lookup per value, as `firstRecent`, cost SQLite eight times as
 * much. A value has few recent enquiries: the public form is rate limited.
 */
export function recentLookup(trx: Trx, contacts: Contact[]) {
  const since = new Date(Date.now() - DAY_MS).toISOString();
  const recent = (col: keyof Contact, values: string[]) =>
    trx
      .selectFrom('enquiries')
      .select([
        'id',
        'createdAt',
        'assignedTo',
        'status',
        'officeId',
        sql<string>`${sql.lit(col)}`.as('col'),
        `${col} as value`,
      ])
      .where(col, 'in', values)
      .where('createdAt', '>', since)
      .where(notDeleted);
  const [head, ...rest] = (['email', 'mobile'] as const).flatMap((col) => {
    const values = [...new Set(contacts.map((c) => c[col]).filter((v) => v !== ''))];
    return values.length > 0 ? [recent(col, values)] : [];
  });
  return head ? rest.reduce((q, r) => q.unionAll(r), head) : null;
}

/** Each contact's first recent live enquiry (`recentLookup`), or undefined. */
export async function earliestRecent(trx: Trx, contacts: Contact[]) {
  const key = (col: keyof Contact, value: string) => `${col}\n${value}`;
  const rows = (await recentLookup(trx, contacts)?.execute()) ?? [];
  const found = new Map<string, Earlier>();
  for (const r of rows) {
    const k = key(r.col as keyof Contact, r.value);
    const first = found.get(k);
    if (!first || r.createdAt < first.createdAt)
      found.set(k, {
        id: r.id,
        createdAt: r.createdAt,
        assignedTo: r.assignedTo,
        status: r.status,
        officeId: r.officeId,
      });
  }
  const earlier = (c: Contact) =>
    [found.get(key('email', c.email)), found.get(key('mobile', c.mobile))]
      .filter((x) => x !== undefined)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  return contacts.map(earlier);
}

export const formatEnqNo = (n: number) => `ENQ-${String(n).padStart(6, '0')}`;
