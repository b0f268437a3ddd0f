import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { FUNNEL_COLUMNS, FUNNEL_KEYS } from './funnel-keys';

/*
 * Kept counts of live enquiries (a million rows): the lists' exact totals and the
 * dashboard's breakdowns read a few rows of `enquiry_counts` instead of counting the table.
 * Database triggers keep them, so every write path (insert, status change, edit, assignment,
 * soft delete, restore, merge, and any future one) moves them in its own transaction.
 *   dim 'status' key status; 'owner' key assignedTo ('' unassigned); 'category' key category;
 *   'country' key country ('' not given, NULL and '' alike); 'day' key 'YYYY-MM-DD|status'
 *   (UTC day of createdAt: the dashboard's per-day and per-month charts); and open follow-ups
 *   (not done: migration 019 for databases made before), dim 'followup' key nextContactDate
 *   ('' none): the dashboard's due and overdue cards.
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

/** Live enquiries per office and status (migration 037): 'office|status'. */
export const OFFICE_COUNT_KEYS = (r: string) => [
  ['office', `${r}."officeId" || '|' || ${r}."status"`],
];

/** An application's office, its student's ('' for a student not there: never a null key). */
const APP_OFFICE = (r: string) =>
  `coalesce((select s."officeId" from enquiries s where s.id = ${r}."enquiry"), '')`;

/** A table whose rows are counted: its dimensions, which rows count, the columns that move them. */
type Counted = {
  table: string;
  keys: (r: string) => string[][];
  counts: (r: string) => string;
  columns: string;
  /** The later migration that creates its table's triggers (this one leaves them out). */
  since?: string;
  /** Its triggers' prefix and the name it is picked by, when its table has another set. */
  name?: string;
};
const COUNTED: Counted[] = [
  {
    table: 'enquiries',
    keys: COUNT_KEYS,
    counts: (r) => `${r}."deletedAt" is null`,
    columns: `"status", "assignedTo", "category", "country", "deletedAt", "createdAt"`,
  },
  // Open follow-ups by next contact date ('' none): the dashboard's due-today and overdue cards.
  {
    table: 'followups',
    keys: (r) => [['followup', `coalesce(${r}."nextContactDate", '')`]],
    counts: (r) => `${r}."doneAt" is null`,
    columns: `"nextContactDate", "doneAt"`,
  },
  // Live applications by stage and owner ('' unassigned): the board's columns and the
  // application list's totals (migration 024).
  {
    table: 'applications',
    keys: (r) => [['app', `${r}."stage" || '|' || coalesce(${r}."assignedTo", '')`]],
    counts: (r) => `${r}."deletedAt" is null`,
    columns: `"stage", "assignedTo", "deletedAt"`,
    since: '024-application-counts',
  },
  // Live applications by their student's office, stage and owner: a scoped board's columns
  // (migration 048). A student who changes office moves them (048's trigger on enquiries).
  {
    table: 'applications',
    name: 'applications_office',
    keys: (r) => [
      [
        'appoffice',
        `${APP_OFFICE(r)} || '|' || ${r}."stage" || '|' || coalesce(${r}."assignedTo", '')`,
      ],
    ],
    counts: (r) => `${r}."deletedAt" is null`,
    columns: `"enquiry", "stage", "assignedTo", "deletedAt"`,
    since: '048-offices-at-scale',
  },
  // Live enquiries per office and status: an office-scoped list's total (migration 037).
  {
    table: 'enquiries',
    name: 'enquiries_office',
    keys: OFFICE_COUNT_KEYS,
    counts: (r) => `${r}."deletedAt" is null`,
    columns: `"officeId", "status", "deletedAt"`,
    since: '037-office-counts',
  },
  // The funnel's steps per UTC day, owner and dimension (funnel-keys.ts explains the key).
  {
    table: 'enquiries',
    name: 'enquiries_funnel',
    keys: FUNNEL_KEYS,
    counts: (r) => `${r}."deletedAt" is null`,
    columns: FUNNEL_COLUMNS,
    since: '031-funnel-counts',
  },
];
/** Each set's name: its table's, or its own where a table has two. */
const nameOf = (c: Counted) => c.name ?? c.table;
const prefixOf = (c: Counted) => c.name ?? `${c.table}_counts`;
/** Every counted set (the bench's bulk load drops and recreates all their triggers). */
export const COUNTED_TABLES = COUNTED.map(nameOf);
/** The counted sets named, or those this migration counts. */
const counted = (tables?: string[]) =>
  COUNTED.filter((c) => (tables ? tables.includes(nameOf(c)) : !c.since));

/** (dim, key, n) rows for `r` weighted by `weight`, one per dimension, where `r` counts. */
const rowsOf = (c: Counted, r: string, weight: string, from = '') =>
  c
    .keys(r)
    .map(
      ([dim, key]) =>
        `select '${dim}' as dim, ${key} as key, ${weight} as n ${from} ${from ? 'and' : 'where'} ${c.counts(r)}`,
    )
    .join(' union all ');

/**
 * The (dim, key, n) rows of the set that keeps `dim`, over the rows `where` picks of its table
 * (aliased `e`): what a reader of part of the agency counts instead of the kept counts.
 */
export function dimensionRows(dim: string, where: (table: string) => string): string {
  const c = COUNTED.find((x) => x.keys('e').some(([d]) => d === dim));
  if (!c) throw new Error(`no kept count ${dim}`);
  return rowsOf(c, 'e', '1', `from "${c.table}" e where ${where(c.table)}`);
}

