import { sql, type Kysely } from 'kysely';
import { createCountTriggers, dropCountTriggers, recountEnquiries } from './015-counts';

/*
 * Kept counts of live enquiries per office and status (dim 'office', key 'office|status'): a
 * manager's list answers its exact total from a few rows, as an admin's does from the agency's
 * counts, instead of counting a third of a million rows on every page.
 */
type Db = Kysely<unknown>;
const OFFICE = ['enquiries_office'];

export async function up(db: Db): Promise<void> {
  await createCountTriggers(db, OFFICE);
  await recountEnquiries(db, OFFICE);
}

export async function down(db: Db): Promise<void> {
  await dropCountTriggers(db, OFFICE);
  await sql`delete from enquiry_counts where dim = 'office'`.execute(db);
}
