import { sql } from 'kysely';
import type { DbHandle } from '../../db/database';
import { visibleOffices } from '../../lib/scope/offices';
import { countInOffices, keptInOffices } from './enquiry-counts.scoped';

/*
 * Reads of the kept enquiry counts (migration 015: triggers keep them in every writing
 * transaction). A key's count is sum(n): one row on SQLite; on PostgreSQL the deltas appended
 * since the last fold. A read that sums many rows folds them back into one per key (after
 * answering); folding deletes the deltas it sums and inserts their total in one statement, so a
 * reader sees either all the deltas or their sum, never both. They are the agency's: a reader
 * of some offices gets the same keys counted from those offices' rows (enquiry-counts.scoped.ts).
 */
export type CountDim =
  | 'status'
  | 'owner'
  | 'category'
  | 'country'
  | 'day'
  | 'followup'
  | 'app'
  | 'funnel'
  | 'office'
  | 'appoffice';
/** A kept count that answers a list exactly: every live row, or one dimension's key. */
export type KeptKey = { dim: CountDim; key: string } | 'all';

/**
 * Dimensions also kept per office (the office's id, '|', the dimension's key): a scoped reader
 * sums their offices' ranges instead of counting rows (migration 048).
 */
const PER_OFFICE: Partial<Record<CountDim, CountDim>> = { app: 'appoffice' };

/** Rows per key a read may sum before it folds them. */
const FOLD_AFTER = 8;
const n = (v: unknown) => Number(v ?? 0);

// Filters a kept count can answer alone, and the dimension each one names.
const DIMS: Readonly<Record<string, CountDim>> = {
  status: 'status',
  category: 'category',
  country: 'country',
  assignedTo: 'owner',
};
// Query keys that never narrow the set counted.
const PAGING = new Set(['page', 'limit', 'sort', 'order', 'owner', 'ownerId']);

/**
 * The kept count answering an enquiry list's total exactly, or null (searches, the trash, and
 * filters no count is kept for: those count the filtered rows).
 */
export function keptKeyOf(q: Record<string, unknown>): KeptKey | null {
  const keys: { dim: CountDim; key: string }[] = [];
  if (q.owner === 'none' || q.unassigned === 'yes') keys.push({ dim: 'owner', key: '' });
  if (q.owner === 'me')
    keys.push({ dim: 'owner', key: typeof q.ownerId === 'string' ? q.ownerId : '' });
  for (const [name, value] of Object.entries(q)) {
    if (value === undefined || value === false || PAGING.has(name) || name === 'unassigned')
      continue;
    const dim = DIMS[name];
    // '' as an owner id matches no row; unassigned is its own key.
    if (!dim || typeof value !== 'string' || value === '') return null;
    keys.push({ dim, key: value });
  }
  const [first, ...rest] = keys;
  if (!first) return 'all';
  return rest.every((k) => k.dim === first.dim && k.key === first.key) ? first : null;
}

