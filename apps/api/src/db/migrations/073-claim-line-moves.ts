import type { Kysely } from 'kysely';
import { id, record } from '../columns';

/*
 * A claim's line moved to another intake (a student deferred after the claim was made): the
 * claim's history says when, from which intake to which, and who, as it says so for payments
 * and credit notes. The line itself keeps only where it is now.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await record(db.schema.createTable('claim_line_moves'))
    .addColumn('claimId', id, (c) => c.notNull())
    .addColumn('lineId', id, (c) => c.notNull())
    .addColumn('fromIntake', id)
    .addColumn('toIntake', id, (c) => c.notNull())
    .addColumn('createdBy', id)
    .execute();
  await db.schema
    .createIndex('claim_line_moves_claimId')
    .on('claim_line_moves')
    .column('claimId')
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  await (untyped as Db).schema.dropTable('claim_line_moves').execute();
}
