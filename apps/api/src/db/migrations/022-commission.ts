import type { Kysely } from 'kysely';
import { id, ts } from '../columns';

/*
 * Commission. A college's rule lives in a table of its own, one row per college,
 * kept out of the college's record (public website content). An application gains the
 * invoice and the payment of its commission (dates as YYYY-MM-DD).
 */
type Db = Kysely<Record<string, Record<string, unknown>>>;

const COLUMNS = [
  ['commissionInvoicedDate', 'varchar(10)'],
  ['commissionInvoicedAmount', 'double precision'],
  ['commissionReceivedDate', 'varchar(10)'],
  ['commissionReceivedAmount', 'double precision'],
] as const;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  await db.schema
    .createTable('college_commissions')
    // No foreign key: a college deleted from the catalogue leaves its rule unread, never a
    // failed delete (as applications do).
    .addColumn('college', id, (c) => c.primaryKey())
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)')
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .addColumn('updatedBy', id)
    .execute();
  for (const [name, type] of COLUMNS)
    await db.schema.alterTable('applications').addColumn(name, type).execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Db;
  for (const [name] of COLUMNS)
    await db.schema.alterTable('applications').dropColumn(name).execute();
  await db.schema.dropTable('college_commissions').execute();
}
