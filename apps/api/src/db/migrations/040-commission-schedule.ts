import type { Kysely } from 'kysely';

/*
 * A college's commission schedule and claims contact (docs/DECISIONS.md, "Commission claimed
 * from colleges"), kept on its rule: the instalments as JSON text (NULL: all of it at
 * enrolment), and who at the college claims go to. The agency's money settings gain how many
 * days after a claim is sent an unpaid one is to be chased.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.alterTable('college_commissions').addColumn('schedule', 'text').execute();
  await db.schema
    .alterTable('college_commissions')
    .addColumn('claimsContactName', 'varchar(120)')
    .execute();
  await db.schema
    .alterTable('college_commissions')
    .addColumn('claimsContactEmail', 'varchar(254)')
    .execute();
  await db.schema
    .alterTable('money_settings')
    .addColumn('claimChaseDays', 'integer', (c) => c.notNull().defaultTo(60))
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.alterTable('money_settings').dropColumn('claimChaseDays').execute();
  for (const c of ['claimsContactEmail', 'claimsContactName', 'schedule'])
    await db.schema.alterTable('college_commissions').dropColumn(c).execute();
}
