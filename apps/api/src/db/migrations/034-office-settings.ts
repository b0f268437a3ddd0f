import type { Kysely } from 'kysely';

/*
 * Each office's own settings (docs/DECISIONS.md, "Offices"): a response target and round-robin
 * on or off. NULL means "as the agency's setting", so an office follows the agency until a
 * manager or admin sets its own, and a change of the agency's setting still reaches it.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.alterTable('offices').addColumn('responseTargetMinutes', 'integer').execute();
  // 0/1 as every boolean here (migration 003); NULL: the agency's.
  await db.schema.alterTable('offices').addColumn('roundRobin', 'integer').execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.alterTable('offices').dropColumn('roundRobin').execute();
  await db.schema.alterTable('offices').dropColumn('responseTargetMinutes').execute();
}
