import type { Kysely } from 'kysely';
import { id, ts } from '../columns';

/*
 * Invoice reminders (docs/DECISIONS.md, "Money: reminders, reports"): how many days before and
 * after an instalment's due date the student is reminded (money settings), and one row per
 * reminder sent, its key refusing a second: once per instalment per reminder, whatever the
 * restarts or processes.
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema
    .alterTable('money_settings')
    .addColumn('reminderDaysBefore', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();
  await db.schema
    .alterTable('money_settings')
    .addColumn('reminderDaysAfter', 'integer', (c) => c.notNull().defaultTo(7))
    .execute();
  await db.schema
    .createTable('invoice_reminders')
    .addColumn('invoiceId', id, (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('sentAt', ts, (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_reminders_pk', ['invoiceId', 'position', 'kind'])
    .execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema.dropTable('invoice_reminders').execute();
  await db.schema.alterTable('money_settings').dropColumn('reminderDaysAfter').execute();
  await db.schema.alterTable('money_settings').dropColumn('reminderDaysBefore').execute();
}
