import { sql, type Kysely } from 'kysely';
import { createReportTriggers, dropReportTriggers, type Watched } from './051-report-changes';

/*
 * The money reports after a write (docs/DECISIONS.md, "Money reports: the first read after a
 * write"):
 * - Claims, their lines and payments join the tables whose writes change the reports' version:
 *   the money summary's commission side reads them, and without these triggers its kept answer
 *   outlived a new claim or a college's payment.
 * - The money summary's payments in a period are read by a range of days from an index that
 *   holds what it sums, not by a scan of every payment; the unpaid instalments likewise.
 * - The forecast's conversions read each decided application's stages from an index that holds
 *   them, not from the history's rows.
 */
export const CLAIMS_WATCHED: Watched = [['claims'], ['claim_lines'], ['claim_payments']];

export async function up(db: Kysely<unknown>): Promise<void> {
  await createReportTriggers(db, CLAIMS_WATCHED);
  await db.schema
    .createIndex('payments_date')
    .on('payments')
    .columns(['date', 'invoiceId', 'amount'])
    .execute();
  await db.schema
    .createIndex('invoice_instalments_owed')
    .on('invoice_instalments')
    .columns(['due', 'invoiceId', 'amount', 'paid'])
    .where(sql<boolean>`${sql.ref('paid')} < ${sql.ref('amount')}`)
    .execute();
  await db.schema
    .createIndex('application_stage_changes_application_to')
    .on('application_stage_changes')
    .columns(['applicationId', 'to'])
    .execute();
  await db.schema
    .createIndex('claim_payments_receivedAt')
    .on('claim_payments')
    .columns(['receivedAt', 'claimId'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('claim_payments_receivedAt').execute();
  await db.schema.dropIndex('application_stage_changes_application_to').execute();
  await db.schema.dropIndex('invoice_instalments_owed').execute();
  await db.schema.dropIndex('payments_date').execute();
  await dropReportTriggers(db, CLAIMS_WATCHED);
}
