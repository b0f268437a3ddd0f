import type { Kysely } from 'kysely';

/*
 * Lead response: where each enquiry came from — the page its form was on, the page
 * before that, and the campaign's UTM tags — indexed by source and campaign for the list filters.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  for (const [column, type] of [
    ['pageUrl', 'varchar(2000)'],
    ['referrer', 'varchar(2000)'],
    ['utmSource', 'varchar(100)'],
    ['utmMedium', 'varchar(100)'],
    ['utmCampaign', 'varchar(100)'],
  ] as const)
    await db.schema.alterTable('enquiries').addColumn(column, type).execute();
  for (const column of ['utmSource', 'utmCampaign'])
    await db.schema
      .createIndex(`enquiries_${column}`)
      .on('enquiries')
      .columns([column, 'createdAt'])
      .execute();
}
