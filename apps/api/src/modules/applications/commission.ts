import {
  MONTHS,
  type ApplicationCommission,
  type CommissionStatus,
  type CommissionSummary,
} from '@studydesk/contract';
import type { Db } from '../../db/database';

/*
 * Commission (issue 22): what an application is expected to earn, from its college's rule and
 * its tuition, and where it stands. Reckoned here, in one place, for one application and for
 * the summary alike.
 */

/** An application with what its commission is reckoned from. */
export function commissionBase(db: Db) {
  return db
    .selectFrom('applications as a')
    .innerJoin('application_stages as s', 's.key', 'a.stage')
    .leftJoin('colleges as c', 'c.id', 'a.college')
    .leftJoin('countries as co', 'co.id', 'c.country')
    .leftJoin('college_commissions as r', 'r.college', 'a.college')
    .leftJoin('intakes as i', 'i.id', 'a.intake')
    .where('a.deletedAt', 'is', null)
    .select(['a.id', 'a.college', 'c.name as collegeName', 'a.intake', 'i.intakeMonth'])
    .select([
      'i.intakeYear',
      's.phase',
      'a.tuition',
      'a.currency',
      'co.currency as countryCurrency',
    ])
    .select(['r.type as ruleType', 'r.value as ruleValue', 'r.currency as ruleCurrency'])
    .select([
      'a.commissionInvoicedDate as invoicedDate',
      'a.commissionInvoicedAmount as invoicedAmount',
    ])
    .select([
      'a.commissionReceivedDate as receivedDate',
      'a.commissionReceivedAmount as receivedAmount',
    ]);
}
type Base = Awaited<ReturnType<ReturnType<typeof commissionBase>['execute']>>[number];

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const cents = (v: number) => Math.round(v * 100) / 100;

/** The currency and amount expected: a fixed amount, or a percentage of the tuition. */
export function reckon(r: Base): { currency: string | null; expected: number | null } {
  const ruleCurrency = r.ruleCurrency ?? r.countryCurrency ?? null;
  const value = num(r.ruleValue);
  const tuition = num(r.tuition);
  if (r.ruleType === 'fixed' && value !== null) return { currency: ruleCurrency, expected: value };
  if (r.ruleType === 'percent' && value !== null && tuition !== null)
    return { currency: r.currency ?? ruleCurrency, expected: cents((tuition * value) / 100) };
  return {
    currency: r.ruleType === 'percent' ? (r.currency ?? ruleCurrency) : ruleCurrency,
    expected: null,
  };
}

/** Received, invoiced, claimable (enrolled) or expected; none once closed. */
export function statusOf(r: Base): CommissionStatus | null {
  if (r.receivedDate) return 'received';
  if (r.invoicedDate) return 'invoiced';
  if (r.phase === 'closed') return null;
  return r.phase === 'enrolled' ? 'claimable' : 'expected';
}

export function lineOf(r: Base): ApplicationCommission {
  return {
    application: r.id,
    ...reckon(r),
    status: statusOf(r),
    invoicedDate: r.invoicedDate,
    invoicedAmount: num(r.invoicedAmount),
    receivedDate: r.receivedDate,
    receivedAmount: num(r.receivedAmount),
  };
}

type Sums = CommissionSummary['totals'][number];
const zero = (currency: string | null): Sums => ({
  currency,
  expected: 0,
  claimable: 0,
  invoiced: 0,
  received: 0,
});
function add(s: Sums, r: Base, expected: number | null) {
  const status = statusOf(r);
  if (status !== null) s.expected = cents(s.expected + (expected ?? 0));
  if (status === 'claimable') s.claimable = cents(s.claimable + (expected ?? 0));
  s.invoiced = cents(s.invoiced + (num(r.invoicedAmount) ?? 0));
  s.received = cents(s.received + (num(r.receivedAmount) ?? 0));
}

/** By intake, college and currency (never summed across currencies), and totals per currency. */
export function summarise(rows: Base[]): CommissionSummary {
  const groups = new Map<string, CommissionSummary['rows'][number]>();
  const totals = new Map<string, Sums>();
  for (const r of rows) {
    const { currency, expected } = reckon(r);
    const key = JSON.stringify([r.intake, r.college, currency]);
    let g = groups.get(key);
    if (!g) {
      g = {
        intake: r.intake,
        intakeMonth: r.intakeMonth ?? null,
        intakeYear: num(r.intakeYear),
        college: r.college,
        collegeName: r.collegeName ?? null,
        ...zero(currency),
        applications: 0,
        unpriced: 0,
      };
      groups.set(key, g);
    }
    g.applications += 1;
    if (expected === null && statusOf(r) !== null) g.unpriced += 1;
    add(g, r, expected);
    const t = totals.get(String(currency)) ?? zero(currency);
    totals.set(String(currency), t);
    add(t, r, expected);
  }
  const month = (m: string | null) => (MONTHS as readonly (string | null)[]).indexOf(m);
  const order = (a: { currency: string | null }, b: { currency: string | null }) =>
    String(a.currency).localeCompare(String(b.currency));
  return {
    rows: [...groups.values()].sort(
      (a, b) =>
        (a.intakeYear ?? 9999) - (b.intakeYear ?? 9999) ||
        month(a.intakeMonth) - month(b.intakeMonth) ||
        String(a.collegeName).localeCompare(String(b.collegeName)) ||
        order(a, b),
    ),
    totals: [...totals.values()].sort(order),
  };
}
