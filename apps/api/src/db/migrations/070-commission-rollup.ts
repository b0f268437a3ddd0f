import { sql, type Kysely } from 'kysely';
import { isPg } from './016-search-docs';
import {
  ROLLUP_KEY_COLUMNS,
  rollupAppend,
  rollupFold,
  rollupRecount,
  rollupRowsOf,
  rollupUpsert,
} from './commission-rollup-sql';
import { VALUES } from './commission-sums-sql';

/*
 * A rollup of the kept commission sums (docs/DECISIONS.md, "The commission summary from a
 * smaller kept table"): the summary, for a viewer who does not ask for one owner's, read every
 * row of `commission_sums` (office, owner, intake, college, stage, currency, invoiced, received)
 * to sum them by intake, college, currency and status. This table holds those sums per office
 * (to scope a manager's view), intake, college, currency and status: the owner's rows summed
 * together and the stage replaced by the status it gives.
 *
 * Kept by triggers on `commission_sums` itself, each of its writes passed on as a delta (SQLite:
 * one row per key upserted; PostgreSQL: deltas appended per statement, folded with the sums), and
 * counted afresh from `commission_sums` when a stage is added, removed or its phase or key
 * changed (rare Settings writes). PostgreSQL's recount takes the table in `share row exclusive`
 * mode first, so it waits for the writers that appended deltas reckoned with the old phase, and
 * a writer that comes after it waits for its commit and then reads the new phase.
 */
type Db = Kysely<unknown>;
const ONE = '(select 1) one';
const STAGE_CHANGED = `old.key is distinct from new.key or old.phase is distinct from new.phase`;
const PG_OPS = [
  ['insert', 'new table as new_rows'],
  ['update', 'old table as old_rows new table as new_rows'],
  ['delete', 'old table as old_rows'],
] as const;

const sqliteTriggers = (db: Db) => [
  `create trigger commission_rollup_insert after insert on commission_sums
   begin ${rollupUpsert(rollupRowsOf(db, 'new', '1', ONE))} end`,
  `create trigger commission_rollup_delete after delete on commission_sums
   begin ${rollupUpsert(rollupRowsOf(db, 'old', '-1', ONE))} end`,
  `create trigger commission_rollup_update after update on commission_sums
   begin ${rollupUpsert(`${rollupRowsOf(db, 'old', '-1', ONE)} union all ${rollupRowsOf(db, 'new', '1', ONE)}`)} end`,
  `create trigger commission_rollup_stages_insert after insert on application_stages
   begin ${rollupRecount(db).join(' ')} end`,
  `create trigger commission_rollup_stages_delete after delete on application_stages
   begin ${rollupRecount(db).join(' ')} end`,
  `create trigger commission_rollup_stages_update after update on application_stages
   when ${STAGE_CHANGED.replaceAll('is distinct from', 'is not')}
   begin ${rollupRecount(db).join(' ')} end`,
];

const pgTriggers = (db: Db) => {
  const minus = rollupRowsOf(db, 'k', '-1', 'old_rows k');
  const plus = rollupRowsOf(db, 'k', '1', 'new_rows k');
  return [
    `create function commission_rollup_delta() returns trigger language plpgsql as $$
     begin
       if tg_op = 'INSERT' then ${rollupAppend(plus)}
       elsif tg_op = 'DELETE' then ${rollupAppend(minus)}
       else ${rollupAppend(`${minus} union all ${plus}`)}
       end if;
       return null;
     end $$`,
    `create function commission_rollup_recount() returns trigger language plpgsql as $$
     begin
       lock table commission_rollup in share row exclusive mode;
       ${rollupRecount(db).join('\n')}
       return null;
     end $$`,
    ...PG_OPS.map(
      ([op, refs]) => `create trigger commission_rollup_${op} after ${op} on commission_sums
       referencing ${refs} for each statement execute function commission_rollup_delta()`,
    ),
    ...['insert', 'delete'].map(
      (op) => `create trigger commission_rollup_stages_${op} after ${op} on application_stages
       for each statement execute function commission_rollup_recount()`,
    ),
    `create trigger commission_rollup_stages_update after update on application_stages
     for each row when (${STAGE_CHANGED}) execute function commission_rollup_recount()`,
  ];
};

export const ROLLUP_TRIGGERS = [
  ...['insert', 'update', 'delete'].map((op) => [`commission_rollup_${op}`, 'commission_sums']),
  ...['insert', 'update', 'delete'].map((op) => [
    `commission_rollup_stages_${op}`,
    'application_stages',
  ]),
];

/** The triggers that keep the rollup (a bulk load may drop them, load, recount, recreate). */
export async function createCommissionRollupTriggers(db: Db): Promise<void> {
  for (const ddl of isPg(db) ? pgTriggers(db) : sqliteTriggers(db)) await sql.raw(ddl).execute(db);
}

export async function dropCommissionRollupTriggers(db: Db): Promise<void> {
  const pg = isPg(db);
  for (const [name, table] of ROLLUP_TRIGGERS)
    await sql.raw(`drop trigger if exists ${name}${pg ? ` on ${table}` : ''}`).execute(db);
  if (pg)
    for (const f of ['commission_rollup_delta', 'commission_rollup_recount'])
      await sql.raw(`drop function if exists ${f}()`).execute(db);
}

/** Every row worked out again from the kept sums (backfill, and after bulk loads). */
export async function recountCommissionRollup(db: Db): Promise<void> {
  for (const statement of rollupRecount(db)) await sql.raw(statement).execute(db);
}

/** PostgreSQL: the deltas summed back into one row per key. */
export async function foldCommissionRollup(db: Db): Promise<void> {
  await sql.raw(rollupFold).execute(db);
}

export async function up(db: Db): Promise<void> {
  const pg = isPg(db);
  const text = pg ? 'text collate "C"' : 'text';
  const columns = [
    ...ROLLUP_KEY_COLUMNS.map((c) => `"${c}" ${text} not null`),
    ...VALUES.map((v) => `"${v}" bigint not null`),
  ].join(', ');
  const key = ROLLUP_KEY_COLUMNS.map((c) => `"${c}"`).join(', ');
  // PostgreSQL keeps several delta rows per key (no primary key); SQLite exactly one.
  await sql
    .raw(
      pg
        ? `create table commission_rollup (${columns})`
        : `create table commission_rollup (${columns}, primary key (${key})) without rowid`,
    )
    .execute(db);
  await recountCommissionRollup(db);
  await createCommissionRollupTriggers(db);
}

export async function down(db: Db): Promise<void> {
  await dropCommissionRollupTriggers(db);
  await sql`drop table commission_rollup`.execute(db);
}
