import {
  AT_INVOICE,
  OWED,
  RECEIVED,
  owedOf,
  receivedOf,
  upsert,
  type Kept,
  type Place,
} from './money-sums-sql';

/*
 * The triggers that keep the money summary's sums (migration 064) in every writing
 * transaction: a payment or instalment written, an invoice written or moved to another student
 * (a merge) or currency, a student moved to another office or owner, a student or invoice
 * deleted. `head` starts the FROM clause with the row `r` being counted.
 */
type Parts = (w: string, r: string, head: string) => [Kept, string][];
const byInvoice = (r: string) =>
  `join invoices i on i.id = ${r}."invoiceId" join enquiries e on e.id = i."enquiryId"`;

const PAYMENT: Parts = (w, r, head) => [
  [RECEIVED, receivedOf(w, r, AT_INVOICE, `${head} ${byInvoice(r)}`)],
];
const INSTALMENT: Parts = (w, r, head) => [
  [OWED, owedOf(w, r, AT_INVOICE, `${head} ${byInvoice(r)}`)],
];
const INVOICE: Parts = (w, r, head) => {
  const at: Place = { office: 'e."officeId"', owner: 'e."assignedTo"', currency: `${r}.currency` };
  const student = `${head} join enquiries e on e.id = ${r}."enquiryId"`;
  return [
    [RECEIVED, receivedOf(w, 'p', at, `${student} join payments p on p."invoiceId" = ${r}.id`)],
    [OWED, owedOf(w, 's', at, `${student} join invoice_instalments s on s."invoiceId" = ${r}.id`)],
  ];
};
const STUDENT: Parts = (w, r, head) => {
  const at: Place = {
    office: `${r}."officeId"`,
    owner: `${r}."assignedTo"`,
    currency: 'i.currency',
  };
  const invoices = `${head} join invoices i on i."enquiryId" = ${r}.id`;
  return [
    [RECEIVED, receivedOf(w, 'p', at, `${invoices} join payments p on p."invoiceId" = i.id`)],
    [OWED, owedOf(w, 's', at, `${invoices} join invoice_instalments s on s."invoiceId" = i.id`)],
  ];
};

/** When row `o` became `n` in a way that moves money (`not`: the dialect's "is distinct from"). */
type Moved = (o: string, n: string, not: string) => string;
/** A watched table, the columns whose change moves money, and (by key) when a row moved. */
export type Source = {
  name: string;
  table: string;
  columns: string;
  parts: Parts;
  moved?: Moved;
  /** False where a new row has no money under it yet (a new student has no invoice). */
  inserts?: false;
};
export const SOURCES: Source[] = [
  { name: 'payment', table: 'payments', columns: 'date, amount, "invoiceId"', parts: PAYMENT },
  {
    name: 'instalment',
    table: 'invoice_instalments',
    columns: 'due, amount, paid, "invoiceId"',
    parts: INSTALMENT,
  },
  {
    name: 'invoice',
    table: 'invoices',
    columns: '"enquiryId", currency',
    parts: INVOICE,
    moved: (o, n, not) =>
      `(${o}."enquiryId", ${o}.currency) ${not} (${n}."enquiryId", ${n}.currency)`,
  },
  {
    name: 'student',
    table: 'enquiries',
    columns: '"officeId", "assignedTo"',
    parts: STUDENT,
    inserts: false,
    moved: (o, n, not) =>
      `(${o}."officeId", ${o}."assignedTo") ${not} (${n}."officeId", ${n}."assignedTo")`,
  },
];
export const triggerName = (s: Source, op: string) => `money_sums_${s.name}_${op}`;

/** Every part of `minus` taken away and of `plus` added, one statement per kept table. */
export const both = (
  write: (k: Kept, rows: string) => string,
  minus: [Kept, string][],
  plus: [Kept, string][],
) => minus.map(([k, rows], i) => write(k, `${rows} union all ${plus[i]![1]}`)).join('\n');
export const each = (write: (k: Kept, rows: string) => string, parts: [Kept, string][]) =>
  parts.map(([k, rows]) => write(k, rows)).join('\n');

/* SQLite: per row; its one writer needs no locks. */
const ONE = 'from (select 1) one';
export const sqliteTriggers = (s: Source) => {
  const moved = s.moved?.('old', 'new', 'is not');
  const insert = `create trigger ${triggerName(s, 'insert')} after insert on ${s.table}
     begin ${each(upsert, s.parts('1', 'new', ONE))} end`;
  return [
    ...(s.inserts === false ? [] : [insert]),
    `create trigger ${triggerName(s, 'delete')} after delete on ${s.table}
     begin ${each(upsert, s.parts('-1', 'old', ONE))} end`,
    `create trigger ${triggerName(s, 'update')} after update of ${s.columns} on ${s.table}
     ${moved ? `when ${moved}` : ''}
     begin ${both(upsert, s.parts('-1', 'old', ONE), s.parts('1', 'new', ONE))} end`,
  ];
};
