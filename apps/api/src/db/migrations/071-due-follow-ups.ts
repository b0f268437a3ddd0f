import type { Kysely } from 'kysely';

/*
 * The Due tab's follow-ups a user booked, open, by date (modules/due/due.queries.ts): without
 * it the booker's side of the Due query walked every open follow-up.
 */
const BOOKED = 'followups_createdBy_open';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex(BOOKED)
    .on('followups')
    .columns(['createdBy', 'doneAt', 'kind', 'nextContactDate'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex(BOOKED).execute();
}
