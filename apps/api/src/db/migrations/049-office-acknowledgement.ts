import type { Kysely } from 'kysely';

/*
 * An office's own acknowledgement wording (docs/DECISIONS.md, "Offices, the gaps"): a subject
 * and a body, each NULL while the office keeps the agency's, so a change of the agency's
 * template still reaches every office that did not write its own.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.alterTable('offices').addColumn('ackSubject', 'text').execute();
  await db.schema.alterTable('offices').addColumn('ackBody', 'text').execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.alterTable('offices').dropColumn('ackBody').execute();
  await db.schema.alterTable('offices').dropColumn('ackSubject').execute();
}
