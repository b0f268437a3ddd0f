import { sql, type Kysely } from 'kysely';
import type { Db } from './database';
import { isPg } from './migrations/016-search-docs';

/*
 * The money reports' versions (migration 051): every committed change to a table the reports
 * read appends a row naming its table to `report_changes`; a fold sums them into one count per
 * table in `report_versions` (the row 'money' holds what was folded before counts were kept per
 * table). A report's version is the counts of the tables it reads plus the rows appended for
 * them since, read in one statement (one snapshot), so it grows with every committed change to
 * what that report reads, whichever process wrote it, and never goes back. A report that names
 * no tables reads them all.
 */

/** Appended rows past which a read folds them into the counts. */
const FOLD_PAST = 1_000;

/** What the commission summary reads: the kept sums and the tables their triggers follow, the
 * stages' phases and the intakes' months (a fee, an invoice or a payment changes none of it). */
const COMMISSION_READS = [
  'applications',
  'application_stages',
  'college_commissions',
  'colleges',
  'countries',
  'intakes',
];
/** The tables each report's answer is worked out from; a report not named here reads them all. */
export const REPORT_READS: Record<string, readonly string[] | undefined> = {
  commission: COMMISSION_READS,
  // The forecast also learns conversions and payment delays from the stage history.
  forecast: [...COMMISSION_READS, 'application_stage_changes'],
  // The money summary's commission side: claims, their payments, their lines' students and
  // counsellors, the names shown, and the rates and base currency it converts with. A fee, an
  // invoice or a payment changes none of it, and fees are the summary's most frequent write.
  'summary-commission': [
    'claims',
    'claim_lines',
    'claim_payments',
    'enquiries',
    'users',
    'offices',
    'colleges',
    'money_rates',
    'money_settings',
  ],
};

export async function reportVersion(db: Db, tables?: readonly string[]): Promise<number> {
  const names = tables ? sql`name = 'money' or name in (${sql.join(tables)})` : sql`1 = 1`;
  const sources = tables ? sql`source in (${sql.join(tables)})` : sql`1 = 1`;
  const r = await sql<{
    v: number | string | null;
    pending: number | string;
    all: number | string;
  }>`
    select (select sum(v) from report_versions where ${names}) as v,
      (select count(*) from report_changes where ${sources}) as pending,
      (select count(*) from report_changes) as "all"`.execute(db);
  const row = r.rows[0];
  if (!row) return 0;
  if (Number(row.all) > FOLD_PAST) void foldReportChanges(db).catch(() => undefined);
  return Number(row.v ?? 0) + Number(row.pending);
}

/**
 * The appended rows summed into their tables' counts, in one step that leaves every version as
 * it was: PostgreSQL deletes and adds in one statement (two folds at once each add only the rows
 * they deleted); SQLite's one writer does the same in a transaction.
 */
export async function foldReportChanges(db: Db): Promise<void> {
  const k = db as unknown as Kysely<unknown>;
  const add = sql`on conflict (name) do update set v = report_versions.v + excluded.v`;
  if (isPg(k)) {
    await sql`with d as (delete from report_changes returning source)
      insert into report_versions (name, v) select source, count(*) from d group by source
      ${add}`.execute(k);
    return;
  }
  await k.transaction().execute(async (trx) => {
    await sql`insert into report_versions (name, v)
      select source, count(*) from report_changes where true group by source ${add}`.execute(trx);
    await sql`delete from report_changes`.execute(trx);
  });
}
