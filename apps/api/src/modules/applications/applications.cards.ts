import type { Application, ApplicationCard, NextDeadline } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { OPEN_PHASES, nextDeadline } from '../due/deadline-rules';

const DAY = 86_400_000;

/** Whole days since `since` (an ISO time), never below 0. */
export const daysSince = (since: string, at: string) =>
  Math.max(0, Math.floor((Date.parse(at) - Date.parse(since)) / DAY));

/**
 * The soonest open condition due date of each of these applications (unsatisfied, dated), in
 * one statement: a condition is a deadline of its own (the Due tab's `condition` kind).
 */
export async function conditionDeadlines(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('application_conditions')
    .select(['applicationId', (eb) => eb.fn.min<string>('dueDate').as('date')])
    .where('applicationId', 'in', ids)
    .where('satisfied', '=', 0)
    .where('dueDate', 'is not', null)
    .groupBy('applicationId')
    .execute();
  return new Map(rows.map((r) => [r.applicationId, r.date]));
}

/**
 * What is due next of an application: the soonest of its open deadlines (deadline-rules.ts, as
 * the Due tab has them) and its open conditions (`condition`, from `conditionDeadlines`).
 */
export function nextOf(a: Application, conditionDate: string | undefined): NextDeadline | null {
  const own = nextDeadline(a);
  // Conditions count while the application is open, as in the Due tab.
  if (!conditionDate || !OPEN_PHASES.includes(a.phase ?? '')) return own;
  return own && own.date <= conditionDate ? own : { kind: 'condition', date: conditionDate };
}

/** An application as a board card, `at` being now; `missing`: its student's missing documents. */
export const toCard = (
  a: Application,
  at: string,
  conditionDate?: string,
  missing = 0,
): ApplicationCard => ({
  _id: a._id,
  enquiry: a.enquiry,
  enqNo: a.enqNo,
  studentName: a.studentName,
  college: a.college,
  collegeName: a.collegeName,
  course: a.course,
  courseTitle: a.courseTitle,
  intake: a.intake,
  intakeMonth: a.intakeMonth,
  intakeYear: a.intakeYear,
  stage: a.stage,
  stageAt: a.stageAt,
  assignedTo: a.assignedTo,
  assignedToName: a.assignedToName,
  createdAt: a.createdAt,
  daysInStage: daysSince(a.stageAt, at),
  nextDeadline: nextOf(a, conditionDate),
  missingDocuments: missing,
});
