import type { Kysely } from 'kysely';
import { id, ts } from '../columns';

/*
 * Each person's private calendar feed (docs/DECISIONS.md, "Appointments"): the token's SHA-256
 * only, so the table alone opens nothing; one live feed a person, a new one revoking the old.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('userId', id, (c) => c.notNull())
    .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('revokedAt', ts)
    .execute();
  await db.schema
    .createIndex('calendar_feeds_userId')
    .on('calendar_feeds')
    .column('userId')
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  await (untyped as Db).schema.dropTable('calendar_feeds').execute();
}
