import {
  INVOICE_MESSAGES as M,
  type Invoice,
  type InvoiceListQuery,
  type InvoiceSummary,
} from '@studydesk/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { InvoiceRow, PaymentRow } from '../../db/schema-money';
import { notFound } from '../../lib/errors';
import { moneyOf } from '../../lib/money/money';
import { fullName } from '../../lib/names';
import { scopeViaEnquiry } from '../../lib/scope/offices';
import type { InvoiceViewer } from './invoices.access';

/** Today's date in UTC, the day an instalment falls due on. */
export const today = () => new Date().toISOString().slice(0, 10);

type Row = InvoiceRow & {
  fName: string;
  lName: string;
  overdue: number | boolean;
  nextDue: string | null;
};

const statusOf = (r: InvoiceRow) =>
  Number(r.paid) >= Number(r.total) ? 'paid' : Number(r.paid) > 0 ? 'part-paid' : 'open';

const toSummary = (r: Row): InvoiceSummary => ({
  _id: r.id,
  number: r.number,
  enquiry: r.enquiryId,
  student: fullName(r.fName, r.lName) ?? '',
  currency: r.currency,
  issued: r.issued,
  due: r.due,
  nextDue: r.nextDue ?? null,
  status: statusOf(r),
  overdue: Boolean(Number(r.overdue)),
  net: moneyOf(r.net, r.currency),
  tax: moneyOf(r.tax, r.currency),
  total: moneyOf(r.total, r.currency),
  paid: moneyOf(r.paid, r.currency),
  outstanding: moneyOf(Number(r.total) - Number(r.paid), r.currency),
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export const toReceipt = (p: PaymentRow, invoice: InvoiceRow) => ({
  _id: p.id,
  number: p.receiptNumber,
  invoice: invoice.id,
  invoiceNumber: invoice.number,
  method: p.method,
  reference: p.reference,
  amount: moneyOf(p.amount, invoice.currency),
  date: p.date,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});

/** An instalment of the invoice `i` is past its due date and not paid in full. */
const pastDue = (day: string) =>
  sql<boolean>`exists (select 1 from invoice_instalments p where p."invoiceId" = i.id and p.due < ${day} and p.paid < p.amount)`;

/** The earliest instalment of the invoice `i` not paid in full. */
const nextDue = sql<
  string | null
>`(select min(p.due) from invoice_instalments p where p."invoiceId" = i.id and p.paid < p.amount)`;

/** Invoices this viewer may read: their offices' (the scope), and a counsellor their students'. */
function base(db: Db, v: InvoiceViewer, day: string) {
  let q = db
    .selectFrom('invoices as i')
    .innerJoin('enquiries as e', 'e.id', 'i.enquiryId')
    .selectAll('i')
    .select(['e.fName', 'e.lName'])
    .select(pastDue(day).as('overdue'))
    .select(nextDue.as('nextDue'));
  q = scopeViaEnquiry(q, 'i.enquiryId');
  return v.mine ? q.where('e.assignedTo', '=', v.id) : q;
}

export function createInvoiceReads(db: Db) {
  async function list(v: InvoiceViewer, query: InvoiceListQuery & { enquiry?: string }) {
    const day = today();
    let q = base(db, v, day);
    if (query.enquiry) q = q.where('i.enquiryId', '=', query.enquiry);
    const s = query.status;
    if (s === 'paid') q = q.whereRef('i.paid', '>=', 'i.total');
    if (s === 'open') q = q.where('i.paid', '=', 0).whereRef('i.paid', '<', 'i.total');
    if (s === 'part-paid') q = q.where('i.paid', '>', 0).whereRef('i.paid', '<', 'i.total');
    if (s === 'overdue') q = q.where(pastDue(day));
    const [rows, counted] = await Promise.all([
      q
        .orderBy('i.createdAt', 'desc')
        .orderBy('i.id', 'desc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
      db
        .selectFrom(q.as('x'))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { data: rows.map((r) => toSummary(r as Row)), total: Number(counted.n) };
  }

  async function detail(v: InvoiceViewer, id: string): Promise<Invoice> {
    const r = await base(db, v, today()).where('i.id', '=', id).executeTakeFirst();
    if (!r) throw notFound(M.notFound);
    const [lines, instalments, payments] = await Promise.all([
      db
        .selectFrom('invoice_lines')
        .selectAll()
        .where('invoiceId', '=', id)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('invoice_instalments')
        .selectAll()
        .where('invoiceId', '=', id)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('payments')
        .selectAll()
        .where('invoiceId', '=', id)
        .orderBy('date')
        .orderBy('createdAt')
        .execute(),
    ]);
    const m = (minor: number | string) => moneyOf(minor, r.currency);
    return {
      ...toSummary(r),
      lines: lines.map((l) => ({
        description: l.description,
        unit: m(l.unit),
        quantity: l.quantity,
        tax: l.taxRate,
        net: m(l.net),
        taxAmount: m(l.tax),
        total: m(l.total),
      })),
      instalments: instalments.map((p) => ({
        due: p.due,
        amount: m(p.amount),
        paid: m(p.paid),
        outstanding: m(Number(p.amount) - Number(p.paid)),
      })),
      payments: payments.map((p) => toReceipt(p, r)),
    };
  }

  return { list, detail };
}
export type InvoiceReads = ReturnType<typeof createInvoiceReads>;
