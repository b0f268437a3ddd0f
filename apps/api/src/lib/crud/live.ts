import { SqliteAdapter, sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../../db/database';

/**
 * "Not soft-deleted" (`deletedAt is null`) as each planner needs to hear it.
 * - SQLite estimates `deletedAt is null` from its statistics' average rows per value (about 50
 *   at a million rows, most of them deleted at distinct times), not from how many are null
 *   (nearly all). With statistics it then took a skip-scan of another index plus a sort of every
 *   live row for "newest first" (0.3–0.5 s at 1M) over walking (deletedAt, createdAt, id).
 *   `likely()` tells it the condition keeps most rows; the index still serves it.
 * - PostgreSQL plans `is null` fine, but does not take it as an equality for ordering: a list
 *   orders by deletedAt first (`orderLive`) so a (deletedAt, column, id) index gives the order.
 */
export function isLive(dialect: Dialect, column: string): RawBuilder<SqlBool> {
  return dialect === 'sqlite'
    ? sql<SqlBool>`likely(${sql.ref(column)} is null)`
    : sql<SqlBool>`${sql.ref(column)} is null`;
}

/** Whether live lists lead their order with deletedAt (PostgreSQL; on SQLite it costs a scan). */
export const orderLive = (dialect: Dialect) => dialect === 'postgres';

/** `isLive` for the database a module was handed (it knows its Kysely, not its dialect). */
export const liveIn = <DB>(db: Kysely<DB>, column: string): RawBuilder<SqlBool> =>
  isLive(db.getExecutor().adapter instanceof SqliteAdapter ? 'sqlite' : 'postgres', column);
