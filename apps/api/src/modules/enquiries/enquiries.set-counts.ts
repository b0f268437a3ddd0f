import type { SqliteDatabase } from 'kysely';
import { sqliteCountsAfter } from '../../db/migrations/015-counts';

/** From this many rows, a batch's kept counts are added in one statement, not row by row. */
export const SET_COUNTS_FROM = 100;
const TRIGGER = 'enquiries_counts_insert';

/**
 * SQLite: runs `insert` (a batch of `count` enquiries, inside the caller's transaction) with
 * their kept counts (migration 015) added by one grouped statement after it, instead of by the
 * insert trigger's upsert per row, four fifths of a row's cost. The trigger is dropped and made
 * again from its own stored text around the insert, in the same transaction: SQLite has one
 * writer, and readers see the schema as last committed, so nobody else sees it missing; should
 * the batch fail, its rollback restores the trigger with everything else.
 */
export function withSetCounts(sqlite: SqliteDatabase, count: number, insert: () => void) {
  const [trigger] = sqlite
    .prepare(`select sql from sqlite_master where type = 'trigger' and name = ?`)
    .all([TRIGGER]) as { sql: string }[];
  if (count < SET_COUNTS_FROM || !trigger) return insert();
  const [{ last }] = sqlite
    .prepare('select coalesce(max(rowid), 0) as last from enquiries')
    .all([]) as [{ last: number }];
  sqlite.prepare(`drop trigger ${TRIGGER}`).run([]);
  insert();
  sqlite.prepare(sqliteCountsAfter('enquiries', last)).run([]);
  sqlite.prepare(trigger.sql).run([]);
}
