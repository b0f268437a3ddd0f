import type { Kysely } from 'kysely';
import { id, ts } from '../columns';

/*
 * Ownership. Call requests get an owner like enquiries; the lists' Mine and
 * Unassigned views filter on it, newest first, so each index leads with the owner and ends in
 * the list's order. Changes of owner go to the field history (record_changes, migration 013).
 * `round_robin` keeps, per pool, the last user given a new public enquiry:
 * its row is locked by each assignment, so concurrent ones take turns.
 */
const INDEXES = [
  ['enquiries', ['assignedTo', 'deletedAt', 'createdAt', 'id']],
  ['contacts', ['assignedTo', 'createdAt', 'id']],
] as const;
const name = (table: string, cols: readonly string[]) => `${table}_${cols.join('_')}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contacts').addColumn('assignedTo', id).execute();
  for (const [table, cols] of INDEXES)
    await db.schema
      .createIndex(name(table, cols))
      .on(table)
      .columns([...cols])
      .execute();
  await db.schema
    .createTable('round_robin')
    .addColumn('pool', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('lastUserId', id)
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('round_robin').execute();
  for (const [table, cols] of INDEXES) await db.schema.dropIndex(name(table, cols)).execute();
  await db.schema.alterTable('contacts').dropColumn('assignedTo').execute();
}
