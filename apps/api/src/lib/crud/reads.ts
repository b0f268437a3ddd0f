import type { ListQuery } from '@studydesk/contract';
import { sql } from 'kysely';
import type { AnyDb, Query, Row } from './types';

export type Page<Item> = { items: Item[]; total: number };

type Deps<Item> = {
  db: AnyDb;
  /** The matching rows; `joined` false leaves out joins that only add columns to read. */
  filtered: (query: ListQuery & Row, searchable?: readonly string[], joined?: boolean) => Query;
  /** The rows whose ids `ids` selects, read by key (with the resource's joins). */
  byIds: (ids: Query) => Query;
  /** The rows with these ids (at most `size`), read by key (with the resource's joins). */
  byIdList: (ids: unknown[], size: number) => Query;
  select: (qb: Query) => Query;
  col: (c: string) => string;
  toRecord: (row: Row) => Item;
  defaultSort: string;
  sorts?: Readonly<Record<string, (qb: Query) => Query>>;
  /** Live lists lead their order with deletedAt (PostgreSQL: lib/crud/live.ts). */
  orderLive?: boolean;
  /** A kept count answering this list's total exactly, or null to count the filtered rows. */
  keptCount?: (query: Row) => Promise<number> | null;
};

/** A repository's list reads: a page with its exact count, the first few, every row in batches. */
export function createReads<Item>(deps: Deps<Item>) {
  const { filtered, byIds, byIdList, select, col, toRecord, defaultSort, sorts } = deps;
  const ordered = (qb: Query, query: ListQuery & Row) => {
    const sort = query.sort ?? defaultSort;
    const own = sorts?.[sort];
    if (own) return own(qb);
    // deletedAt is null in every live row listed: leading with it changes nothing but lets
    // PostgreSQL walk a (deletedAt, column, id) index in order instead of sorting.
    const live = deps.orderLive && query.deleted !== true;
    return (live ? qb.orderBy(col('deletedAt'), query.order) : qb)
      .orderBy(col(sort), query.order)
      .orderBy(col('id'), query.order);
  };
  /** The ids of `query`'s page, in order, from an index that covers the filter and the order. */
  const pageIdsOf = (qb: Query, query: ListQuery & Row) =>
    ordered(qb.select(col('id')), query)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
  const pageIds = (query: ListQuery & Row) => pageIdsOf(filtered(query, undefined, false), query);
  const counted = async (qb: Query) => {
    const r = await qb
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  };
  /**
   * A search's page and its total from one pass over its matches, which are all gathered to be
   * ordered anyway: each counted as it passes (a window count) instead of found again by a
   * second statement. A page past the end has no row to carry the count: it is counted apart.
   * The order leads with that count (the same in every row, so the page is unchanged): no index
   * gives it, so the matches are gathered from the search index first. Without it, PostgreSQL
   * costed the limit as if it stopped the walk early and, for a word many people share, walked
   * every live row in list order probing each one's search document (seconds at 1M).
   */
  const searchPage = async (qb: Query, query: ListQuery & Row) => {
    const counting = qb.select([col('id'), sql<number | string>`count(*) over ()`.as('n')]);
    const page = await ordered(counting.orderBy(sql.ref('n')), query)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    const total = page.length > 0 ? Number(page[0]!.n) : query.page === 1 ? 0 : await counted(qb);
    if (page.length === 0) return { items: [], total };
    const found = page.map((r) => r.id);
    const rows = await ordered(select(byIdList(found, query.limit)), query).execute();
    return { items: rows.map(toRecord), total };
  };

  return {
    /**
     * A page and its exact total. The page's ids come first, from an index that covers the
     * filter and the order where there is one (page 400 steps over 9,975 index entries, not rows
     * and their joins), then those rows by key: CROSS JOIN keeps that order on SQLite.
     */
    async list(query: ListQuery & Row): Promise<Page<Item>> {
      const qb = filtered(query, undefined, false);
      const kept = deps.keptCount?.(query) ?? null;
      if (!kept && (query.q ?? query.search)) return searchPage(qb, query);
      const [rows, total] = await Promise.all([
        // the filter built once for both (query builders are immutable)
        ordered(select(byIds(pageIdsOf(qb, query))), query).execute(),
        kept ?? counted(qb),
      ]);
      return { items: rows.map(toRecord), total };
    },

    /**
     * A page without its total for each of `values` of `column` (the board's columns), in one
     * statement: each value's ids from its own index range, then every row by key, once.
     * Thirteen statements, each joining six tables, cost PostgreSQL more to plan than to run.
     */
    async pagesBy(query: ListQuery & Row, column: string, values: string[]) {
      const pages = new Map<string, Item[]>(values.map((v) => [v, []]));
      const [first, ...rest] = values.map((v, i) => {
        const page = pageIds({ ...query, [column]: v }).as(`p${i}`);
        // Each page its own sub-query: a compound member may not carry its own order or limit.
        return deps.db.selectFrom(page).select(`p${i}.id`);
      });
      if (!first) return pages;
      const ids = rest.reduce((u, q) => u.unionAll(q), first);
      for (const row of await ordered(select(byIds(ids)), query).execute())
        pages.get(String(row[column]))?.push(toRecord(row));
      return pages;
    },

    /** How many rows match, for each value of `column`, in one statement (`group by`). */
    async countBy(query: Omit<ListQuery, 'page' | 'limit'> & Row, column: string) {
      const q = { ...query, page: 1, limit: 1 };
      const rows = await filtered(q, undefined, false)
        .select((eb) => [
          eb.ref(col(column)).as('value'),
          eb.fn.countAll<number | string>().as('n'),
        ])
        .groupBy(col(column))
        .execute();
      return new Map(rows.map((r) => [String(r.value), Number(r.n)]));
    },

    /**
     * The first `limit` matches, without counting them all: newest first, or by `by` (a column,
     * ascending: an index on it lets the scan stop at the limit). `searchable` narrows the
     * columns `q` is looked for in.
     */
    async top(
      query: Pick<ListQuery, 'q'> & Row,
      limit: number,
      { searchable, by }: { searchable?: readonly string[]; by?: string } = {},
    ): Promise<Item[]> {
      const order = (qb: Query) =>
        qb
          .orderBy(col(by ?? defaultSort), by ? 'asc' : 'desc')
          .orderBy(col('id'), by ? 'asc' : 'desc');
      // Ids first, as a page is read: "Tara" at 1M enquiries orders 25,000 matches, from the
      // covering index (migration 017) rather than their rows.
      const q = { ...query, page: 1, limit, order: 'desc' as const };
      const ids = order(filtered(q, searchable, false).select(col('id'))).limit(limit);
      const rows = await order(select(byIds(ids))).execute();
      return rows.map(toRecord);
    },

    /**
     * Every match, newest first, `size` rows at a time: each batch starts after the last row of
     * the one before (keyset on createdAt, id), so memory stays flat and no row is skipped.
     */
    async *batches(query: Omit<ListQuery, 'page' | 'limit'> & Row, size: number) {
      const first = { ...query, page: 1, limit: size, order: 'desc' as const };
      for (let after: Row | undefined; ;) {
        let qb = filtered(first);
        // A row-value comparison: both databases start the index scan right after `after`.
        if (after) {
          const { createdAt, id } = after;
          qb = qb.where((eb) =>
            eb(eb.refTuple(col('createdAt'), col('id')), '<', eb.tuple(createdAt, id)),
          );
        }
        const rows = await select(qb)
          .orderBy(col('createdAt'), 'desc')
          .orderBy(col('id'), 'desc')
          .limit(size)
          .execute();
        if (rows.length > 0) yield rows.map(toRecord);
        if (rows.length < size) return;
        after = rows[rows.length - 1];
      }
    },
  };
}
