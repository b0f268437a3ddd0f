import { sql, type Kysely } from 'kysely';
import type { Db } from './database';
import { isPg } from './migrations/016-search-docs';

/*
 * The money reports' version (migration 051): the folded count plus the changes appended since,
 * read in one statement (one snapshot), so it grows by one with every committed change to a
 * table the reports read, whichever process wrote it, and never goes back.
 */

/** Appended rows past which a read folds them into the count. */
const FOLD_PAST = 1_000;

export async function reportVersion(db: Db): Promise<number> {
  const r = await sql<{ v: number | string; pending: number | string }>`
    select v, (select count(*) from report_changes) as pending
    from report_versions where name = 'money'`.execute(db);
  const row = r.rows[0];
  if (!row) return 0;
  if (Number(row.pending) > FOLD_PAST) void foldReportChanges(db).catch(() => undefined);
  return Number(row.v) + Number(row.pending);
}

/**
 * The appended rows summed into the count, in one step that leaves the version as it was:
 * PostgreSQL deletes and adds in one statement (two folds at once each add only the rows they
 * deleted); SQLite's one writer does the same in a transaction.
 */
export async function foldReportChanges(db: Db): Promise<void> {
  const k = db as unknown as Kysely<unknown>;
  if (isPg(k)) {
    await sql`with d as (delete from report_changes returning 1)
      update report_versions set v = v + (select count(*) from d) where name = 'money'`.execute(k);
    return;
  }
  await k.transaction().execute(async (trx) => {
    await sql`update report_versions set v = v + (select count(*) from report_changes)
      where name = 'money'`.execute(trx);
    await sql`delete from report_changes`.execute(trx);
  });
}
