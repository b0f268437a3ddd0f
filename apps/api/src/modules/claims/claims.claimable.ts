import { currencyDigits, milliPercent, MONTHS, type ScheduleInstalment } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { money, minorOf, share, sum, type Amount } from '../../lib/money/money';
import { fullName } from '../../lib/names';
import { scopeOffice } from '../../lib/scope/offices';
import { commissionBase } from '../applications/commission';
import { scheduleOf } from '../applications/commission.schedule';
import { addDays } from '../due/due.deadlines';

/*
 * What of an application's commission can be claimed today: its college's schedule applied to
 * its expected commission (the same figure as the commission summary), instalment by
 * instalment. An instalment is claimable once the application is Enrolled and, for one due
 * after the intake starts, that many days after the first day of the intake's month.
 */

/** The applications (`ids`, else all) as a claim reads them: commission, student, intake. */
export function claimSources(db: Db, ids?: readonly string[]) {
  const q = ids ? commissionBase(db).where('a.id', 'in', ids) : commissionBase(db);
  return scopeOffice(
    q
      .innerJoin('enquiries as e', 'e.id', 'a.enquiry')
      .leftJoin('courses as k', 'k.id', 'a.course')
      .where('e.deletedAt', 'is', null)
      .select(['a.enquiry', 'a.course', 'a.tuition', 's.phase', 'e.officeId', 'e.fName'])
      .select(['e.lName', 'k.title as courseTitle', 'r.schedule']),
    'e.officeId',
  );
}
export type Source = Awaited<ReturnType<ReturnType<typeof claimSources>['execute']>>[number];

/** The first day of an intake's month, or null without one. */
export function intakeStart(month: string | null, year: number | null): string | null {
  const m = MONTHS.indexOf(month as (typeof MONTHS)[number]);
  if (m < 0 || !year) return null;
  return `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The day an instalment becomes claimable (null: not while the intake is unknown). */
export const claimableFrom = (p: ScheduleInstalment, start: string | null) =>
  p.from === 'enrolment' ? '' : start && addDays(start, p.days);

/**
 * The commission split by the schedule: each share rounded half up on the minor unit, the last
 * taking what is left, so the instalments add up to the commission exactly.
 */
export function instalmentAmounts(expected: Amount, schedule: ScheduleInstalment[], cur: string) {
  const parts = schedule
    .slice(0, -1)
    .map((p) => share(expected, BigInt(milliPercent(p.share)), 5n));
  const rest = minorOf(expected) - minorOf(sum(parts, cur));
  return [...parts, money(rest, cur)].map(minorOf);
}

export type Claimable = {
  source: Source;
  student: string;
  /** `from`: the day it fell claimable, '' for one claimable at enrolment. */
  instalments: { index: number; share: string; amount: number; from: string }[];
};

/**
 * The instalments of `s` claimable on `today` that no live line claims yet (`taken`: the
 * instalment numbers already claimed), or why there are none.
 */
export function claimableOf(s: Source, today: string, taken: Set<number>): Claimable | string {
  if (s.phase !== 'enrolled') return 'is not Enrolled';
  if (s.expectedMinor === null || !s.currency)
    return 'has no commission to claim (no rule, or no tuition)';
  const schedule = scheduleOf(s.schedule);
  const expected = money(Number(s.expectedMinor), s.currency);
  const amounts = instalmentAmounts(expected, schedule, s.currency);
  const start = intakeStart(s.intakeMonth, s.intakeYear);
  const open = schedule
    .map((p, i) => ({
      index: i + 1,
      share: p.share,
      amount: amounts[i]!,
      from: claimableFrom(p, start),
    }))
    .filter((p) => !taken.has(p.index));
  if (open.length === 0) return 'is claimed in full already';
  const ready = open.filter((p) => p.from !== null && p.from <= today);
  if (ready.length === 0) {
    const next = open.map((p) => p.from).find((d) => d);
    return next ? `has nothing claimable before ${next}` : 'has no intake to count from';
  }
  return {
    source: s,
    student: fullName(s.fName, s.lName) ?? '',
    instalments: ready.map((p) => ({ ...p, from: p.from ?? '' })),
  };
}

/**
 * The tuition in minor units, as printed on the claim. Tuition is kept as a number of major
 * units (entered by staff, whole or with cents): rounded once to the currency's minor unit.
 */
export const tuitionMinor = (tuition: unknown, currency: string) =>
  tuition === null || tuition === undefined
    ? null
    : Math.round(Number(tuition) * 10 ** currencyDigits(currency));
