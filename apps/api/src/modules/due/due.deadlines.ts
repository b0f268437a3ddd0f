import type { DeadlineKind, DueDeadline } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { liveIn } from '../../lib/crud/live';
import { scopeOffice } from '../../lib/scope/offices';
import { BEFORE_ACCEPTED, OPEN_PHASES, openDeadlines } from './deadline-rules';

/*
 * An application's deadlines as Due items for its owner, from `days` before their
 * date, on the day and after, until met: those deadline-rules.ts says are open, and
 * an offer condition's due date, until it is satisfied.
 * Enrolled and closed applications, deleted ones and those of deleted students have none.
 */

/** YYYY-MM-DD plus whole days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The user's open applications, with what a Due item shows of them. */
function openApplications(db: Db, user: string) {
  return scopeOffice(
    db.selectFrom('applications as a').innerJoin('enquiries as e', 'e.id', 'a.enquiry'),
    'e.officeId',
  )
    .innerJoin('application_stages as s', 's.key', 'a.stage')
    .leftJoin('colleges as c', 'c.id', 'a.college')
    .leftJoin('courses as k', 'k.id', 'a.course')
    .where('a.assignedTo', '=', user)
    .where(liveIn(db, 'a.deletedAt'))
    .where(liveIn(db, 'e.deletedAt'))
    .where('s.phase', 'in', OPEN_PHASES)
    .select(['a.id as application', 'a.enquiry', 'e.enqNo', 'e.fName', 'e.lName', 's.phase'])
    .select(['c.name as collegeName', 'k.title as courseTitle']);
}

type Base = Awaited<ReturnType<ReturnType<typeof openApplications>['execute']>>[number];
const item = (
  r: Base,
  kind: DeadlineKind,
  date: string,
  more: { id?: string; details?: string } = {},
): DueDeadline => ({
  _id: [r.application, kind, more.id].filter(Boolean).join(':'),
  kind,
  application: r.application,
  enquiry: r.enquiry,
  enqNo: r.enqNo,
  name: `${r.fName} ${r.lName ?? ''}`.trim(),
  collegeName: r.collegeName,
  courseTitle: r.courseTitle,
  date,
  details: more.details ?? null,
});

/** The user's deadlines up to `today` + `days`, soonest (and overdue) first. */
export async function deadlinesFor(
  db: Db,
  { user, today }: { user: string; today: string },
  days: number,
): Promise<DueDeadline[]> {
  const until = addDays(today, days);
  const [apps, conditions] = await Promise.all([
    openApplications(db, user)
      .leftJoin('intakes as i', 'i.id', 'a.intake')
      .select(['i.deadlineDate', 'a.acceptanceDeadline', 'a.depositDueDate', 'a.depositPaidDate'])
      .select(['a.visaAppointmentDate', 'a.visaDecision'])
      .where((eb) =>
        eb.or([
          eb.and([eb('s.phase', '=', 'shortlist'), eb('i.deadlineDate', '<=', until)]),
          eb.and([eb('s.phase', 'in', BEFORE_ACCEPTED), eb('a.acceptanceDeadline', '<=', until)]),
          eb.and([eb('s.phase', 'in', BEFORE_ACCEPTED), eb('a.depositDueDate', '<=', until)]),
          eb('a.visaAppointmentDate', '<=', until),
        ]),
      )
      .execute(),
    openApplications(db, user)
      .innerJoin('application_conditions as ac', 'ac.applicationId', 'a.id')
      .select(['ac.id as conditionId', 'ac.text', 'ac.dueDate'])
      .where('ac.satisfied', '=', 0)
      .where('ac.dueDate', '<=', until)
      .execute(),
  ]);
  const due = (d: string | null | undefined): d is string => !!d && d <= until;
  const items: DueDeadline[] = [];
  for (const r of apps)
    for (const d of openDeadlines(r)) if (due(d.date)) items.push(item(r, d.kind, d.date));
  for (const r of conditions)
    if (due(r.dueDate))
      items.push(item(r, 'condition', r.dueDate, { id: r.conditionId, details: r.text }));
  return items.sort((x, y) => x.date.localeCompare(y.date) || x._id.localeCompare(y._id));
}