export function createEnquiryCounts(handle: DbHandle) {
  const { db } = handle;
  let folding: Promise<unknown> | null = null;
  const fold = () => {
    folding ??= sql`with many as (
        select dim, key from enquiry_counts group by dim, key having count(*) > 1),
      gone as (delete from enquiry_counts c using many m where c.dim = m.dim and c.key = m.key
        returning c.dim, c.key, c.n)
      insert into enquiry_counts (dim, key, n)
      select dim, key, sum(n) from gone group by dim, key having sum(n) <> 0`
      .execute(db)
      // A failed fold leaves the deltas as they were (still exact); the next read tries again.
      .catch(() => undefined)
      .finally(() => (folding = null));
  };
  const foldIf = (rows: number, keys: number) => {
    if (handle.dialect === 'postgres' && rows > keys * FOLD_AFTER) fold();
  };

  /** Every key of `dim` (optionally in [from, to)) with its count; keys counted 0 are left out. */
  async function byKey(dim: CountDim, from?: string, to?: string): Promise<Map<string, number>> {
    const offices = visibleOffices();
    const twin = PER_OFFICE[dim];
    if (offices !== null && twin) {
      const kept = await keptInOffices(db, twin, offices, { from, to });
      foldIf(kept.rows, kept.counts.size);
      return kept.counts;
    }
    if (offices !== null) return countInOffices(db, offices, dim, { from, to });
    let qb = db
      .selectFrom('enquiry_counts')
      .select((eb) => ['key', eb.fn.sum<string | number>('n').as('n'), eb.fn.countAll().as('rows')])
      .where('dim', '=', dim)
      .groupBy('key');
    if (from !== undefined) qb = qb.where('key', '>=', from);
    if (to !== undefined) qb = qb.where('key', '<', to);
    const rows = await qb.execute();
    foldIf(
      rows.reduce((s, r) => s + n(r.rows), 0),
      rows.length,
    );
    return new Map(rows.filter((r) => n(r.n) !== 0).map((r) => [r.key, n(r.n)]));
  }

  /**
   * The keys of `dim` in [from, to) summed by what follows their first `skip` characters, in the
   * database: a funnel's month is a kept key per day and kind of lead, a few dozen once the day
   * is taken off, and reading, sending and parsing every day's keys was most of its cost.
   */
  async function byTail(dim: CountDim, from: string, to: string, skip: number) {
    const out = new Map<string, number>();
    const add = (tail: string, v: number) => out.set(tail, (out.get(tail) ?? 0) + v);
    if (visibleOffices() !== null) {
      for (const [key, v] of await byKey(dim, from, to)) add(key.slice(skip), v);
      return out;
    }
    // A literal, not a parameter: PostgreSQL takes two parameters for two different expressions.
    const tail = sql<string>`substr(${sql.ref('key')}, ${sql.lit(skip + 1)})`;
    const rows = await db
      .selectFrom('enquiry_counts')
      .select((eb) => [
        tail.as('tail'),
        eb.fn.sum<string | number>('n').as('n'),
        eb.fn.countAll().as('rows'),
        eb.fn.count('key').distinct().as('keys'),
      ])
      .where('dim', '=', dim)
      .where('key', '>=', from)
      .where('key', '<', to)
      .groupBy(tail)
      .execute();
    foldIf(
      rows.reduce((s, r) => s + n(r.rows), 0),
      rows.reduce((s, r) => s + n(r.keys), 0),
    );
    for (const r of rows) if (n(r.n) !== 0) add(r.tail, n(r.n));
    return out;
  }

  return {
    /** Live enquiries counted by `k`. */
    async count(k: KeptKey): Promise<number> {
      const offices = visibleOffices();
      if (offices !== null) {
        const got = await countInOffices(db, offices, k === 'all' ? 'status' : k.dim, {
          eq: k === 'all' ? undefined : k.key,
        });
        return [...got.values()].reduce((sum, v) => sum + v, 0);
      }
      let qb = db
        .selectFrom('enquiry_counts')
        .select((eb) => [eb.fn.sum<string | number>('n').as('n'), eb.fn.countAll().as('rows')]);
      qb = k === 'all' ? qb.where('dim', '=', 'status') : qb.where('dim', '=', k.dim);
      if (k !== 'all') qb = qb.where('key', '=', k.key);
      const r = await qb.executeTakeFirstOrThrow();
      foldIf(n(r.rows), k === 'all' ? 5 : 1);
      return n(r.n);
    },

    /**
     * Live enquiries of `offices` (of one status when given), from dim 'office' whose keys are
     * 'office|status': an office's keys are the range from 'office|' up to 'office}'.
     */
    async inOffices(offices: readonly string[], status?: string): Promise<number> {
      if (offices.length === 0) return 0;
      const r = await db
        .selectFrom('enquiry_counts')
        .select((eb) => [eb.fn.sum<string | number>('n').as('n'), eb.fn.countAll().as('rows')])
        .where('dim', '=', 'office')
        .where((eb) =>
          eb.or(
            offices.map((o) =>
              status === undefined
                ? eb.and([eb('key', '>=', `${o}|`), eb('key', '<', `${o}}`)])
                : eb('key', '=', `${o}|${status}`),
            ),
          ),
        )
        .executeTakeFirstOrThrow();
      foldIf(n(r.rows), offices.length * (status === undefined ? 5 : 1));
      return n(r.n);
    },

    byKey,
    byTail,

    /** Waits for a fold in progress (tests). */
    settled: () => folding ?? Promise.resolve(),
    fold,
  };
}
export type EnquiryCounts = ReturnType<typeof createEnquiryCounts>;
