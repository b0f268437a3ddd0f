import { sql, type Kysely } from 'kysely';
import { isPg } from './016-search-docs';
import { KEY, KEY_COLUMNS, VALUES, fold, recount } from './commission-sums-sql';
import { TRIGGERS, pgTriggers, sqliteTriggers } from './commission-sums-triggers';

/*
 * Kept sums of the reckoned commission (docs/DECISIONS.md, "The commission reports from kept
 * reckoned sums"): the commission summary and the forecast reckoned every kept group of like
 * applications (25,000 at 1M: tuition is in its key) on their first read after a write. Here
 * each application's expected amount is reckoned when it is written, and summed per office,
 * owner, intake, college, stage, commission currency, invoiced and received (commission-sums-
 * sql.ts). The stage's phase and the intake's month are joined when read, so a stage or intake
 * edited in Settings moves no kept row; a rule, a college's country or a country's currency
 * changed rewrites the rows of the colleges it touches.
 *
 * SQLite (one writer) upserts one row per key. PostgreSQL appends signed deltas per statement
 * (no row shared between writers) and folds them now and then; a rewrite takes the table in
 * `share row exclusive` mode first, so it waits for the writers that appended deltas reckoned
 * with the old rule, and a writer that comes after it waits for it and then reads the new rule
 * (a statement takes its locks before its snapshot).
 */
type Db = Kysely<unknown>;

/** The triggers that keep the sums (a bulk load may drop them, load, recount, recreate). */
export async function createCommissionSumTriggers(db: Db): Promise<void> {
  for (const ddl of isPg(db) ? pgTriggers(db) : sqliteTriggers(db)) await sql.raw(ddl).execute(db);
}

export async function dropCommissionSumTriggers(db: Db): Promise<void> {
  const pg = isPg(db);
  for (const [name, table] of TRIGGERS) {
    await sql.raw(`drop trigger if exists ${name}${pg ? ` on ${table}` : ''}`).execute(db);
    if (pg && table !== 'applications')
      await sql.raw(`drop function if exists ${name}()`).execute(db);
  }
  if (pg) {
    await sql.raw('drop function if exists commission_sums_delta()').execute(db);
    await sql.raw('drop function if exists commission_sums_recount(text[])').execute(db);
  }
}

/** Every sum worked out again from the applications (backfill, and after bulk loads). */
export async function recountCommissionSums(db: Db): Promise<void> {
  for (const statement of recount(db, () => '1 = 1')) await sql.raw(statement).execute(db);
}

/** PostgreSQL: the deltas summed back into one row per key (a reader sees one or the other). */
export async function foldCommissionSums(db: Db): Promise<void> {
  await sql.raw(fold).execute(db);
}

export async function up(db: Db): Promise<void> {
  const pg = isPg(db);
  const text = pg ? 'text collate "C"' : 'text';
  const columns = [
    ...KEY_COLUMNS.map(
      (c) => `"${c}" ${c === 'invoiced' || c === 'received' ? 'integer' : text} not null`,
    ),
    ...VALUES.map((v) => `"${v}" bigint not null`),
  ].join(', ');
  // PostgreSQL keeps several delta rows per key (no primary key); SQLite exactly one.
  await sql
    .raw(
      pg
        ? `create table commission_sums (${columns})`
        : `create table commission_sums (${columns}, primary key (${KEY})) without rowid`,
    )
    .execute(db);
  await recountCommissionSums(db);
  await createCommissionSumTriggers(db);
}

export async function down(db: Db): Promise<void> {
  await dropCommissionSumTriggers(db);
  await sql`drop table commission_sums`.execute(db);
}
