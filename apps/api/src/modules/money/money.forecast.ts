import { sql } from 'kysely';
import {
  DEFAULT_PAYMENT_DELAY_DAYS,
  MONTHS,
  type Forecast,
  type ForecastQuery,
  type ScheduleInstalment,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { money, toMoney } from '../../lib/money/money';
import type { ReckonedSource } from '../applications/commission.sums';
import { describeSchedule } from '../applications/commission.schedule';
import { addDays } from '../dashboard/calendar';
import { delaysOf, keptHistory, type ForecastHistory } from './forecast.history';
import {
  claimableDay,
  scheduleFor,
  scheduleLine,
  schedulesOf,
  splitBy,
  type Schedules,
} from './forecast.schedule';

/* GET /money/forecast (the contract says how it is worked out). */

/**
 * The open pipeline of the viewer's offices, summed per stage, college, intake and currency by
 * the database from the kept sums of the reckoned commission (migration 066): how many
 * applications, how many of them priced, and their expected minor units. A few hundred rows at
 * 300,000 applications, none reckoned on the read.
 */
const LIKE = ['x.stage', 'x.college', 'x.collegeName', 'x.intakeMonth', 'x.intakeYear'] as const;
const total = (column: 'x.n' | 'x.priced' | 'x.expectedMinor') =>
  sql<number | string>`sum(${sql.ref(column)})`;
const openPipeline = (db: Db, sums: ReckonedSource) =>
  db
    .selectFrom(sums(db, {}).as('x'))
    .where('x.phase', 'not in', ['enrolled', 'closed'])
    .groupBy([...LIKE, 'x.currency'])
    .select([...LIKE, 'x.currency'])
    .select([
      total('x.n').as('n'),
      total('x.priced').as('priced'),
      total('x.expectedMinor').as('expectedMinor'),
    ])
    .having(total('x.n'), '<>', 0)
    .execute();
type Open = Awaited<ReturnType<typeof openPipeline>>[number];

/** The intake's first day, or null when it has none. */
function intakeStartOf(a: Open): string | null {
  const month = MONTHS.indexOf(a.intakeMonth as (typeof MONTHS)[number]);
  if (month < 0 || !a.intakeYear) return null;
  return `${a.intakeYear}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * `minor × enrolled / decided`, rounded half up to the minor unit (amounts are never negative).
 * The rule: rounded once per stage, college, intake and currency, on the sum of that group's
 * expected amounts, not per application (the kept sums hold no single application's amount);
 * a month's figure can differ from the sum of its applications' own rounded shares by under one
 * minor unit per group.
 */
const weighted = (minor: number, enrolled: number, decided: number) =>
  decided === 0
    ? 0n
    : (2n * BigInt(minor) * BigInt(enrolled) + BigInt(decided)) / (2n * BigInt(decided));

const rate = (enrolled: number, decided: number) =>
  decided === 0 ? '0.0000' : (Math.round((enrolled / decided) * 10_000) / 10_000).toFixed(4);

type Conversions = Map<string, { decided: number; enrolled: number }>;
type Context = { delays: ReturnType<typeof delaysOf>; schedules: Schedules; today: string };
const NONE = { decided: 0, enrolled: 0 };
/** Months (YYYY-MM) and currency codes sort by their characters; names as people read them. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = new Intl.Collator().compare;

/** The open applications' weighted commission, in the months its instalments' cash is expected. */
function monthsOf(open: readonly Open[], conv: Conversions, ctx: Context) {
  const { delays, schedules, today } = ctx;
  // Minor units added as bigints and made money once per month, as the money summary's totals.
  const months = new Map<string, { month: string; currency: string; minor: bigint; n: number }>();
  // The month of cash per instalment, enrolment, intake and delay: a few dozen, for thousands
  // of groups (the date arithmetic was most of this function's time).
  const cash = new Map<string, string>();
  const cashMonth = (
    p: ScheduleInstalment,
    enrolment: string,
    start: string | null,
    delay: number,
  ) => {
    const key = `${p.from} ${p.days} ${enrolment} ${start} ${delay}`;
    let month = cash.get(key);
    if (month === undefined)
      cash.set(key, (month = addDays(claimableDay(p, enrolment, start), delay).slice(0, 7)));
    return month;
  };
  for (const a of open) {
    const priced = Number(a.priced);
    if (priced === 0 || !a.currency) continue;
    const c = conv.get(a.stage) ?? NONE;
    const delay = delays.get(a.college)?.delayDays ?? DEFAULT_PAYMENT_DELAY_DAYS;
    const start = intakeStartOf(a);
    const enrolment = start && start > today ? start : today;
    const schedule = scheduleFor(schedules, a.college);
    const parts = splitBy(weighted(Number(a.expectedMinor), c.enrolled, c.decided), schedule);
    const counted = new Set<string>();
    schedule.forEach((p, i) => {
      const month = cashMonth(p, enrolment, start, delay);
      const key = `${month} ${a.currency}`;
      let m = months.get(key);
      if (!m) months.set(key, (m = { month, currency: a.currency!, minor: 0n, n: 0 }));
      m.minor += parts[i]!;
      // an application counts once in each month its commission comes in
      if (!counted.has(key)) m.n += priced;
      counted.add(key);
    });
  }
  return [...months.values()]
    .sort((a, b) => byCode(a.month, b.month) || byCode(a.currency, b.currency))
    .map((m) => ({
      month: m.month,
      expected: toMoney(money(m.minor, m.currency)),
      applications: m.n,
    }));
}

/** The colleges of the pipeline, each with the delay it was given and its schedule. */
function collegesOf(open: readonly Open[], { delays, schedules }: Context) {
  const names = new Map(open.map((a) => [a.college, a.collegeName ?? '']));
  return [...names]
    .map(([college, name]) => ({
      college,
      name,
      ...(delays.get(college) ?? { delayDays: DEFAULT_PAYMENT_DELAY_DAYS, observed: 0 }),
      schedule: describeSchedule(scheduleFor(schedules, college)),
    }))
    .sort((a, b) => byName(a.name, b.name));
}

export async function forecast(
  db: Db,
  q: ForecastQuery,
  history: ForecastHistory = keptHistory,
): Promise<Forecast> {
  const today = q.today ?? new Date().toISOString().slice(0, 10);
  const [conversions, receipts, open, stages, schedules] = await Promise.all([
    history.stageConversions(db),
    history.commissionReceipts(db),
    openPipeline(db, history.sums),
    db.selectFrom('application_stages').select(['key', 'name']).orderBy('position').execute(),
    schedulesOf(db),
  ]);
  const conv: Conversions = new Map(
    conversions.map((c) => [c.stage, { decided: Number(c.decided), enrolled: Number(c.enrolled) }]),
  );
  const ctx: Context = { delays: delaysOf(receipts), schedules, today };
  const openBy = new Map<string, number>();
  for (const a of open) openBy.set(a.stage, (openBy.get(a.stage) ?? 0) + Number(a.n));
  return {
    today,
    defaultDelayDays: DEFAULT_PAYMENT_DELAY_DAYS,
    schedule: scheduleLine([...new Set(open.map((a) => a.college))], schedules),
    months: monthsOf(open, conv, ctx),
    stages: stages
      .filter((s) => openBy.has(s.key) || conv.has(s.key))
      .map((s) => {
        const c = conv.get(s.key) ?? NONE;
        const conversion = rate(c.enrolled, c.decided);
        return { stage: s.key, name: s.name, open: openBy.get(s.key) ?? 0, ...c, conversion };
      }),
    colleges: collegesOf(open, ctx),
  };
}
