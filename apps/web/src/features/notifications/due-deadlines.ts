import type { DeadlineKind, DueDeadline } from '@studydesk/contract';
import { formatDate } from '../../lib/dates';

/**
 * What each application deadline is, in plain words (the contract's DEADLINE_LABELS, held here
 * too: that module brings zod, which the bell's first load goes without).
 */
const LABELS: Record<DeadlineKind, string> = {
  applicationDeadline: 'Application deadline',
  acceptanceDeadline: 'Offer acceptance deadline',
  depositDue: 'Deposit due',
  visaAppointment: 'Visa appointment',
  condition: 'Offer condition due',
};

/** "Overdue since 01-03-2025", "Due today, 08-03-2025" or "Due 12-03-2025", as of `today`. */
export function dueWhen(date: string, today: string): string {
  if (date < today) return `Overdue since ${formatDate(date)}`;
  return date === today ? `Due today, ${formatDate(date)}` : `Due ${formatDate(date)}`;
}

/** A deadline's row text: what and whose, then when, where and (a condition's) what for. */
export function deadlineText(d: DueDeadline, today: string) {
  return {
    primary: `${LABELS[d.kind]}: ${d.name} (${d.enqNo})`,
    secondary: [dueWhen(d.date, today), d.collegeName, d.courseTitle, d.details]
      .filter(Boolean)
      .join(' · '),
  };
}

/** The student's record: the deadline's application has no page of its own yet. */
export const deadlineUrl = (d: DueDeadline): string =>
  `/enquiries/${encodeURIComponent(d.enquiry)}`;
