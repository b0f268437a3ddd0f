import type { Kysely } from 'kysely';

/*
 * The forecast's payment delays (forecast.history.ts, commissionReceipts) look up, for each
 * application whose commission was received, its first day in an enrolled stage. 057's index
 * (applicationId, to) found the history rows but not their day, so each lookup read the history
 * table's rows as well, scattered through the largest table the forecast touches. This index
 * holds the day too: the lookup reads the index alone. It replaces 057's, which it contains.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('application_stage_changes_application_to_at')
    .on('application_stage_changes')
    .columns(['applicationId', 'to', 'at'])
    .execute();
  await db.schema.dropIndex('application_stage_changes_application_to').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('application_stage_changes_application_to')
    .on('application_stage_changes')
    .columns(['applicationId', 'to'])
    .execute();
  await db.schema.dropIndex('application_stage_changes_application_to_at').execute();
}
