import {
  DUE_LIMIT,
  type DueCallBack,
  type DueDeadline,
  type DueFollowUp,
  type DueSession,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { filterOffice } from '../../lib/scope/offices';
import { dueFor } from '../due/due.queries';
import { pastOfficeTarget } from '../enquiries/past-target';

/** A lead of theirs still waiting for its first contact past the response target. */
export type WaitingLead = { id: string; enqNo: string; name: string; createdAt: string };

/** What a person's morning digest lists (each list as the Due tab and my-work have it). */
export type DigestWork = {
  overdue: DueFollowUp[];
  today: DueFollowUp[];
  callBacks: DueCallBack[];
  waiting: WaitingLead[];
  deadlines: DueDeadline[];
  /** Their sessions of the day (appointments). */
  sessions: DueSession[];
};

export type WorkDay = {
  /** The local date in the agency's zone, and the instant of the digest. */
  day: string;
  now: Date;
  reminderDays: number;
};

/** The most of each list a digest names; the rest are counted. */
export const LISTED = 10;

/**
 * Their leads waiting past their office's target, oldest first (as many as the Due tab's lists
 * hold), in the offices they may see.
 */
function waitingLeads(db: Db, user: string, w: WorkDay) {
  const q = db
    .selectFrom('enquiries')
    .select(['id', 'enqNo', 'fName', 'lName', 'createdAt'])
    .where('assignedTo', '=', user)
    .where('deletedAt', 'is', null)
    .where('firstContactAt', 'is', null)
    .where(pastOfficeTarget(db, w.now.toISOString()))
    .orderBy('createdAt')
    .orderBy('id')
    .limit(DUE_LIMIT);
  return filterOffice(db, q, 'enquiries.officeId').execute();
}

/**
 * A person's work for the digest: their overdue and today's follow-ups, call-backs due, leads
 * waiting past the response target, the deadlines and the sessions of their Due tab. Run as them
 * (`runAsViewer`): each list counts only their offices' records.
 */
export async function workOf(db: Db, user: string, w: WorkDay): Promise<DigestWork> {
  const [due, waiting] = await Promise.all([
    dueFor(db, { user, today: w.day, now: w.now.toISOString(), reminderDays: w.reminderDays }),
    waitingLeads(db, user, w),
  ]);
  return {
    overdue: due.followUps.filter((f) => f.nextContactDate < w.day),
    today: due.followUps.filter((f) => f.nextContactDate === w.day),
    callBacks: due.callBacks,
    waiting: waiting.map((e) => ({
      id: e.id,
      enqNo: e.enqNo,
      name: `${e.fName} ${e.lName}`.trim(),
      createdAt: e.createdAt,
    })),
    deadlines: due.deadlines ?? [],
    sessions: due.sessions ?? [],
  };
}

export const isEmpty = (w: DigestWork) =>
  [w.overdue, w.today, w.callBacks, w.waiting, w.deadlines, w.sessions].every(
    (l) => l.length === 0,
  );
