import { sql } from 'kysely';
import { ENQUIRY_STATUSES, type DashboardSummary } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { daysFrom, monthStart, monthsFrom, type Windows } from './calendar';

type Summary = DashboardSummary;
const n = (v: unknown) => Number(v ?? 0);
const TOP_COUNTRIES = 10;
const NOT_GIVEN = 'Not given';

const day = sql<string>`substr(${sql.ref('createdAt')}, 1, 10)`;

const live = (db: Db) => db.selectFrom('enquiries').where('deletedAt', 'is', null);

/** Three index-only counts in one round trip. */
export async function enquiryCards(db: Db, w: Windows) {
  const count = () => live(db).select((eb) => eb.fn.countAll<string | number>().as('n'));
  const between = (from: string, to: string) =>
    count().where('createdAt', '>=', from).where('createdAt', '<', to);
  const r = await db
    .selectNoFrom([
      count().where('status', '=', 'new').as('fresh'),
      between(w.thisMonth, w.nextMonth).as('thisMonth'),
      between(w.lastMonth, w.thisMonth).as('lastMonth'),
    ])
    .executeTakeFirstOrThrow();
  return {
    newEnquiries: n(r.fresh),
    enquiriesThisMonth: n(r.thisMonth),
    enquiriesLastMonth: n(r.lastMonth),
  };
}

export async function perDay(db: Db, w: Windows): Promise<Summary['charts']['perDay']> {
  const rows = await live(db)
    .select([day.as('day'), 'status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('createdAt', '>=', w.perDayFrom)
    .where('createdAt', '<', w.tomorrow)
    .groupBy([day, 'status'])
    .execute();
  return daysFrom(w.perDayFrom, 30).map((date) => {
    const counts = Object.fromEntries(
      ENQUIRY_STATUSES.map((s) => [s, n(rows.find((r) => r.day === date && r.status === s)?.n)]),
    ) as Record<(typeof ENQUIRY_STATUSES)[number], number>;
    return { date, ...counts };
  });
}

/** Per month, two index range counts (all, converted) in one round trip: no sort of the rows. */
export async function conversionByMonth(db: Db, w: Windows) {
  const months = monthsFrom(w.perMonthFrom, 12);
  const count = (from: string, to: string) =>
    live(db)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('createdAt', '>=', from)
      .where('createdAt', '<', to);
  const r = await db
    .selectNoFrom(
      months.flatMap((m, i) => {
        const [from, to] = [`${m}-01`, monthStart(`${m}-01`, 1)];
        return [
          count(from, to).as(`t${i}`),
          count(from, to).where('status', '=', 'converted').as(`c${i}`),
        ];
      }),
    )
    .executeTakeFirstOrThrow();
  const row = r as Record<string, unknown>;
  return months.map((month, i) => {
    const [total, converted] = [n(row[`t${i}`]), n(row[`c${i}`])];
    return { month, total, converted, rate: total === 0 ? 0 : converted / total };
  });
}

/** Counts per value from an index-ordered group; sorted here so ties order alike on both dialects. */
const ranked = <K extends string>(rows: { key: K | null; n: unknown }[], blank: string) =>
  rows
    .map((r) => ({ name: r.key ?? blank, count: n(r.n) }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

export async function byCategory(db: Db) {
  const rows = await live(db)
    .select(['category as key', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('category')
    .execute();
  return ranked(rows, NOT_GIVEN).map((r) => ({ category: r.name, count: r.count }));
}

/** The ten countries asked about most; the rest together as "Other". */
export async function byCountry(db: Db) {
  const rows = await live(db)
    .select(['country as key', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('country')
    .execute();
  const all = ranked(rows, NOT_GIVEN).map((r) => ({ country: r.name, count: r.count }));
  const rest = all.slice(TOP_COUNTRIES).reduce((sum, r) => sum + r.count, 0);
  return rest > 0
    ? [...all.slice(0, TOP_COUNTRIES), { country: 'Other', count: rest }]
    : all.slice(0, TOP_COUNTRIES);
}

export function latestEnquiries(db: Db) {
  return live(db)
    .select(['id as _id', 'enqNo', 'fName', 'lName', 'status', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(8)
    .execute();
}
