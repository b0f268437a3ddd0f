import { sql } from 'kysely';
import type { MoneySummary } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { inBase, type DatedAmount, type RateBook } from '../../lib/money/in-base';
import { fullName } from '../../lib/names';
import { scopeOffice } from '../../lib/scope/offices';
import { claimShares, type Share } from './claim-shares';
import {
  aged,
  byCounsellor,
  byMonthAndOffice,
  perCurrency,
  receivedBy,
  type Counted,
  type CounsellorKey,
  type Period,
} from './money.sums';

/*
 * The commission side of GET /money/summary: what colleges paid against claims in the period
 * (by month, office, the students' counsellors and college) and what claims still ask for, aged
 * by days since sent. A claim records its office, so the scope narrows the claims themselves.
 */
export const scopedClaims = (db: Db) => scopeOffice(db.selectFrom('claims as c'), 'c.officeId');

const paidIn = (db: Db, p: Period) =>
  scopedClaims(db)
    .innerJoin('claim_payments as p', 'p.claimId', 'c.id')
    .where('p.receivedAt', '>=', p.from)
    .where('p.receivedAt', '<=', p.to);

const paymentsIn = (db: Db, p: Period) =>
  paidIn(db, p)
    .leftJoin('offices as o', 'o.id', 'c.officeId')
    .leftJoin('colleges as g', 'g.id', 'c.college')
    .select(['p.id', 'p.receivedAt as day', 'p.amount', 'p.rate', 'p.base', 'c.currency'])
    .select(['c.officeId', 'o.name as officeName', 'c.college', 'g.name as collegeName'])
    .execute();
type Paid = Awaited<ReturnType<typeof paymentsIn>>[number];

/** Every payment and line of the claims paid in the period, in order: whose lines each paid. */
async function sharesOf(db: Db, p: Period) {
  const claimIds = paidIn(db, p).select('c.id');
  const [payments, lines] = await Promise.all([
    db
      .selectFrom('claim_payments')
      .where('claimId', 'in', claimIds)
      .select(['id', 'claimId', 'amount'])
      .orderBy('claimId')
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('claim_lines as l')
      .innerJoin('enquiries as e', 'e.id', 'l.enquiryId')
      .leftJoin('users as u', 'u.id', 'e.assignedTo')
      .where('l.claimId', 'in', claimIds)
      .select(['l.claimId', 'l.paid', 'e.assignedTo', 'u.fname', 'u.lname'])
      .orderBy('l.claimId')
      .orderBy('l.position')
      .execute(),
  ]);
  return claimShares<CounsellorKey>(
    payments.map((x) => ({ id: x.id, claimId: x.claimId, minor: Number(x.amount) })),
    lines.map((l) => ({
      claimId: l.claimId,
      paid: Number(l.paid),
      key: { counsellor: l.assignedTo, counsellorName: fullName(l.fname, l.lname) },
    })),
  );
}

const NOBODY: CounsellorKey = { counsellor: null, counsellorName: null };

/** Each payment's part per counsellor: one payment counts once for each, however many lines. */
function perCounsellor(shares: readonly Share<CounsellorKey>[], paid: Map<string, DatedAmount>) {
  const by = new Map<string, Counted<CounsellorKey>>();
  for (const s of shares) {
    const amount = paid.get(s.payment);
    if (!amount) continue;
    const key = s.key ?? NOBODY;
    const id = key.counsellor ?? '';
    const had = by.get(`${id}\u0000${s.payment}`);
    if (had) had.amount = { ...had.amount, minor: had.amount.minor + s.minor };
    else
      by.set(`${id}\u0000${s.payment}`, { key, id, amount: { ...amount, minor: s.minor }, n: 1 });
  }
  return [...by.values()];
}

function receivedOf(
  rows: readonly Paid[],
  shares: Share<CounsellorKey>[],
  base: string,
  book: RateBook,
) {
  const lines = rows.map((r) => {
    // A rate recorded against an earlier base currency says nothing about this one.
    const rate = r.base === base ? r.rate : undefined;
    return { r, n: 1, amount: { currency: r.currency, day: r.day, minor: Number(r.amount), rate } };
  });
  const amounts = lines.map((l) => l.amount);
  return {
    ...byMonthAndOffice(lines),
    byCounsellor: byCounsellor(
      perCounsellor(shares, new Map(lines.map((l) => [l.r.id, l.amount]))),
    ),
    byCollege: receivedBy(
      lines.map(({ r, amount, n }) => ({
        key: { college: r.college, collegeName: r.collegeName ?? '' },
        id: r.college,
        amount,
        n,
      })),
      (a, b) => a.collegeName.localeCompare(b.collegeName),
    ),
    totals: perCurrency(amounts),
    inBase: inBase(amounts, base, book),
  };
}

/** What live claims still ask for, per day sent (none: a draft) and currency. */
const askedRows = (db: Db) =>
  scopedClaims(db)
    .where('c.status', 'in', ['draft', 'sent', 'part-paid'])
    .where(sql<boolean>`c.total - c.paid - c.credited > 0`)
    .groupBy(['c.sentAt', 'c.currency'])
    .select(['c.sentAt', 'c.currency'])
    .select(sql<number | string>`sum(c.total - c.paid - c.credited)`.as('minor'))
    .execute();

export async function commissionSummary(
  db: Db,
  p: Period,
  base: string,
  book: RateBook,
): Promise<MoneySummary['commission']> {
  const [rows, shares, asked] = await Promise.all([
    paymentsIn(db, p),
    sharesOf(db, p),
    askedRows(db),
  ]);
  const owing = asked.map((a) => ({
    due: a.sentAt?.slice(0, 10) ?? null,
    amount: { currency: a.currency, day: p.asOf, minor: Number(a.minor) },
  }));
  const owed = owing.map((o) => o.amount);
  return {
    received: receivedOf(rows, shares, base, book),
    outstanding: {
      byAge: aged(owing, p.asOf),
      totals: perCurrency(owed),
      inBase: inBase(owed, base, book),
    },
  };
}
