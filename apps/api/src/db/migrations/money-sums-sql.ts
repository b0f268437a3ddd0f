/*
 * The statements that work out the money summary's kept sums (migration 064), shared by its
 * triggers, its recount and PostgreSQL's fold. A payment counts towards the day it was received,
 * its invoice's student's office and counsellor ('' for none) and its invoice's currency; an
 * instalment's unpaid part towards that office, its due day and that currency. Each row of
 * either table is a signed contribution: `minor` in the currency's minor unit, `n` the payments
 * (or owing instalments) it counts.
 */

/** Where a row's money is kept: expressions for its student's office and owner and its currency. */
export type Place = { office: string; owner: string; currency: string };
/** A payment's or instalment's invoice and student, looked up by key. */
export const AT_INVOICE: Place = {
  office: 'e."officeId"',
  owner: 'e."assignedTo"',
  currency: 'i.currency',
};

export const RECEIVED_KEY = ['day', 'officeId', 'counsellor', 'currency'];
export const OWED_KEY = ['officeId', 'due', 'currency'];

/** Payment `p`'s contribution (weight `w`: 1 added, -1 taken away), from `from`. */
export const receivedOf = (w: string, p: string, at: Place, from: string) =>
  `select ${p}.date as day, ${at.office} as "officeId", coalesce(${at.owner}, '') as counsellor,
     ${at.currency} as currency, ${w} * ${p}.amount as minor, ${w} as n ${from}`;

/** Instalment `s`'s unpaid part: what the summary ages (one paid in full, or over, owes nothing). */
export const owedOf = (w: string, s: string, at: Place, from: string) =>
  `select ${at.office} as "officeId", ${s}.due as due, ${at.currency} as currency,
     case when ${s}.paid < ${s}.amount then ${w} * (${s}.amount - ${s}.paid) else 0 end as minor,
     case when ${s}.paid < ${s}.amount then ${w} else 0 end as n ${from}`;

export type Kept = { table: 'money_received' | 'money_owed'; key: string[] };
export const RECEIVED: Kept = { table: 'money_received', key: RECEIVED_KEY };
export const OWED: Kept = { table: 'money_owed', key: OWED_KEY };

const keyOf = (k: Kept) => k.key.map((c) => `"${c}"`).join(', ');
const summed = (k: Kept, rows: string) =>
  `select ${keyOf(k)}, sum(minor), sum(n) from (${rows}) c group by ${keyOf(k)}
   having sum(minor) <> 0 or sum(n) <> 0`;
const into = (k: Kept) => `insert into ${k.table} (${keyOf(k)}, minor, n)`;

/** PostgreSQL: the contributions appended as they are (no row shared between writers). */
export const append = (k: Kept, rows: string) => `${into(k)} ${summed(k, rows)};`;

/** SQLite (one writer): the contributions added to the one row of each key. */
export const upsert = (k: Kept, rows: string) => `${into(k)} ${summed(k, rows)}
  on conflict (${keyOf(k)}) do update set minor = ${k.table}.minor + excluded.minor,
    n = ${k.table}.n + excluded.n;`;

/** Every payment and instalment counted afresh from the tables (backfill, after bulk loads). */
export const RECOUNT: [Kept, string][] = [
  [
    RECEIVED,
    receivedOf(
      '1',
      'p',
      AT_INVOICE,
      `from payments p join invoices i on i.id = p."invoiceId" join enquiries e on e.id = i."enquiryId"`,
    ),
  ],
  [
    OWED,
    owedOf(
      '1',
      's',
      AT_INVOICE,
      `from invoice_instalments s join invoices i on i.id = s."invoiceId"
       join enquiries e on e.id = i."enquiryId"`,
    ),
  ],
];

/** PostgreSQL: each key's deltas summed into one row, deleted and added in one statement. */
export const fold = (k: Kept) =>
  `with gone as (delete from ${k.table} returning *) ${append(k, 'select * from gone')}`;
