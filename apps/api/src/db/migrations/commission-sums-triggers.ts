import type { Kysely } from 'kysely';
import { append, recount, rowsOf, upsert } from './commission-sums-sql';

/*
 * The triggers of migration 066's kept sums of the reckoned commission: on applications (each
 * written row's sums added and taken away), and on rules, colleges and countries (the rows of
 * the colleges they touch counted afresh).
 */
type Db = Kysely<unknown>;

const WATCHED = `"officeId", college, intake, stage, "assignedTo", currency, tuition, "deletedAt",
  "commissionInvoicedDate", "commissionInvoicedAmount", "commissionReceivedDate",
  "commissionReceivedAmount"`;
/** A one-row `from` through which a SQLite trigger's `new`/`old` row is read. */
const ONE = '(select 1) one';

/**
 * The tables whose writes rewrite colleges' rows: the columns that matter, and which colleges a
 * row touches (a condition on the college column given; PostgreSQL: as an array).
 */
type Rewrite = {
  table: string;
  columns: string[];
  which: (row: string) => (college: string) => string;
  pg: (row: string) => string;
};
const REWRITES: Rewrite[] = [
  {
    table: 'college_commissions',
    columns: ['college', 'type', 'value', 'currency'],
    which: (row) => (c) => `${c} = ${row}.college`,
    pg: (row) => `array[${row}.college]`,
  },
  {
    table: 'colleges',
    columns: ['id', 'country'],
    which: (row) => (c) => `${c} = ${row}.id`,
    pg: (row) => `array[${row}.id]`,
  },
  {
    table: 'countries',
    columns: ['id', 'currency'],
    which: (row) => (c) => `${c} in (select x.id from colleges x where x.country = ${row}.id)`,
    pg: (row) => `array(select x.id from colleges x where x.country = ${row}.id)`,
  },
];
const changed = (w: Rewrite, differ: string) =>
  w.columns.map((c) => `old.${c} ${differ} new.${c}`).join(' or ');

export const sqliteTriggers = (db: Db) => [
  `create trigger commission_sums_insert after insert on applications
   begin ${upsert(rowsOf(db, 'new', '1', ONE))} end`,
  `create trigger commission_sums_delete after delete on applications
   begin ${upsert(rowsOf(db, 'old', '-1', ONE))} end`,
  `create trigger commission_sums_update after update of ${WATCHED} on applications
   begin ${upsert(`${rowsOf(db, 'old', '-1', ONE)} union all ${rowsOf(db, 'new', '1', ONE)}`)} end`,
  ...REWRITES.flatMap((w) => [
    `create trigger commission_sums_${w.table}_insert after insert on ${w.table}
     begin ${recount(db, w.which('new')).join(' ')} end`,
    `create trigger commission_sums_${w.table}_delete after delete on ${w.table}
     begin ${recount(db, w.which('old')).join(' ')} end`,
    `create trigger commission_sums_${w.table}_update after update on ${w.table}
     when ${changed(w, 'is not')}
     begin ${[...recount(db, w.which('old')), ...recount(db, w.which('new'))].join(' ')} end`,
  ]),
];

const PG_APPLICATION = [
  ['insert', 'new table as new_rows'],
  ['update', 'old table as old_rows new table as new_rows'],
  ['delete', 'old table as old_rows'],
] as const;

export const pgTriggers = (db: Db) => {
  const minus = rowsOf(db, 'a', '-1', 'old_rows a');
  const plus = rowsOf(db, 'a', '1', 'new_rows a');
  const rewrite = (colleges: string) => `perform commission_sums_recount(${colleges});`;
  const row = (w: Rewrite, op: string, body: string, when = '') => [
    `create function commission_sums_${w.table}_${op}() returns trigger language plpgsql as $$
     begin ${body} return null; end $$`,
    `create trigger commission_sums_${w.table}_${op} after ${op} on ${w.table}
     for each row ${when} execute function commission_sums_${w.table}_${op}()`,
  ];
  return [
    `create function commission_sums_delta() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then ${append(plus)}
       elsif tg_op = 'DELETE' then ${append(minus)}
       else ${append(`${minus} union all ${plus}`)}
       end if;
       return null;
     end $$`,
    `create function commission_sums_recount(cs text[]) returns void language plpgsql as $$
     begin
       lock table commission_sums in share row exclusive mode;
       ${recount(db, (c) => `${c} = any(cs)`).join('\n')}
     end $$`,
    ...PG_APPLICATION.map(
      ([op, refs]) => `create trigger commission_sums_${op} after ${op} on applications
       referencing ${refs} for each statement execute function commission_sums_delta()`,
    ),
    ...REWRITES.flatMap((w) => [
      ...row(w, 'insert', rewrite(w.pg('new'))),
      ...row(w, 'delete', rewrite(w.pg('old'))),
      ...row(
        w,
        'update',
        rewrite(w.pg('old')) + rewrite(w.pg('new')),
        `when (${changed(w, 'is distinct from')})`,
      ),
    ]),
  ];
};

export const TRIGGERS = [
  ...['insert', 'update', 'delete'].map((op) => [`commission_sums_${op}`, 'applications']),
  ...REWRITES.flatMap((w) =>
    ['insert', 'update', 'delete'].map((op) => [`commission_sums_${w.table}_${op}`, w.table]),
  ),
];
