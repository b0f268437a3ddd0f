import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * Kept counts of live enquiries (issue 11, a million rows): the lists' exact totals and the
 * dashboard's breakdowns read a few rows of `enquiry_counts` instead of counting the table.
 * Database triggers keep them, so every write path (insert, status change, edit, assignment,
 * soft delete, restore, merge, and any future one) moves them in its own transaction.
 *   dim 'status' key status; 'owner' key assignedTo ('' unassigned); 'category' key category;
 *   'country' key country ('' not given, NULL and '' alike); 'day' key 'YYYY-MM-DD|status'
 *   (UTC day of createdAt: the dashboard's per-day and per-month charts).
 * SQLite (one writer) upserts one row per key. PostgreSQL appends signed deltas instead of
 * updating a shared row: no row lock, so no waiting and no deadlock between writers; readers
 * sum them and fold them back into one row per key now and then (enquiry-counts.ts).
 */
type Db = Kysely<unknown>;

/** Each dimension's key for a row alias (`old`/`new` in triggers, `e` when rebuilding). */
export const COUNT_KEYS = (r: string) => [
  ['status', `${r}."status"`],
  ['owner', `coalesce(${r}."assignedTo", '')`],
  ['category', `${r}."category"`],
  ['country', `coalesce(${r}."country", '')`],
  ['day', `substr(${r}."createdAt", 1, 10) || '|' || ${r}."status"`],
];

/** (dim, key, n) rows for `r` weighted by `weight` (an SQL expression), one per dimension. */
const rowsOf = (r: string, weight: string, from = '') =>
  COUNT_KEYS(r)
    .map(([dim, key]) => `select '${dim}' as dim, ${key} as key, ${weight} as n ${from}`)
    .join(' union all ');

/** Every count recomputed from the table (backfill, and after bulk loads such as the bench seed). */
export async function recountEnquiries(db: Db): Promise<void> {
  await sql`delete from enquiry_counts`.execute(db);
  const live = `from "enquiries" e where e."deletedAt" is null`;
  await sql
    .raw(
      `insert into enquiry_counts (dim, key, n)
       select dim, key, count(*) from (${rowsOf('e', '1', live)}) c group by dim, key`,
    )
    .execute(db);
}

const SQLITE_TRIGGERS = (() => {
  const upsert = (rows: string) =>
    `insert into enquiry_counts (dim, key, n) select dim, key, sum(n) from (${rows}) c
     group by dim, key having sum(n) <> 0
     on conflict (dim, key) do update set n = enquiry_counts.n + excluded.n;`;
  const counted = `"status", "assignedTo", "category", "country", "deletedAt", "createdAt"`;
  return [
    `create trigger enquiry_counts_insert after insert on enquiries when new."deletedAt" is null
     begin ${upsert(rowsOf('new', '1'))} end`,
    `create trigger enquiry_counts_delete after delete on enquiries when old."deletedAt" is null
     begin ${upsert(rowsOf('old', '-1'))} end`,
    `create trigger enquiry_counts_update after update of ${counted} on enquiries
     begin ${upsert(
       `${rowsOf('old', '-1', 'where old."deletedAt" is null')} union all
        ${rowsOf('new', '1', 'where new."deletedAt" is null')}`,
     )} end`,
  ];
})();

/*
 * PostgreSQL: statement-level triggers over the transition tables, so a statement touching many
 * rows (a bulk load, a merge) appends one delta per key that changed, and a statement that changed
 * no counted column appends nothing.
 */
const PG_FUNCTION = `create function enquiry_counts_delta() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into enquiry_counts (dim, key, n) select dim, key, sum(n) from (
      ${rowsOf('e', '1', 'from new_rows e where e."deletedAt" is null')}) c group by dim, key;
  elsif tg_op = 'DELETE' then
    insert into enquiry_counts (dim, key, n) select dim, key, sum(n) from (
      ${rowsOf('e', '-1', 'from old_rows e where e."deletedAt" is null')}) c group by dim, key;
  else
    insert into enquiry_counts (dim, key, n) select dim, key, sum(n) from (
      ${rowsOf('e', '-1', 'from old_rows e where e."deletedAt" is null')} union all
      ${rowsOf('e', '1', 'from new_rows e where e."deletedAt" is null')}) c
      group by dim, key having sum(n) <> 0;
  end if;
  return null;
end $$`;
const PG_TRIGGERS = [
  PG_FUNCTION,
  `create trigger enquiry_counts_insert after insert on enquiries
   referencing new table as new_rows for each statement execute function enquiry_counts_delta()`,
  `create trigger enquiry_counts_update after update on enquiries
   referencing old table as old_rows new table as new_rows
   for each statement execute function enquiry_counts_delta()`,
  `create trigger enquiry_counts_delete after delete on enquiries
   referencing old table as old_rows for each statement execute function enquiry_counts_delta()`,
];

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The triggers that keep the counts (a bulk load may drop them, load, recount, recreate). */
export async function createCountTriggers(db: Db): Promise<void> {
  for (const ddl of isPg(db) ? PG_TRIGGERS : SQLITE_TRIGGERS) await sql.raw(ddl).execute(db);
}

export async function dropCountTriggers(db: Db): Promise<void> {
  const pg = isPg(db);
  for (const t of ['insert', 'update', 'delete'])
    await sql.raw(`drop trigger enquiry_counts_${t}${pg ? ' on enquiries' : ''}`).execute(db);
  if (pg) await sql`drop function enquiry_counts_delta()`.execute(db);
}

export async function up(db: Db): Promise<void> {
  const pg = isPg(db);
  // PostgreSQL keeps several delta rows per key (no primary key); SQLite exactly one.
  await sql
    .raw(
      pg
        ? `create table enquiry_counts (dim varchar(10) not null, key varchar(120) collate "C" not null, n bigint not null)`
        : `create table enquiry_counts (dim varchar(10) not null, key varchar(120) not null, n bigint not null, primary key (dim, key))`,
    )
    .execute(db);
  if (pg)
    await sql`create index enquiry_counts_dim_key on enquiry_counts (dim, key) include (n)`.execute(
      db,
    );
  await recountEnquiries(db);
  await createCountTriggers(db);
}

export async function down(db: Db): Promise<void> {
  await dropCountTriggers(db);
  await sql`drop table enquiry_counts`.execute(db);
}
