import type { Kysely } from 'kysely';
import { id } from '../columns';

/*
 * Where a timeline line came from: a merge moves the other enquiry's status changes,
 * recorded changes, follow-ups and call attempts to the kept one, and marks each with the id of
 * the enquiry it came from, so the kept one's timeline can say "from ENQ-000123". Rows that were
 * never merged keep null. Not an index: it is read with the rows of one enquiry, never searched.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export const MERGE_ORIGIN_TABLES = [
  'enquiry_status_changes',
  'record_changes',
  'followups',
  'contact_attempts',
] as const;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  for (const table of MERGE_ORIGIN_TABLES)
    await db.schema.alterTable(table).addColumn('mergedFrom', id).execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  for (const table of MERGE_ORIGIN_TABLES)
    await db.schema.alterTable(table).dropColumn('mergedFrom').execute();
}
