import { sql, type Kysely } from 'kysely';
import { id, record, ts } from '../columns';

/*
 * Money (docs/DECISIONS.md, "Money"): the agency's money settings and dated rates, the numbering
 * of invoices and receipts, the price list, students' invoices (lines, instalments) and their
 * payments. Amounts are whole minor units in `bigint`; an invoice reaches its office through its
 * enquiry, as applications do.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;
const minor = 'bigint';
const date = 'varchar(10)';
const currency = 'varchar(3)';
const percent = 'varchar(8)';

async function settingsAndRates(db: Db) {
  await db.schema
    .createTable('money_settings')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('baseCurrency', currency, (c) => c.notNull())
    .addColumn('taxRates', 'text', (c) => c.notNull())
    .addColumn('bankDetails', 'text', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('updatedAt', ts)
    .execute();
  await db
    .insertInto('money_settings')
    .values({ id: 'agency', baseCurrency: 'GBP', taxRates: '[]', bankDetails: '', terms: '' })
    .execute();
  await record(db.schema.createTable('money_rates'))
    .addColumn('currency', currency, (c) => c.notNull())
    .addColumn('rate', 'varchar(24)', (c) => c.notNull())
    .addColumn('date', date, (c) => c.notNull())
    .addColumn('base', currency, (c) => c.notNull())
    .addUniqueConstraint('money_rates_currency_date', ['currency', 'date'])
    .execute();
  await db.schema
    .createTable('number_sequences')
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('number_sequences_pk', ['kind', 'year'])
    .execute();
}

async function feesAndInvoices(db: Db) {
  await record(db.schema.createTable('fees'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('amount', minor, (c) => c.notNull())
    .addColumn('currency', currency, (c) => c.notNull())
    .addColumn('taxRate', percent, (c) => c.notNull())
    .addColumn('retiredAt', ts)
    .execute();
  await record(db.schema.createTable('invoices'))
    .addColumn('number', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('enquiryId', id, (c) => c.notNull())
    .addColumn('currency', currency, (c) => c.notNull())
    .addColumn('issued', date, (c) => c.notNull())
    .addColumn('due', date, (c) => c.notNull())
    .addColumn('net', minor, (c) => c.notNull())
    .addColumn('tax', minor, (c) => c.notNull())
    .addColumn('total', minor, (c) => c.notNull())
    .addColumn('paid', minor, (c) => c.notNull())
    .addColumn('createdBy', id)
    .execute();
  await db.schema.createIndex('invoices_enquiryId').on('invoices').column('enquiryId').execute();
  await db.schema
    .createTable('invoice_lines')
    .addColumn('invoiceId', id, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('unit', minor, (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('taxRate', percent, (c) => c.notNull())
    .addColumn('net', minor, (c) => c.notNull())
    .addColumn('tax', minor, (c) => c.notNull())
    .addColumn('total', minor, (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_lines_pk', ['invoiceId', 'position'])
    .execute();
}

async function instalmentsAndPayments(db: Db) {
  await db.schema
    .createTable('invoice_instalments')
    .addColumn('invoiceId', id, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('due', date, (c) => c.notNull())
    .addColumn('amount', minor, (c) => c.notNull())
    .addColumn('paid', minor, (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_instalments_pk', ['invoiceId', 'position'])
    .execute();
  // The overdue list walks unpaid instalments by due date.
  await db.schema
    .createIndex('invoice_instalments_due')
    .on('invoice_instalments')
    .columns(['due', 'invoiceId'])
    .where(sql<boolean>`${sql.ref('paid')} < ${sql.ref('amount')}`)
    .execute();
  await record(db.schema.createTable('payments'))
    .addColumn('receiptNumber', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('invoiceId', id, (c) => c.notNull())
    .addColumn('method', 'varchar(20)', (c) => c.notNull())
    .addColumn('reference', 'varchar(100)')
    .addColumn('amount', minor, (c) => c.notNull())
    .addColumn('date', date, (c) => c.notNull())
    .addColumn('createdBy', id)
    .execute();
  await db.schema.createIndex('payments_invoiceId').on('payments').column('invoiceId').execute();
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  // An invoice's PDF goes with its mail: the outbox keeps a mail's files beside its text.
  await db.schema.alterTable('outbox').addColumn('attachments', 'text').execute();
  await settingsAndRates(db);
  await feesAndInvoices(db);
  await instalmentsAndPayments(db);
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  for (const t of [
    'payments',
    'invoice_instalments',
    'invoice_lines',
    'invoices',
    'fees',
    'number_sequences',
    'money_rates',
    'money_settings',
  ])
    await db.schema.dropTable(t).execute();
  await db.schema.alterTable('outbox').dropColumn('attachments').execute();
}
