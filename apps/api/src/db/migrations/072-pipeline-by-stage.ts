import type { Kysely } from 'kysely';

/*
 * The forecast's open pipeline (money.forecast.ts) sums the kept commission sums of every stage
 * that is not enrolled or closed. The table's key starts with the office, so the sum read all
 * of its rows and their whole width, then joined each to its stage for the phase. This index
 * starts with the stage and holds what the sum reads: the database goes from the dozen stages
 * straight to the open ones' entries, and reads the index alone (at 1M enquiries, 25,000 rows:
 * 33 → 22 ms on SQLite).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('commission_sums_pipeline')
    .on('commission_sums')
    .columns(['stage', 'college', 'intake', 'currency', 'officeId', 'n', 'priced', 'expectedMinor'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('commission_sums_pipeline').execute();
}
