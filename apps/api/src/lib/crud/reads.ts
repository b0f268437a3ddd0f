import type { ListQuery } from '@studydesk/contract';
import type { Query, Row } from './repository';

export type Page<Item> = { items: Item[]; total: number };

type Deps<Item> = {
  filtered: (query: ListQuery & Row, searchable?: readonly string[]) => Query;
  select: (qb: Query) => Query;
  col: (c: string) => string;
  toRecord: (row: Row) => Item;
  defaultSort: string;
  sorts?: Readonly<Record<string, (qb: Query) => Query>>;
};

/** A repository's list reads: a page with its exact count, the first few, every row in batches. */
export function createReads<Item>(deps: Deps<Item>) {
  const { filtered, select, col, toRecord, defaultSort, sorts } = deps;
  const ordered = (qb: Query, sort: string, order: ListQuery['order']) => {
    const own = sorts?.[sort];
    return own ? own(qb) : qb.orderBy(col(sort), order).orderBy(col('id'), order);
  };
  return {
    async list(query: ListQuery & Row): Promise<Page<Item>> {
      const qb = filtered(query);
      const sort = query.sort ?? defaultSort;
      const [rows, count] = await Promise.all([
        ordered(select(qb), sort, query.order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit)
          .execute(),
        qb.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toRecord), total: Number(count.n) };
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
      const rows = await select(filtered({ ...query, page: 1, limit, order: 'desc' }, searchable))
        .orderBy(col(by ?? defaultSort), by ? 'asc' : 'desc')
        .orderBy(col('id'), by ? 'asc' : 'desc')
        .limit(limit)
        .execute();
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
