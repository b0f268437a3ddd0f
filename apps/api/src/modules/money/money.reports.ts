import type { MoneySummary, MoneySummaryQuery } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { REPORT_READS } from '../../db/report-version';
import { badRequest } from '../../lib/errors';
import { keptAnswer } from '../../lib/kept-answer';
import { inBase, rateBook, type RateBook } from '../../lib/money/in-base';
import { fullName } from '../../lib/names';
import { scopeOffice } from '../../lib/scope/offices';
import { monthStart } from '../dashboard/calendar';
import { createMoneySettings } from './money.settings';
import { commissionSummary } from './money.commission';
import {
  foldMoneyLater,
  keptMoney,
  owedByDue,
  receivedByCounsellor,
  receivedByDay,
  receivedByMonth,
  type MoneySource,
} from './money.kept-sums';
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

type ByMonth = Awaited<ReturnType<typeof receivedByMonth>>[number];
type ByCounsellor = Awaited<ReturnType<typeof receivedByCounsellor>>[number];

const amountOf = (r: { currency: string; minor: number | string }, day: string) => ({
  currency: r.currency,
  day,
  minor: Number(r.minor),
});

function receivedOf(months: readonly ByMonth[], counsellors: readonly ByCounsellor[]) {
  const lines = months.map((r) => ({
    r: { ...r, day: r.month },
    n: Number(r.n),
    amount: amountOf(r, r.month),
  }));
  return {
    amounts: lines.map((l) => l.amount),
    ...byMonthAndOffice(lines),
    byCounsellor: byCounsellor(
      counsellors.map((r) => ({
        key: { counsellor: r.counsellor || null, counsellorName: fullName(r.fname, r.lname) },
        id: r.counsellor,
        amount: amountOf(r, ''),
        n: Number(r.n),
      })),
    ),
  };
}

/** How the summary gets its commission side: worked out (a recount), or kept (the route). */
export type CommissionSide = (
  db: Db,
  p: Period,
  base: string,
  book: RateBook,
) => Promise<MoneySummary['commission']>;

/**
 * The commission side kept apart from the fees, under the version of what it reads
 * (REPORT_READS): the first summary after a fee's payment works out the fees alone. `kept` is
 * the app's database, where kept answers live; `db` the report's (on PostgreSQL its own
 * transaction, a new object each time).
 */
export const keptCommission =
  (kept: Db): CommissionSide =>
  (db, p, base, book) =>
    keptAnswer(
      kept,
      ['summary-commission', p, base],
      () => commissionSummary(db, p, base, book),
      REPORT_READS['summary-commission'],
    );

export async function moneySummary(
  db: Db,
  q: MoneySummaryQuery,
  source: MoneySource = keptMoney,
  commission: CommissionSide = commissionSummary,
): Promise<MoneySummary> {
  const p = periodOf(q);
  const [settings, months, days, counsellors, owed, rates] = await Promise.all([
    createMoneySettings(db).get(),
    receivedByMonth(db, source, p),
    receivedByDay(db, source, p),
    receivedByCounsellor(db, source, p),
    owedByDue(db, source),
    db.selectFrom('money_rates').select(['currency', 'date', 'rate', 'base']).execute(),
  ]);
  const base = settings.baseCurrency;
  // A rate entered against an earlier base currency says nothing about this one.
  const book = rateBook(rates.filter((r) => r.base === base));
  const { amounts, ...by } = receivedOf(months, counsellors);
  const owing = owed.map((o) => ({
    due: o.due,
    amount: { currency: o.currency, day: p.asOf, minor: Number(o.minor) },
  }));
  const owedAmounts = owing.map((o) => o.amount);
  foldMoneyLater(db);
  return {
    ...p,
    baseCurrency: base,
    commission: await commission(db, p, base, book),
    received: {
      ...by,
      totals: perCurrency(amounts),
      inBase: inBase(
        days.map((r) => amountOf(r, r.day)),
        base,
        book,
      ),
    },
    outstanding: {
      byAge: aged(owing, p.asOf),
      totals: perCurrency(owedAmounts),
      inBase: inBase(owedAmounts, base, book),
    },
  };
}
