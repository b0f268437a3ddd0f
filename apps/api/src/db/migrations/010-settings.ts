import type { Kysely } from 'kysely';
import { id, ts } from '../columns';

/*
 * The agency's settings: one row per setting an admin has changed, its value as JSON.
 * A setting without a row has its default (SETTINGS_DEFAULTS in the contract).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .addColumn('updatedBy', id)
    .execute();
}
