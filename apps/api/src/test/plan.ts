import { sql, type CompiledQuery } from 'kysely';
import type { Db } from '../db/database';
import { testDialect } from './harness';

/**
 * The plan a statement gets on the test's database, as text: SQLite's `explain query plan` on a
 * database never analysed (as CI's and a new agency's are), PostgreSQL's `explain` kept off
 * sequential scans (a handful of rows makes one cheapest; the plan at scale is the question).
 */
export async function planOf(db: Db, q: CompiledQuery): Promise<string> {
  const explain = testDialect === 'postgres' ? 'explain' : 'explain query plan';
  const r = await db.transaction().execute(async (trx) => {
    if (testDialect === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
    return trx.getExecutor().executeQuery({ ...q, sql: `${explain} ${q.sql}` });
  });
  return r.rows.map((row) => Object.values(row as object).join(' ')).join('\n');
}
