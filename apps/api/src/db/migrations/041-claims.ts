import { sql, type Kysely } from 'kysely';
import { id, record, ts } from '../columns';

/*
 * Commission claimed from colleges (docs/DECISIONS.md, "Commission claimed from colleges"):
 * a claim of one college and one office, its lines (one instalment of one application's
 * commission each), the payments the college made against it and credit notes. Amounts are
 * whole minor units of the claim's currency, as the invoices' are (migration 036).
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;
const minor = 'bigint';
const date = 'varchar(10)';

async function claims(db: Db) {
  await record(db.schema.createTable('claims'))
    .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('college', id, (c) => c.notNull())
    .addColumn('officeId', id, (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('total', minor, (c) => c.notNull())
    .addColumn('paid', minor, (c) => c.notNull())
    .addColumn('credited', minor, (c) => c.notNull())
    .addColumn('charges', minor, (c) => c.notNull())
    .addColumn('sentAt', ts)
    .addColumn('writtenOffReason', 'varchar(500)')
    .addColumn('createdBy', id)
    .execute();
  // Lists by office and status; the chase list walks sent claims by when they went.
  await db.schema
    .createIndex('claims_officeId_status_sentAt')
    .on('claims')
    .columns(['officeId', 'status', 'sentAt'])
    .execute();
}

async function lines(db: Db) {
  await record(db.schema.createTable('claim_lines'))
    .addColumn('claimId', id, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('applicationId', id, (c) => c.notNull())
    .addColumn('enquiryId', id, (c) => c.notNull())
    .addColumn('courseId', id)
    .addColumn('intakeId', id)
    .addColumn('instalment', 'integer', (c) => c.notNull())
    .addColumn('share', 'varchar(8)', (c) => c.notNull())
    .addColumn('tuition', minor)
    .addColumn('amount', minor, (c) => c.notNull())
    .addColumn('paid', minor, (c) => c.notNull())
    .addColumn('credited', minor, (c) => c.notNull())
    .addColumn('creditNote', 'varchar(20)')
    .execute();
  await db.schema.createIndex('claim_lines_claimId').on('claim_lines').column('claimId').execute();
  // An instalment is claimed once: two claims made at once cannot both take it. A credited
  // line leaves the index (the commission it claimed is no longer asked for).
  await db.schema
    .createIndex('claim_lines_application_instalment')
    .on('claim_lines')
    .columns(['applicationId', 'instalment'])
    .unique()
    .where(sql.ref('creditNote'), 'is', null)
    .execute();
}

async function paymentsAndCredits(db: Db) {
  await record(db.schema.createTable('claim_payments'))
    .addColumn('claimId', id, (c) => c.notNull())
    .addColumn('amount', minor, (c) => c.notNull())
    .addColumn('charges', minor, (c) => c.notNull())
    .addColumn('receivedAt', date, (c) => c.notNull())
    .addColumn('rate', 'varchar(24)', (c) => c.notNull())
    .addColumn('base', 'varchar(3)', (c) => c.notNull())
    .addColumn('baseAmount', minor, (c) => c.notNull())
    .addColumn('createdBy', id)
    .execute();
  await db.schema
    .createIndex('claim_payments_claimId')
    .on('claim_payments')
    .column('claimId')
    .execute();
  await record(db.schema.createTable('credit_notes'))
    .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('claimId', id, (c) => c.notNull())
    .addColumn('lineId', id, (c) => c.notNull())
    .addColumn('amount', minor, (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('createdBy', id)
    .execute();
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await claims(db);
  await lines(db);
  await paymentsAndCredits(db);
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  for (const t of ['credit_notes', 'claim_payments', 'claim_lines', 'claims'])
    await db.schema.dropTable(t).execute();
}
