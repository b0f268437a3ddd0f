import { sql, type Kysely } from 'kysely';
import { finestDigits } from '@studydesk/contract';
import { isPg } from './016-search-docs';

/*
 * The commission summary from kept groups: at 300,000 applications the summary read every live
 * application to group it; it now reads `commission_groups`, a few thousand rows. A group is
 * what the summary already grouped by first (commission.summary.ts): like applications (same
 * intake, college, stage, currency, tuition, invoiced or not, received or not), here also by
 * office (the office scope) and owner (a counsellor's), with their count and hand-recorded
 * amounts. The rule, the college's country and the stage's phase are joined when the summary
 * is read, so a rule, college or stage change moves no kept row. Triggers keep the groups in
 * every writing transaction: on applications, and on enquiries when one changes office.
 * SQLite (one writer) upserts one row per group; PostgreSQL appends signed deltas (no row lock
 * shared between writers, as enquiry_counts) and the summary folds them now and then.
 * Nullable parts are kept as '' (and tuition as -1) so a group is a plain key.
 */
type Db = Kysely<unknown>;
/** Hand-recorded amounts are summed in the finest minor unit of any currency (exact). */
const FINE = 10 ** finestDigits();
const filled = (column: string) => `case when coalesce(${column}, '') <> '' then 1 else 0 end`;
const fine = (column: string) => `cast(floor(coalesce(${column}, 0) * ${FINE} + 0.5) as bigint)`;

/** The group of application row `r` in office `office`: column → expression. */
const groupOf = (r: string, office: string) => [
  ['officeId', office],
  ['owner', `coalesce(${r}."assignedTo", '')`],
  ['intake', `coalesce(${r}.intake, '')`],
  ['college', `${r}.college`],
  ['stage', `${r}.stage`],
  ['currency', `coalesce(${r}.currency, '')`],
  ['tuition', `coalesce(${r}.tuition, -1)`],
  ['invoiced', filled(`${r}."commissionInvoicedDate"`)],
  ['received', filled(`${r}."commissionReceivedDate"`)],
];
const KEY = groupOf('r', '')
  .map(([c]) => `"${c}"`)
  .join(', ');
const officeOf = (r: string) =>
  `coalesce((select e."officeId" from enquiries e where e.id = ${r}.enquiry), '')`;

/** Rows (group…, n, invoicedFine, receivedFine) for the live applications `r` of `from`. */
const rowsOf = (r: string, weight: string, from: string, office = officeOf(r)) =>
  `select ${groupOf(r, office)
    .map(([c, v]) => `${v} as "${c}"`)
    .join(', ')}, ${weight} as n,
    ${weight} * ${fine(`${r}."commissionInvoicedAmount"`)} as "invoicedFine",
    ${weight} * ${fine(`${r}."commissionReceivedAmount"`)} as "receivedFine"
  ${from} and ${r}."deletedAt" is null`;
const summed = (rows: string) => `select ${KEY}, sum(n), sum("invoicedFine"), sum("receivedFine")
  from (${rows}) c group by ${KEY}
  having sum(n) <> 0 or sum("invoicedFine") <> 0 or sum("receivedFine") <> 0`;
const INTO = `insert into commission_groups (${KEY}, n, "invoicedFine", "receivedFine")`;
const upsert = (rows: string) => `${INTO} ${summed(rows)}
  on conflict (${KEY}) do update set n = commission_groups.n + excluded.n,
    "invoicedFine" = commission_groups."invoicedFine" + excluded."invoicedFine",
    "receivedFine" = commission_groups."receivedFine" + excluded."receivedFine";`;
const append = (rows: string) => `${INTO} ${summed(rows)};`;

const WATCHED = `enquiry, college, intake, stage, "assignedTo", currency, tuition, "deletedAt",
  "commissionInvoicedDate", "commissionInvoicedAmount", "commissionReceivedDate",
  "commissionReceivedAmount"`;
/** An enquiry's move to another office moves its applications' groups with it. */
const moved = (r: string, o: string, nw: string, from: string) =>
  `${rowsOf(r, '-1', from, `${o}."officeId"`)} union all ${rowsOf(r, '1', from, `${nw}."officeId"`)}`;

