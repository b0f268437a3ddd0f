import { sql, type Kysely } from 'kysely';
import { FINE, reckoned } from '../commission-reckoning';

/*
 * The SQL of migration 066's kept sums of the reckoned commission. A row is the sum over the
 * live applications of one (office, owner, intake, college, stage, commission currency,
 * invoiced, received): their count, how many have an expected amount (`priced`), the expected
 * amounts in whole minor units of the currency, and the hand-recorded amounts in FINE units.
 * The tuition is not in the key (each application's expected amount is reckoned when it is
 * written), so the rows are about a tenth of `commission_groups`'; the price is that a rule, a
 * college's country or a country's currency changed rewrites that college's (or country's
 * colleges') rows.
 */
type Db = Kysely<unknown>;
export const KEY_COLUMNS = [
  'officeId',
  'owner',
  'intake',
  'college',
  'stage',
  'currency',
  'invoiced',
  'received',
] as const;
export const VALUES = ['n', 'priced', 'expectedMinor', 'invoicedFine', 'receivedFine'] as const;
export const KEY = KEY_COLUMNS.map((c) => `"${c}"`).join(', ');
const ALL = [...KEY_COLUMNS, ...VALUES].map((c) => `"${c}"`).join(', ');

const filled = (column: string) => `case when coalesce(${column}, '') <> '' then 1 else 0 end`;
const fine = (column: string) => `cast(floor(coalesce(${column}, 0) * ${FINE} + 0.5) as bigint)`;

/** The commission's currency and expected minor units of application row `a` as SQL text,
 * from the one reckoning the reports use, joined to its rule `r` and country `co`. */
function reckoningOf(db: Db, a: string) {
  const x = reckoned({
    currency: sql.raw(`${a}.currency`),
    tuition: sql.raw(`${a}.tuition`),
    received: sql.raw('1 = 0'),
    invoiced: sql.raw('1 = 0'),
  });
  const text = (b: typeof x.currency | typeof x.expectedMinor) => {
    const c = b.compile(db);
    if (c.parameters.length) throw new Error('the reckoning must compile to plain SQL');
    return c.sql;
  };
  return { currency: text(x.currency), expected: text(x.expectedMinor) };
}

/**
 * Rows (key…, values…) for the live applications `a` of `from` (a table, `old`/`new` in a
 * SQLite trigger through a one-row `from`), each counted `weight` times (-1 takes it away).
 */
export function rowsOf(db: Db, a: string, weight: string, from: string, where = '1 = 1') {
  const r = reckoningOf(db, a);
  const expected = `cast(coalesce(${r.expected}, 0) as bigint)`;
  return `select coalesce(${a}."officeId", '') as "officeId", coalesce(${a}."assignedTo", '') as owner,
      coalesce(${a}.intake, '') as intake, ${a}.college as college, ${a}.stage as stage,
      coalesce(${r.currency}, '') as currency,
      ${filled(`${a}."commissionInvoicedDate"`)} as invoiced,
      ${filled(`${a}."commissionReceivedDate"`)} as received,
      ${weight} as n, ${weight} * (case when ${r.expected} is null then 0 else 1 end) as priced,
      ${weight} * ${expected} as "expectedMinor",
      ${weight} * ${fine(`${a}."commissionInvoicedAmount"`)} as "invoicedFine",
      ${weight} * ${fine(`${a}."commissionReceivedAmount"`)} as "receivedFine"
    from ${from}
      left join colleges c on c.id = ${a}.college
      left join countries co on co.id = c.country
      left join college_commissions r on r.college = ${a}.college
    where ${a}."deletedAt" is null and ${where}`;
}

const summed = (rows: string) => `select ${KEY}, ${VALUES.map((v) => `sum("${v}")`).join(', ')}
  from (${rows}) d group by ${KEY}
  having ${VALUES.map((v) => `sum("${v}") <> 0`).join(' or ')}`;
const INTO = `insert into commission_sums (${ALL})`;
/** SQLite: one row per key, added to. */
export const upsert = (rows: string) => `${INTO} ${summed(rows)}
  on conflict (${KEY}) do update set
  ${VALUES.map((v) => `"${v}" = commission_sums."${v}" + excluded."${v}"`).join(', ')};`;
/** PostgreSQL: signed deltas appended, summed when read and folded now and then. */
export const append = (rows: string) => `${INTO} ${summed(rows)};`;

/** The rows of the colleges `which` picks (a condition on the column it is given), afresh. */
export const recount = (db: Db, which: (college: string) => string) => [
  `delete from commission_sums where ${which('college')};`,
  append(rowsOf(db, 'a', '1', 'applications a', which('a.college'))),
];
export const fold = `with gone as (delete from commission_sums returning *) ${append('select * from gone')}`;
