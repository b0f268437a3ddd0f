import type { DashboardSpeed, SpeedRow } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { fullName } from '../../lib/names';
import { scopeOffice } from '../../lib/scope/offices';
import { addDays } from './calendar';
import { figures } from './speed-stats';

type Lead = { createdAt: string; firstContactAt: string | null; group: string | null };
type Week = { from: string; to: string };

/** The Monday (UTC) of the week holding `date` (YYYY-MM-DD). */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** A contact logged before the enquiry existed (a converted call request's) counts as 0. */
const waited = (l: Lead) =>
  Math.max(0, Date.parse(l.firstContactAt ?? '') - Date.parse(l.createdAt));

function weekFigures(leads: Lead[], week: Week) {
  const inWeek = leads.filter((l) => l.createdAt >= week.from && l.createdAt < addDays(week.to, 1));
  const contacted = inWeek.filter((l) => l.firstContactAt !== null);
  return figures(contacted.map(waited), inWeek.length - contacted.length);
}

/** One row per group present in either week, the busiest first. */
function rowsBy(
  leads: Lead[],
  weeks: { thisWeek: Week; lastWeek: Week },
  label: (key: string | null) => string,
): SpeedRow[] {
  const groups = new Map<string | null, Lead[]>();
  for (const l of leads) {
    const list = groups.get(l.group);
    if (list) list.push(l);
    else groups.set(l.group, [l]);
  }
  return [...groups]
    .map(([key, rows]) => ({
      key,
      label: label(key),
      thisWeek: weekFigures(rows, weeks.thisWeek),
      lastWeek: weekFigures(rows, weeks.lastWeek),
    }))
    .sort((a, b) => total(b) - total(a) || a.label.localeCompare(b.label));
}
const total = (r: SpeedRow) =>
  r.thisWeek.contacted + r.thisWeek.waiting + r.lastWeek.contacted + r.lastWeek.waiting;

export async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['id', 'fname', 'lname'])
    .where('id', 'in', ids)
    .execute();
  return new Map(users.map((u) => [u.id, fullName(u.fname, u.lname) ?? u.id]));
}

/**
 * Speed to lead for enquiries created this week and last (Monday to Sunday, UTC): read by the
 * (deletedAt, createdAt) index over those two weeks only, the percentiles computed here so both
 * dialects give the same figures.
 */
export async function speedToLead(db: Db, today: string): Promise<DashboardSpeed> {
  const monday = weekStart(today);
  const weeks = {
    thisWeek: { from: monday, to: addDays(monday, 6) },
    lastWeek: { from: addDays(monday, -7), to: addDays(monday, -1) },
  };
  const rows = await scopeOffice(db.selectFrom('enquiries'), 'enquiries.officeId')
    .select(['createdAt', 'firstContactAt', 'assignedTo', 'source', 'utmSource'])
    .where('deletedAt', 'is', null)
    // Imported records are history, not leads answered at once.
    .where('source', '<>', 'import')
    .where('createdAt', '>=', weeks.lastWeek.from)
    .where('createdAt', '<', addDays(monday, 7))
    .execute();
  const lead = (r: (typeof rows)[number], group: string | null): Lead => ({
    createdAt: r.createdAt,
    firstContactAt: r.firstContactAt,
    group,
  });
  const assignees = [...new Set(rows.flatMap((r) => (r.assignedTo ? [r.assignedTo] : [])))];
  const names = await namesOf(db, assignees);
  return {
    weeks,
    overall: {
      key: null,
      label: 'All enquiries',
      thisWeek: weekFigures(
        rows.map((r) => lead(r, null)),
        weeks.thisWeek,
      ),
      lastWeek: weekFigures(
        rows.map((r) => lead(r, null)),
        weeks.lastWeek,
      ),
    },
    byCounsellor: rowsBy(
      rows.map((r) => lead(r, r.assignedTo)),
      weeks,
      (k) => (k ? (names.get(k) ?? k) : 'Unassigned'),
    ),
    bySource: rowsBy(
      rows.map((r) => lead(r, r.utmSource ?? r.source)),
      weeks,
      (k) => k ?? '',
    ),
  };
}
