import { sql } from 'kysely';
import type { MoneySummary, MoneySummaryQuery } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { inBase, rateBook } from '../../lib/money/in-base';
import { fullName } from '../../lib/names';
import { scopeOffice } from '../../lib/scope/offices';
import { monthStart } from '../dashboard/calendar';
import { createMoneySettings } from './money.settings';
import { commissionSummary } from './money.commission';
import { aged, byCounsellor, byMonthAndOffice, perCurrency, type Period } from './money.sums';

/*
 * GET /money/summary: student fees received in a period (by month, office and the student's
 * counsellor) and what is still owed, aged by days past due; per currency, and in the base
 * currency only through dated rates. The office scope narrows both where the query is built.
 * Commission from colleges comes beside them, worked out alike (money.commission.ts).
 */
const today = () => new Date().toISOString().slice(0, 10);

/** The period asked for; the twelve months to today unless given. */
export function periodOf(q: { from?: string; to?: string; asOf?: string }): Period {
  const to = q.to ?? today();
  const from = q.from ?? monthStart(to, -11);
  if (from > to) {
    const message = 'From must be on or before To';
    throw badRequest(message, { from: message });
  }
  return { from, to, asOf: q.asOf ?? today() };
}

/** Invoices with their student, in the viewer's offices (and the one asked for). */
export const scopedInvoices = (db: Db) =>
  scopeOffice(
    db.selectFrom('invoices as i').innerJoin('enquiries as e', 'e.id', 'i.enquiryId'),
    'e.officeId',
  );

/** Payments in the period, summed per day, office, counsellor and currency. */
const receivedRows = (db: Db, p: Period) =>
  scopedInvoices(db)
    .innerJoin('payments as p', 'p.invoiceId', 'i.id')
    .leftJoin('offices as o', 'o.id', 'e.officeId')
    .leftJoin('users as u', 'u.id', 'e.assignedTo')
    .where('p.date', '>=', p.from)
    .where('p.date', '<=', p.to)
    .groupBy(['p.date', 'e.officeId', 'o.name', 'e.assignedTo', 'u.fname', 'u.lname'])
    .groupBy('i.currency')
    .select(['p.date as day', 'e.officeId', 'o.name as officeName', 'e.assignedTo'])
    .select(['u.fname', 'u.lname', 'i.currency'])
    .select(sql<number | string>`sum(p.amount)`.as('minor'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .execute();
type Received = Awaited<ReturnType<typeof receivedRows>>[number];

/** What is still owed, per instalment due date and currency. */
const owedRows = (db: Db) =>
  scopedInvoices(db)
    .innerJoin('invoice_instalments as p', 'p.invoiceId', 'i.id')
    .whereRef('p.paid', '<', 'p.amount')
    .groupBy(['p.due', 'i.currency'])
    .select(['p.due', 'i.currency'])
    .select(sql<number | string>`sum(p.amount - p.paid)`.as('minor'))
    .execute();

function receivedOf(rows: readonly Received[]) {
  const lines = rows.map((r) => ({
    r,
    n: Number(r.n),
    amount: { currency: r.currency, day: r.day, minor: Number(r.minor) },
  }));
  return {
    amounts: lines.map((l) => l.amount),
    ...byMonthAndOffice(lines),
    byCounsellor: byCounsellor(
      lines.map(({ r, amount, n }) => ({
        key: { counsellor: r.assignedTo, counsellorName: fullName(r.fname, r.lname) },
        id: r.assignedTo ?? '',
        amount,
        n,
      })),
    ),
  };
}

export async function moneySummary(db: Db, q: MoneySummaryQuery): Promise<MoneySummary> {
  const p = periodOf(q);
  const [settings, received, owed, rates] = await Promise.all([
    createMoneySettings(db).get(),
    receivedRows(db, p),
    owedRows(db),
    db.selectFrom('money_rates').select(['currency', 'date', 'rate', 'base']).execute(),
  ]);
  const base = settings.baseCurrency;
  // A rate entered against an earlier base currency says nothing about this one.
  const book = rateBook(rates.filter((r) => r.base === base));
  const { amounts, ...by } = receivedOf(received);
  const owing = owed.map((o) => ({
    due: o.due,
    amount: { currency: o.currency, day: p.asOf, minor: Number(o.minor) },
  }));
  const owedAmounts = owing.map((o) => o.amount);
  return {
    ...p,
    baseCurrency: base,
    commission: await commissionSummary(db, p, base, book),
    received: { ...by, totals: perCurrency(amounts), inBase: inBase(amounts, base, book) },
    outstanding: {
      byAge: aged(owing, p.asOf),
      totals: perCurrency(owedAmounts),
      inBase: inBase(owedAmounts, base, book),
    },
  };
}
