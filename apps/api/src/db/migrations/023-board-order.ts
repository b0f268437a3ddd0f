import type { Kysely } from 'kysely';

/*
 * The board's columns: each is a page of one stage, the latest to enter it first
 * (`stage = ? … order by stageAt desc, id desc`). This index gives that order, so a column's
 * page reads its 20 entries instead of sorting every application of the stage; the board's
 * counts (`group by stage`) are read from it too.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;
const NAME = 'applications_stage_deletedAt_stageAt_id';

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema
    .createIndex(NAME)
    .on('applications')
    .columns(['stage', 'deletedAt', 'stageAt', 'id'])
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  await (untyped as Db).schema.dropIndex(NAME).execute();
}