/**
 * Every count recomputed from the tables (backfill, and after bulk loads such as the bench
 * seed); only those of the tables named, when named.
 */
export async function recountEnquiries(db: Db, tables?: string[]): Promise<void> {
  for (const c of counted(tables)) {
    const dims = c.keys('e').map(([dim]) => dim!);
    await sql`delete from enquiry_counts where dim in (${sql.join(dims)})`.execute(db);
  }
  for (const c of counted(tables))
    await sql
      .raw(
        `insert into enquiry_counts (dim, key, n)
         select dim, key, count(*) from (${rowsOf(c, 'e', '1', `from "${c.table}" e where 1 = 1`)}) c
         group by dim, key`,
      )
      .execute(db);
}

/** SQLite: (dim, key, n) rows added to the kept counts, one upsert per key. */
const upsert = (rows: string) =>
  `insert into enquiry_counts (dim, key, n) select dim, key, sum(n) from (${rows}) c
     group by dim, key having sum(n) <> 0
     on conflict (dim, key) do update set n = enquiry_counts.n + excluded.n;`;

/**
 * SQLite: the statement adding the counts of `table`'s rows whose rowid is above `after`, as its
 * insert trigger adds them row by row (a batch written with that trigger set aside).
 */
export const sqliteCountsAfter = (table: string, after: number) =>
  upsert(
    rowsOf(
      COUNTED.find((c) => c.table === table)!,
      'e',
      '1',
      `from "${table}" e where e.rowid > ${Math.trunc(after)}`,
    ),
  );

const sqliteTriggers = (c: Counted) => {
  const name = prefixOf(c);
  return [
    `create trigger ${name}_insert after insert on ${c.table} begin ${upsert(rowsOf(c, 'new', '1'))} end`,
    `create trigger ${name}_delete after delete on ${c.table} begin ${upsert(rowsOf(c, 'old', '-1'))} end`,
    `create trigger ${name}_update after update of ${c.columns} on ${c.table}
     begin ${upsert(`${rowsOf(c, 'old', '-1')} union all ${rowsOf(c, 'new', '1')}`)} end`,
  ];
};

/*
 * PostgreSQL: statement-level triggers over the transition tables, so a statement touching many
 * rows (a bulk load, a merge) appends one delta per key that changed, and a statement that changed
 * no counted column appends nothing.
 */
const pgTriggers = (c: Counted) => {
  const name = prefixOf(c);
  const minus = rowsOf(c, 'e', '-1', 'from old_rows e where 1 = 1');
  const plus = rowsOf(c, 'e', '1', 'from new_rows e where 1 = 1');
  const append = (rows: string) => `insert into enquiry_counts (dim, key, n)
      select dim, key, sum(n) from (${rows}) c group by dim, key having sum(n) <> 0;`;
  return [
    `create function ${name}_delta() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then ${append(plus)}
       elsif tg_op = 'DELETE' then ${append(minus)}
       else ${append(`${minus} union all ${plus}`)}
       end if;
       return null;
     end $$`,
    `create trigger ${name}_insert after insert on ${c.table}
     referencing new table as new_rows for each statement execute function ${name}_delta()`,
    `create trigger ${name}_update after update on ${c.table}
     referencing old table as old_rows new table as new_rows
     for each statement execute function ${name}_delta()`,
    `create trigger ${name}_delete after delete on ${c.table}
     referencing old table as old_rows for each statement execute function ${name}_delta()`,
  ];
};

const isPg = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The triggers that keep the counts (a bulk load may drop them, load, recount, recreate). */
export async function createCountTriggers(db: Db, tables?: string[]): Promise<void> {
  for (const c of counted(tables))
    for (const ddl of isPg(db) ? pgTriggers(c) : sqliteTriggers(c)) await sql.raw(ddl).execute(db);
}

export async function dropCountTriggers(db: Db, tables?: string[]): Promise<void> {
  const pg = isPg(db);
  for (const c of counted(tables)) {
    for (const t of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger ${prefixOf(c)}_${t}${pg ? ` on ${c.table}` : ''}`).execute(db);
    if (pg) await sql.raw(`drop function ${prefixOf(c)}_delta()`).execute(db);
  }
}

export async function up(db: Db): Promise<void> {
  const pg = isPg(db);
  // PostgreSQL keeps several delta rows per key (no primary key); SQLite exactly one, stored in
  // key order (without rowid: a range of keys is read from the key's b-tree alone).
  await sql
    .raw(
      pg
        ? `create table enquiry_counts (dim varchar(10) not null, key varchar(120) collate "C" not null, n bigint not null)`
        : `create table enquiry_counts (dim varchar(10) not null, key varchar(120) not null, n bigint not null, primary key (dim, key)) without rowid`,
    )
    .execute(db);
  if (pg)
    await sql`create index enquiry_counts_dim_key on enquiry_counts (dim, key) include (n)`.execute(
      db,
    );
  // Due today and overdue: a day's follow-ups in creation order (the dashboard's list of 20).
  await sql`create index followups_nextContactDate_createdAt on followups ("nextContactDate", "createdAt")`.execute(
    db,
  );
  await recountEnquiries(db);
  await createCountTriggers(db);
}

export async function down(db: Db): Promise<void> {
  await dropCountTriggers(db);
  await sql`drop index followups_nextContactDate_createdAt`.execute(db);
  await sql`drop table enquiry_counts`.execute(db);
}
