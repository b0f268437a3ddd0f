import { sql, type Kysely } from 'kysely';
import { isPg } from './016-search-docs';
import { dropPgTriggers, pgTriggers } from './money-sums-pg';
import { OWED, RECEIVED, RECOUNT, append, fold, type Kept } from './money-sums-sql';
import { SOURCES, sqliteTriggers, triggerName } from './money-sums-triggers';

/*
 * The money summary's kept sums (docs/DECISIONS.md, "The money summary from kept sums"): the
 * first read after any write recomputed every payment and unpaid instalment in scope through
 * their invoices and students (seconds at 1M). `money_received` keeps payments per day, office,
 * counsellor and currency; `money_owed` what instalments still ask for per office, due day and
 * currency; the summary reads those. Triggers keep them in every writing transaction (payments,
 * instalments, invoices, and a student's office and owner). SQLite (one writer) keeps one row
 * per key; PostgreSQL appends signed deltas that a summary folds now and then.
 */
type Db = Kysely<unknown>;

async function createTable(db: Db, k: Kept) {
  const pg = isPg(db);
  const text = pg ? 'text collate "C"' : 'text';
  const key = k.key.map((c) => `"${c}"`).join(', ');
  const columns = `${k.key.map((c) => `"${c}" ${text} not null`).join(', ')},
    minor bigint not null, n bigint not null`;
  // PostgreSQL keeps several delta rows per key (no primary key); SQLite exactly one.
  await sql
    .raw(
      pg
        ? `create table ${k.table} (${columns})`
        : `create table ${k.table} (${columns}, primary key (${key})) without rowid`,
    )
    .execute(db);
  if (pg)
    await sql
      .raw(`create index ${k.table}_key on ${k.table} (${key}) include (minor, n)`)
      .execute(db);
}

/** The triggers that keep the sums (a bulk load may drop them, load, recount, recreate). */
export async function createMoneySumTriggers(db: Db): Promise<void> {
  const pg = isPg(db);
  for (const s of SOURCES)
    for (const ddl of pg ? pgTriggers(s) : sqliteTriggers(s)) await sql.raw(ddl).execute(db);
}

export async function dropMoneySumTriggers(db: Db): Promise<void> {
  if (isPg(db)) {
    for (const s of SOURCES) for (const ddl of dropPgTriggers(s)) await sql.raw(ddl).execute(db);
    return;
  }
  for (const s of SOURCES)
    for (const op of ['insert', 'delete', 'update'])
      await sql.raw(`drop trigger if exists ${triggerName(s, op)}`).execute(db);
}

/** Every sum worked out again from the payments and instalments. */
export async function recountMoneySums(db: Db): Promise<void> {
  for (const [k, rows] of RECOUNT) {
    await sql.raw(`delete from ${k.table}`).execute(db);
    await sql.raw(append(k, rows)).execute(db);
  }
}

/** PostgreSQL: the deltas summed back into one row per key (a reader sees one or the other). */
export async function foldMoneySums(db: Db): Promise<void> {
  for (const k of [RECEIVED, OWED]) await sql.raw(fold(k)).execute(db);
}

export async function up(db: Db): Promise<void> {
  await createTable(db, RECEIVED);
  await createTable(db, OWED);
  await recountMoneySums(db);
  await createMoneySumTriggers(db);
}

export async function down(db: Db): Promise<void> {
  await dropMoneySumTriggers(db);
  await sql`drop table money_owed`.execute(db);
  await sql`drop table money_received`.execute(db);
}
