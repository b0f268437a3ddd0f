import { ENQUIRY_STATUSES, type DashboardSummary } from '@studydesk/contract';
import type { Db, Dialect } from '../../db/database';
import { isLive, orderLive } from '../../lib/crud/live';
import type { EnquiryCounts } from '../enquiries/enquiry-counts';
import { addDays, daysFrom, monthStart, monthsFrom, type Windows } from './calendar';
import { scopeOffice } from '../../lib/scope/offices';

/*
 * The enquiry figures come from the kept counts (migration 015): live enquiries per status and
 * per UTC day of creation and status ('YYYY-MM-DD|status'), kept by triggers in every write. A
 * chart reads one range of keys (the last 30 days: 150 keys; the last 12 months: about 1,800)
 * instead of counting a year of rows (a million at issue 11's size).
 */
type Summary = DashboardSummary;
type Status = (typeof ENQUIRY_STATUSES)[number];

/** The new-enquiries card; this and last month come from `conversionByMonth`. */
export const newEnquiries = (counts: EnquiryCounts) => counts.count({ dim: 'status', key: 'new' });

/** Per day of the last 30 and status. */
export async function perDay(
  counts: EnquiryCounts,
  w: Windows,
): Promise<Summary['charts']['perDay']> {
  const days = daysFrom(w.perDayFrom, 30);
  const kept = await counts.byKey('day', days[0], addDays(w.today, 1));
  return days.map((date) => {
    const row = Object.fromEntries(
      ENQUIRY_STATUSES.map((s) => [s, kept.get(`${date}|${s}`) ?? 0]),
    ) as Record<Status, number>;
    return { date, ...row };
  });
}

/** Per month of the last 12 (this one last): all live enquiries created in it, and converted. */
export async function conversionByMonth(counts: EnquiryCounts, w: Windows) {
  const months = monthsFrom(w.perMonthFrom, 12);
  const kept = await counts.byKey('day', `${months[0]}-01`, monthStart(w.today, 1));
  const sums = new Map(months.map((m) => [m, { total: 0, converted: 0 }]));
  for (const [key, n] of kept) {
    const s = sums.get(key.slice(0, 7));
    if (!s) continue;
    s.total += n;
    if (key.endsWith('|converted')) s.converted += n;
  }
  return months.map((month) => {
    const { total, converted } = sums.get(month)!;
    return { month, total, converted, rate: total === 0 ? 0 : converted / total };
  });
}

/** Newest first, read from the (deletedAt, createdAt, id) index (lib/crud/live.ts). */
export function latestEnquiries(db: Db, dialect: Dialect) {
  let qb = scopeOffice(db.selectFrom('enquiries'), 'enquiries.officeId')
    .where(isLive(dialect, 'deletedAt'))
    .select(['id as _id', 'enqNo', 'fName', 'lName', 'status', 'createdAt']);
  if (orderLive(dialect)) qb = qb.orderBy('deletedAt', 'desc');
  return qb.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(8).execute();
}
