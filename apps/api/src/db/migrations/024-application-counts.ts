import { sql, type Kysely } from 'kysely';
import { createCountTriggers, dropCountTriggers, recountEnquiries } from './015-counts';

/*
 * At 300,000 applications. The board's counts (`group by stage`) and the application
 * list's exact totals read kept counts of live applications by stage and owner (dim 'app', key
 * 'stage|owner', '' unassigned; migration 015's triggers, in every writing transaction) instead
 * of counting the table: a column of 66,000 cards is one row. The list filtered by college
 * reads its page and its count from one index (college, then the list's order); a Mine column
 * its page from (owner, stage, then the board's order) rather than a walk of its whole stage.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;
const APPLICATIONS = ['applications'];
const INDEXES = [
  ['college', 'deletedAt', 'createdAt', 'id'],
  ['assignedTo', 'stage', 'deletedAt', 'stageAt', 'id'],
];
const name = (cols: string[]) => `applications_${cols.join('_')}`;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  for (const cols of INDEXES)
    await db.schema.createIndex(name(cols)).on('applications').columns(cols).execute();
  await createCountTriggers(untyped, APPLICATIONS);
  await recountEnquiries(untyped, APPLICATIONS);
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await dropCountTriggers(untyped, APPLICATIONS);
  await sql`delete from enquiry_counts where dim = 'app'`.execute(db);
  for (const cols of INDEXES) await db.schema.dropIndex(name(cols)).execute();
}
