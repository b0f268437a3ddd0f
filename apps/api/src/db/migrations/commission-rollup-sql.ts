import { sql, type Kysely } from 'kysely';
import { statusOf } from '../commission-reckoning';
import { VALUES } from './commission-sums-sql';

/*
 * The SQL of migration 070's rollup of the kept commission sums: `commission_sums` summed again
 * without the owner and with the stage's status instead of the stage. A row is the sum of the
 * sums of one (office, intake, college, currency, status); the status ('' once closed) is what
 * the summary groups by, worked out from the row's invoiced and received and its stage's phase.
 * Kept by triggers on `commission_sums` (each of its writes a delta to pass on) and counted
 * afresh when a stage is added, removed or its phase changed.
 */
type Db = Kysely<unknown>;
export const ROLLUP_KEY_COLUMNS = ['officeId', 'intake', 'college', 'currency', 'status'] as const;
const KEY = ROLLUP_KEY_COLUMNS.map((c) => `"${c}"`).join(', ');
const ALL = [...ROLLUP_KEY_COLUMNS, ...VALUES].map((c) => `"${c}"`).join(', ');

function statusText(db: Db, k: string) {
  const status = statusOf(sql.raw(`${k}.received = 1`), sql.raw(`${k}.invoiced = 1`));
  const c = sql`coalesce(${status}, '')`.compile(db);
  if (c.parameters.length) throw new Error('the status must compile to plain SQL');
  return c.sql;
}

/**
 * Rows (key…, values…) of the kept sums `k` of `from` (a table or transition table; a SQLite
 * trigger's `old`/`new` through a one-row `from`), each counted `weight` times.
 */
export function rollupRowsOf(db: Db, k: string, weight: string, from: string) {
  const values = VALUES.map((v) => `${weight} * ${k}."${v}" as "${v}"`).join(', ');
  return `select ${k}."officeId" as "officeId", ${k}.intake as intake, ${k}.college as college,
      ${k}.currency as currency, ${statusText(db, k)} as status, ${values}
    from ${from} join application_stages s on s.key = ${k}.stage`;
}

const summed = (rows: string) => `select ${KEY}, ${VALUES.map((v) => `sum("${v}")`).join(', ')}
  from (${rows}) d group by ${KEY}
  having ${VALUES.map((v) => `sum("${v}") <> 0`).join(' or ')}`;
const INTO = `insert into commission_rollup (${ALL})`;
/** SQLite: one row per key, added to. */
export const rollupUpsert = (rows: string) => `${INTO} ${summed(rows)}
  on conflict (${KEY}) do update set
  ${VALUES.map((v) => `"${v}" = commission_rollup."${v}" + excluded."${v}"`).join(', ')};`;
/** PostgreSQL: signed deltas appended, summed when read and folded now and then. */
export const rollupAppend = (rows: string) => `${INTO} ${summed(rows)};`;

/** Every row counted afresh from the kept sums. */
export const rollupRecount = (db: Db) => [
  'delete from commission_rollup;',
  rollupAppend(rollupRowsOf(db, 'k', '1', 'commission_sums k')),
];
export const rollupFold = `with gone as (delete from commission_rollup returning *) ${rollupAppend('select * from gone')}`;
