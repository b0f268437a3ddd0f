import type { DeadlineKind } from '@studydesk/contract';

/*
 * Which of an application's own deadlines are still open, one rule for the Due tab
 * (due.deadlines.ts), the board's cards and the export:
 * - the intake's application deadline, while the application is in the shortlist phase;
 * - the offer's acceptance deadline, until the application reaches the accepted phase;
 * - the deposit's due date, until it is paid or the application is accepted;
 * - the visa appointment, until a decision (granted or refused) is recorded.
 * Enrolled and closed applications have none. (Offer conditions are rows of their own.)
 */
export const BEFORE_ACCEPTED = ['shortlist', 'applied', 'offer'];
export const OPEN_PHASES = [...BEFORE_ACCEPTED, 'accepted', 'visa'];

/** The columns the rule reads (dates as YYYY-MM-DD). */
export type DeadlineFields = {
  phase: string | null;
  deadlineDate: string | null;
  acceptanceDeadline: string | null;
  depositDueDate: string | null;
  depositPaidDate: string | null;
  visaAppointmentDate: string | null;
  visaDecision: string | null;
};
export type OpenDeadline = { kind: DeadlineKind; date: string };

/** The application's open deadlines, in the order of the rule above (not by date). */
export function openDeadlines(r: DeadlineFields): OpenDeadline[] {
  if (!r.phase || !OPEN_PHASES.includes(r.phase)) return [];
  const early = BEFORE_ACCEPTED.includes(r.phase);
  const found: OpenDeadline[] = [];
  const add = (kind: DeadlineKind, date: string | null, open: boolean) => {
    if (date && open) found.push({ kind, date });
  };
  add('applicationDeadline', r.deadlineDate, r.phase === 'shortlist');
  add('acceptanceDeadline', r.acceptanceDeadline, early);
  add('depositDue', r.depositDueDate, early && !r.depositPaidDate);
  const decided = r.visaDecision === 'granted' || r.visaDecision === 'refused';
  add('visaAppointment', r.visaAppointmentDate, !decided);
  return found;
}

/** The soonest open deadline (an overdue one included), or null when none is open. */
export function nextDeadline(r: DeadlineFields): OpenDeadline | null {
  let next: OpenDeadline | null = null;
  for (const d of openDeadlines(r)) if (!next || d.date < next.date) next = d;
  return next;
}
