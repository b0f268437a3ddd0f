import { sql, type Kysely } from 'kysely';
import { isPg } from './016-search-docs';

/*
 * The money reports' version (docs/DECISIONS.md, "Money reports answered from a cache"): every
 * write to a table they read appends a row to `report_changes` in the writing transaction, so
 * the version (`report_versions.v` plus the rows appended since the last fold) grows exactly
 * when such a write commits, in whichever process made it. Appended rows, not one counter
 * updated by every writer: writers share no row on PostgreSQL (no lock wait, no deadlock).
 * Enquiries, users and offices only for the columns the reports show or scope by, and deletes.
 */
type Db = Kysely<unknown>;

export type Watched = [table: string, columns?: string[]][];
export const WATCHED: Watched = [
  ['applications'],
  ['application_stage_changes'],
  ['application_stages'],
  ['application_conditions'],
  ['college_commissions'],
  ['colleges'],
  ['countries'],
  ['intakes'],
  ['invoices'],
  ['invoice_instalments'],
  ['payments'],
  ['money_rates'],
  ['money_settings'],
  ['enquiries', ['officeId', 'assignedTo', 'fName', 'lName', 'deletedAt']],
  ['users', ['fname', 'lname']],
  ['offices', ['name']],
];
const OPS = ['insert', 'update', 'delete'] as const;
/**
 * A table watched for some columns only: its new rows change no report (a new enquiry has no
 * invoice or application yet), and its insert is the public form's hot path.
 */
const opsOf = (columns?: string[]) => (columns ? OPS.slice(1) : OPS);

const quoted = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');
const event = (op: (typeof OPS)[number], columns?: string[]) =>
  op === 'update' && columns ? `update of ${quoted(columns)}` : op;

export async function createReportTriggers(db: Db, watched: Watched = WATCHED) {
  const pg = isPg(db);
  if (pg)
    await sql`create or replace function report_changed() returns trigger language plpgsql as $$
      begin insert into report_changes (source) values (tg_table_name); return null; end $$`.execute(
      db,
    );
  for (const [table, columns] of watched)
    for (const op of opsOf(columns)) {
      const name = `report_changes_${table}_${op}`;
      // PostgreSQL once per statement (a bulk stage move appends one row); SQLite has row triggers only.
      await sql
        .raw(
          pg
            ? `create trigger ${name} after ${event(op, columns)} on "${table}"
               for each statement execute function report_changed()`
            : `create trigger ${name} after ${event(op, columns)} on "${table}"
               begin insert into report_changes (source) values ('${table}'); end`,
        )
        .execute(db);
    }
}

export async function dropReportTriggers(db: Db, watched: Watched = WATCHED) {
  const pg = isPg(db);
  for (const [table] of watched)
    for (const op of OPS)
      await sql
        .raw(`drop trigger if exists report_changes_${table}_${op}${pg ? ` on "${table}"` : ''}`)
        .execute(db);
}

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('report_changes').addColumn('source', 'varchar(40)').execute();
  await db.schema
    .createTable('report_versions')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('v', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into report_versions (name, v) values ('money', 0)`.execute(db);
  await createReportTriggers(db);
}

export async function down(db: Db): Promise<void> {
  await dropReportTriggers(db);
  if (isPg(db)) await sql`drop function if exists report_changed()`.execute(db);
  await db.schema.dropTable('report_versions').execute();
  await db.schema.dropTable('report_changes').execute();
}
