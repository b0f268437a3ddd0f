import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../errors';
import { now } from '../ids';
import { guardUnique } from './constraints';
import type { AnyDb, Row } from './types';

/** Records that name a list's row in one of their columns (only live ones when `live`). */
export type UsedBy = { table: string; column: string; live?: boolean };

export type OrderedListConfig = {
  table: string;
  /** the column a route names a row by: `id`, or a stage's `key` */
  key: string;
  /** the list's order, column by column */
  orderBy: readonly string[];
  notFound: string;
  /** the unique index's 409 per column, for two requests that add one name at once */
  unique?: Readonly<Record<string, string>>;
  /** while records use a row it can be neither retired nor deleted (409 with `message`) */
  inUse?: { by: readonly UsedBy[]; message: string };
};

type Exec = Pick<AnyDb, 'selectFrom' | 'updateTable' | 'insertInto' | 'deleteFrom'>;

/**
 * A settings list an admin keeps (application stages, document types, mail templates): read in
 * its order, added to, renamed, reordered, retired and restored. Retiring keeps the row, so the
 * records that name it keep their meaning; a row in use is never retired or deleted when the
 * list says its users forbid it.
 */
export function createOrderedList<R extends Row>(handle: Db, c: OrderedListConfig) {
  const db = handle as unknown as AnyDb;
  const find = async (key: string) =>
    (await db.selectFrom(c.table).selectAll().where(c.key, '=', key).executeTakeFirst()) as
      R | undefined;
  const get = async (key: string): Promise<R> => {
    const row = await find(key);
    if (!row) throw notFound(c.notFound);
    return row;
  };
  const set = async (key: string, values: Row): Promise<R> => {
    await guardUnique(c.unique, () =>
      db
        .updateTable(c.table)
        .set({ ...values, updatedAt: now() })
        .where(c.key, '=', key)
        .execute(),
    );
    return get(key);
  };
  const inUse = async (key: string): Promise<boolean> => {
    for (const { table, column, live } of c.inUse?.by ?? []) {
      let q = db.selectFrom(table).select(column).where(column, '=', key);
      if (live) q = q.where('deletedAt', 'is', null);
      if (await q.executeTakeFirst()) return true;
    }
    return false;
  };
  const refuseInUse = async (key: string) => {
    if (c.inUse && (await inUse(key))) throw conflict(c.inUse.message);
  };

  return {
    find,
    get,
    set,
    inUse,

    /** Every row in the list's order; only the live ones (not retired) when `live`. */
    async list(live = false): Promise<R[]> {
      let q = db.selectFrom(c.table).selectAll();
      if (live) q = q.where('retiredAt', 'is', null);
      for (const column of c.orderBy) q = q.orderBy(column);
      return (await q.execute()) as R[];
    },

    /** Whether another row (than `except`) has this name, case aside. */
    async nameTaken(name: string, except?: string): Promise<boolean> {
      let q = db
        .selectFrom(c.table)
        .select(c.key)
        .where(sql<string>`lower(${sql.ref('name')})`, '=', name.toLowerCase());
      if (except !== undefined) q = q.where(c.key, '!=', except);
      return Boolean(await q.executeTakeFirst());
    },

    /** The place after the last row. */
    async nextPosition(): Promise<number> {
      const last = await db
        .selectFrom(c.table)
        .select((eb) => eb.fn.max<number>('position').as('p'))
        .executeTakeFirst();
      return Number(last?.p ?? 0) + 1;
    },

    /** Inserts a row; with `makeRoom`, the rows from its position on move down one place. */
    async add(row: Row & { position?: number }, makeRoom = false): Promise<void> {
      const insert = async (ex: Exec) => {
        await ex.insertInto(c.table).values(row).execute();
      };
      await guardUnique(c.unique, () =>
        !makeRoom || row.position === undefined
          ? insert(db)
          : db.transaction().execute(async (trx) => {
              await trx
                .updateTable(c.table)
                .set((eb) => ({ position: eb('position', '+', 1) }))
                .where('position', '>=', row.position)
                .execute();
              await insert(trx);
            }),
      );
    },

    /** Positions 1, 2, … in the order of `keys` (the caller checks they are the whole list). */
    async reorder(keys: readonly string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const [i, key] of keys.entries())
          await trx
            .updateTable(c.table)
            .set({ position: i + 1 })
            .where(c.key, '=', key)
            .execute();
      });
    },

    /** Retired, not deleted; a retired row stays as it is. `guard` adds the list's own rule. */
    async retire(key: string, guard?: () => Promise<void>): Promise<R> {
      const cur = await get(key);
      if (cur.retiredAt) return cur;
      await refuseInUse(key);
      await guard?.();
      return set(key, { retiredAt: now() });
    },

    async restore(key: string): Promise<R> {
      await get(key);
      return set(key, { retiredAt: null });
    },

    /** A hard delete, for lists whose records keep their own copy; false when there is none. */
    async remove(key: string): Promise<boolean> {
      await refuseInUse(key);
      const r = await db.deleteFrom(c.table).where(c.key, '=', key).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type OrderedList<R extends Row> = ReturnType<typeof createOrderedList<R>>;
