import { sql, type Kysely } from 'kysely';
import type { Dialect } from './seed-sql';

/*
 * The agency's money at scale, on top of the applications (seed-applications.ts):
 * - commission claims: the enrolled applications of colleges with a rule whose commission was
 *   not recorded by hand make one claim per college and office, sent; a third of the lines
 *   paid, a third half paid, one payment per claim that was paid anything;
 * - student fees: 1 enquiry in 10 has an invoice (GBP, INR or AUD) of one line in two
 *   instalments a month apart; half paid in full (two payments), half only the first
 *   instalment, so the second instalments owed age over every band; reminders already sent.
 */
type Span = { end: number; span: number };

/** The application's number (its id is 'a' and the zero-padded n * 3 + r). */
const appNo = (pg: boolean) => `cast(substr(a.id, 2) as ${pg ? 'bigint' : 'integer'})`;

async function claims(db: Kysely<unknown>, pg: boolean, d: Dialect) {
  const run = (text: string) => sql.raw(text).execute(db);
  const at = `'2026-03-01T09:00:00.000Z'`;
  const claimId = `'claim-' || a.college || '-' || e."officeId"`;
  const part = `${appNo(pg)} % 3`;
  await run(`insert into claim_lines (id, "createdAt", "updatedAt", "claimId", position, "applicationId",
      "enquiryId", "courseId", "intakeId", instalment, share, tuition, amount, paid, credited)
    select 'cl-' || a.id, ${at}, ${at}, ${claimId},
      row_number() over (partition by ${claimId} order by a.id), a.id, a.enquiry, a.course, a.intake,
      1, '100', a.tuition, a.tuition * 15, case ${part} when 0 then a.tuition * 15
        when 1 then a.tuition * 15 / 2 else 0 end, 0
    from applications a
      join enquiries e on e.id = a.enquiry
      join college_commissions r on r.college = a.college
    where a.stage = 'enrolled' and a."deletedAt" is null and a."commissionInvoicedDate" is null`);
  await run(`insert into claims (id, "createdAt", "updatedAt", number, college, "officeId", currency,
      status, total, paid, credited, charges, "sentAt")
    select c.id, ${at}, ${at}, 'CL-2026-' || ${d.pad('row_number() over (order by c.id)', 4)},
      c.college, c."officeId", c.currency,
      case when c.paid = 0 then 'sent' when c.paid < c.total then 'part-paid' else 'paid' end,
      c.total, c.paid, 0, 0, ${at}
    from (select l."claimId" as id, min(a.college) as college, min(e."officeId") as "officeId",
        min(a.currency) as currency, sum(l.amount) as total, sum(l.paid) as paid
      from claim_lines l join applications a on a.id = l."applicationId"
        join enquiries e on e.id = a.enquiry
      group by l."claimId") c`);
  await run(`insert into claim_payments (id, "createdAt", "updatedAt", "claimId", amount, charges,
      "receivedAt", rate, base, "baseAmount")
    select 'cp-' || id, ${at}, ${at}, id, paid, 0, '2026-04-15', '1', currency, paid
    from claims where paid > 0`);
}

async function fees(db: Kysely<unknown>, d: Dialect, rows: number, { end, span }: Span) {
  const run = (text: string) => sql.raw(text).execute(db);
  const day = (offset: string) => `substr(${d.iso(`at + (${offset}) * 86400`)}, 1, 10)`;
  const base = `(select n, ${end - span} + n * ${span / rows} as at, 40000 + (n % 5) * 10000 as total,
      ${d.pick(['GBP', 'INR', 'AUD'], 'n % 3')} as currency from ${d.series(rows)} where n % 10 = 3) s`;
  const inv = `'inv-' || ${d.pad('n', 9)}`;
  const stamp = d.iso('at');
  await run(`insert into invoices (id, "createdAt", "updatedAt", number, "enquiryId", currency, issued,
      due, net, tax, total, paid)
    select ${inv}, ${stamp}, ${stamp}, 'INV-B-' || ${d.pad('n', 9)}, 'e' || ${d.pad(`(n * 7919) % ${rows}`, 9)},
      currency, ${day('0')}, ${day('30')}, total, 0, total,
      case n % 4 when 3 then total when 1 then total / 2 else 0 end
    from ${base}`);
  await run(`insert into invoice_lines ("invoiceId", position, description, unit, quantity, "taxRate", net, tax, total)
    select ${inv}, 1, 'Application service', total, 1, '0', total, 0, total from ${base}`);
  await run(`insert into invoice_instalments ("invoiceId", position, due, amount, paid)
    select ${inv}, k + 1, ${day('30 + k * 30')}, total / 2,
      case when n % 4 = 3 or (n % 4 = 1 and k = 0) then total / 2 else 0 end
    from ${base} cross join (select 0 as k union all select 1) ks`);
  await run(`insert into payments (id, "createdAt", "updatedAt", "receiptNumber", "invoiceId", method,
      amount, date)
    select 'pay-' || ${d.pad('n', 9)} || '-' || k, ${stamp}, ${stamp}, 'RC-B-' || ${d.pad('n', 9)} || '-' || k,
      ${inv}, 'bank', total / 2, ${day('20 + k * 30')}
    from ${base} cross join (select 0 as k union all select 1) ks
    where n % 4 = 3 or (n % 4 = 1 and k = 0)`);
  // Their reminders went when they fell due: a database that grew to this size has them, and
  // the app would otherwise mail every seeded student at start, through the whole run.
  await run(`insert into invoice_reminders ("invoiceId", position, kind, "sentAt")
    select "invoiceId", position, kind, '2026-06-15T00:00:00.000Z' from invoice_instalments
    cross join (select 'before' as kind union all select 'after') ks where paid < amount`);
}

export async function seedMoney(
  db: Kysely<unknown>,
  d: Dialect,
  pg: boolean,
  rows: number,
  span: Span,
  step: <T>(name: string, work: () => Promise<T>) => Promise<T>,
) {
  await step('claims', () => claims(db, pg, d));
  await step('invoices', () => fees(db, d, rows, span));
}
