import { sql } from 'kysely';
import type { DbHandle } from './database';

/**
 * After a bulk write, the table's statistics brought up to date on PostgreSQL, so that the
 * next statements are planned for the rows now there rather than for the table as autovacuum
 * last saw it (which may be "empty" for a minute after 100,000 rows went in). ANALYZE reads a
 * sample of fixed size, not the table, and takes no lock that holds reads or writes. SQLite
 * plans without row counts: nothing to do there.
 */
export async function refreshStatistics(handle: DbHandle, table: string): Promise<void> {
  if (handle.dialect !== 'postgres') return;
  await sql`analyze ${sql.table(table)}`.execute(handle.db);
}
