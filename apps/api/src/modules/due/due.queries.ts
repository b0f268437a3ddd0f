import { DUE_LIMIT, type Due, type DueCallBack, type Role } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { liveIn } from '../../lib/crud/live';
import { filterOffice, scopeOffice } from '../../lib/scope/offices';
import { claimsToChase } from '../claims/claims.chase';
import { sessionsToday } from '../appointments/appointments.due';
import { deadlinesFor } from './due.deadlines';
import { overdueInvoicesFor } from './due.invoices';

/**
 * Whose Due tab, their date and clock, how many days ahead deadlines show, whether they lead
 * the team (admins, managers: claims to colleges to chase are theirs), and their role, which
 * decides whose overdue invoices they chase (without one: their own students').
 */
type Mine = {
  user: string;
  role?: Role;
  today: string;
  now: string;
  reminderDays: number;
  leads?: boolean;
};
const NO_CLAIMS = { items: [], count: 0 };

type Dated = readonly ['<=' | '>', string];

/**
 * The user's open follow-ups (id and date): tasks they booked, or on enquiries assigned to
 * them, whose enquiry is live and in their offices, dated as `dated` asks. The two ways in are
 * two index walks joined by a union (the booker's open tasks by date, migration 071; the
 * assignee's live enquiries, then their follow-ups): one `or` across both tables was planned
 * as a walk of every live enquiry or of every open follow-up (2–4 s a statement at a million
 * enquiries).
 */
function followUps(db: Db, { user }: Mine, [op, day]: Dated) {
  const base = () =>
    db
      .selectFrom('followups as f')
      .innerJoin('enquiries as e', 'e.id', 'f.enquiry')
      .select(['f.id as id', 'f.nextContactDate as day'])
      .where('f.kind', '=', 'task')
      .where('f.nextContactDate', op, day)
      .where(liveIn(db, 'e.deletedAt'));
  const booked = base().where('f.createdBy', '=', user).where('f.doneAt', 'is', null);
  // The assignee's way starts from their enquiries whatever the statistics: "open" and the
  // office said as SQLite's planner needs to hear them, or it walks every open follow-up due.
  const theirs = base().where('e.assignedTo', '=', user).where(liveIn(db, 'f.doneAt'));
  return scopeOffice(booked, 'e.officeId').union(filterOffice(db, theirs, 'e.officeId'));
}

/*
 * Every item is of the user's offices (and of the one they picked): a record transferred away,
 * or a call-back that became everyone's, stays with its own office.
 */

/**
 * Open call-backs with a next try that are the user's: they logged the attempt that set it, or
 * whoever did can no longer take it (their account is blocked or pending), so it is everyone's.
 */
function callBacks(db: Db, { user }: Mine) {
  return scopeOffice(db.selectFrom('contacts as c'), 'c.officeId')
    .leftJoin('users as u', 'u.id', 'c.nextTryBy')
    .where('c.status', '!=', 'closed')
    .where('c.nextTryAt', 'is not', null)
    .where((eb) =>
      eb.or([eb('c.nextTryBy', '=', user), eb('u.status', '!=', 'active'), eb('u.id', 'is', null)]),
    );
}

const n = (r: { n: number | string | bigint }) => Number(r.n);

/** GET /due: what has come due for the user, how many, and when the next thing does. */
export async function dueFor(db: Db, mine: Mine): Promise<Due> {
  const dueF = followUps(db, mine, ['<=', mine.today]);
  const dueC = callBacks(db, mine).where('c.nextTryAt', '<=', mine.now);
  const [fRows, cRows, fCount, cCount, nextF, nextC, deadlines, claims, sessions, invoices] =
    await Promise.all([
      db
        .selectFrom(dueF.orderBy('day').orderBy('id').limit(DUE_LIMIT).as('m'))
        .innerJoin('followups as f', 'f.id', 'm.id')
        .innerJoin('enquiries as e', 'e.id', 'f.enquiry')
        .select(['f.id as _id', 'f.enquiry', 'e.enqNo', 'e.fName', 'e.lName'])
        .select(['f.followUpDetails as details', 'f.nextContactDate'])
        .orderBy('f.nextContactDate')
        .orderBy('f.id')
        .execute(),
      dueC
        .select(['c.id as _id', 'c.name', 'c.mobile', 'c.nextTryAt', 'c.lastOutcome'])
        .orderBy('c.nextTryAt')
        .orderBy('c.id')
        .limit(DUE_LIMIT)
        .execute(),
      db
        .selectFrom(dueF.as('m'))
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
      dueC.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      db
        .selectFrom(followUps(db, mine, ['>', mine.today]).as('m'))
        .select((eb) => eb.fn.min('m.day').as('m'))
        .executeTakeFirst(),
      callBacks(db, mine)
        .where('c.nextTryAt', '>', mine.now)
        .select((eb) => eb.fn.min('c.nextTryAt').as('m'))
        .executeTakeFirst(),
      deadlinesFor(db, mine, mine.reminderDays),
      mine.leads ? claimsToChase(db, mine.today) : NO_CLAIMS,
      sessionsToday(db, mine.user, mine.today),
      overdueInvoicesFor(db, mine),
    ]);
  return {
    followUps: fRows.map(({ fName, lName, nextContactDate, ...f }) => ({
      ...f,
      name: `${fName} ${lName}`.trim(),
      nextContactDate: nextContactDate ?? mine.today,
    })),
    callBacks: cRows as DueCallBack[],
    count: n(fCount) + n(cCount) + deadlines.length + claims.count + invoices.count,
    nextFollowUpDate: nextF?.m ?? null,
    nextCallBackAt: nextC?.m ?? null,
    deadlines: deadlines.slice(0, DUE_LIMIT),
    ...(mine.leads && { claims: claims.items }),
    sessions: sessions.slice(0, DUE_LIMIT),
    invoices: invoices.items,
  };
}