const sqliteTriggers = () => [
  `create trigger commission_groups_insert after insert on applications
   begin ${upsert(rowsOf('new', '1', 'where 1 = 1'))} end`,
  `create trigger commission_groups_delete after delete on applications
   begin ${upsert(rowsOf('old', '-1', 'where 1 = 1'))} end`,
  `create trigger commission_groups_update after update of ${WATCHED} on applications
   begin ${upsert(`${rowsOf('old', '-1', 'where 1 = 1')} union all ${rowsOf('new', '1', 'where 1 = 1')}`)} end`,
  `create trigger commission_groups_office after update of "officeId" on enquiries
   when old."officeId" is not new."officeId"
   begin ${upsert(moved('a', 'old', 'new', 'from applications a where a.enquiry = new.id'))} end`,
];

const TRIGGERS = [
  ['commission_groups_insert', 'applications'],
  ['commission_groups_update', 'applications'],
  ['commission_groups_delete', 'applications'],
  ['commission_groups_office', 'enquiries'],
];

/* PostgreSQL: once per statement, over its transition tables (a bulk move is one append). */
const pgTriggers = () => {
  const minus = rowsOf('r', '-1', 'from old_rows r where 1 = 1');
  const plus = rowsOf('r', '1', 'from new_rows r where 1 = 1');
  const offices = `from old_rows o join new_rows nw on nw.id = o.id
    join applications a on a.enquiry = nw.id where o."officeId" <> nw."officeId"`;
  const on = ([name, table]: string[], op: string, fn: string, refs: string) =>
    `create trigger ${name} after ${op} on ${table} referencing ${refs}
     for each statement execute function ${fn}()`;
  const both = 'old table as old_rows new table as new_rows';
  return [
    `create function commission_groups_delta() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then ${append(plus)}
       elsif tg_op = 'DELETE' then ${append(minus)}
       else ${append(`${minus} union all ${plus}`)}
       end if;
       return null;
     end $$`,
    `create function commission_groups_office() returns trigger language plpgsql as $$
     begin ${append(moved('a', 'o', 'nw', offices))} return null; end $$`,
    on(TRIGGERS[0]!, 'INSERT', 'commission_groups_delta', 'new table as new_rows'),
    on(TRIGGERS[1]!, 'UPDATE', 'commission_groups_delta', both),
    on(TRIGGERS[2]!, 'DELETE', 'commission_groups_delta', 'old table as old_rows'),
    on(TRIGGERS[3]!, 'UPDATE', 'commission_groups_office', both),
  ];
};

/** The triggers that keep the groups (a bulk load may drop them, load, regroup, recreate). */
export async function createCommissionTriggers(db: Db): Promise<void> {
  for (const ddl of isPg(db) ? pgTriggers() : sqliteTriggers()) await sql.raw(ddl).execute(db);
}

export async function dropCommissionTriggers(db: Db): Promise<void> {
  const pg = isPg(db);
  for (const [name, table] of TRIGGERS)
    await sql.raw(`drop trigger ${name}${pg ? ` on ${table}` : ''}`).execute(db);
  if (pg) {
    await sql.raw('drop function commission_groups_delta()').execute(db);
    await sql.raw('drop function commission_groups_office()').execute(db);
  }
}

/**
 * PostgreSQL: the deltas summed back into one row per group. One statement deletes the rows it
 * sums and inserts their total, so a reader sees either the deltas or their sum, never both.
 */
export async function foldCommissionGroups(db: Db): Promise<void> {
  await sql
    .raw(`with gone as (delete from commission_groups returning *) ${append('select * from gone')}`)
    .execute(db);
}

/** Every group worked out again from the applications (backfill, and after bulk loads). */
export async function regroupCommission(db: Db): Promise<void> {
  await sql`delete from commission_groups`.execute(db);
  await sql.raw(append(rowsOf('r', '1', 'from applications r where 1 = 1'))).execute(db);
}

export async function up(db: Db): Promise<void> {
  const pg = isPg(db);
  const text = pg ? 'text collate "C"' : 'text';
  const columns = `"officeId" ${text} not null, owner ${text} not null, intake ${text} not null,
    college ${text} not null, stage ${text} not null, currency ${text} not null,
    tuition double precision not null, invoiced integer not null, received integer not null,
    n bigint not null, "invoicedFine" bigint not null, "receivedFine" bigint not null`;
  // PostgreSQL keeps several delta rows per group (no primary key); SQLite exactly one.
  await sql
    .raw(
      pg
        ? `create table commission_groups (${columns})`
        : `create table commission_groups (${columns}, primary key (${KEY})) without rowid`,
    )
    .execute(db);
  if (pg)
    await sql.raw(`create index commission_groups_key on commission_groups (${KEY})`).execute(db);
  await regroupCommission(db);
  await createCommissionTriggers(db);
}

export async function down(db: Db): Promise<void> {
  await dropCommissionTriggers(db);
  await sql`drop table commission_groups`.execute(db);
}
