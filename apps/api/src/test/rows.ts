import type { Db } from '../db/database';
import type { Database } from '../db/schema';

export type Table = keyof Database;

/** How many rows a table holds. */
export async function countRows(db: Db, table: Table): Promise<number> {
  const r = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Row counts of the given tables, to show that a refused request stored nothing. */
export async function rowCounts(db: Db, tables: readonly Table[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) out[table] = await countRows(db, table);
  return out;
}
