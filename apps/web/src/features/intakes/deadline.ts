import type { Intake } from '@studydesk/contract';
import type { Tone } from '../../components/tone-chip';

const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})/;

/** Whole days from the reader's today to a YYYY-MM-DD deadline; negative once it has passed. */
export function daysUntil(deadline: string, today: Date = new Date()): number | undefined {
  const m = DATE_ONLY.exec(deadline);
  if (!m) return undefined;
  const end = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((end - start) / DAY_MS);
}

/** "in 12 days", "tomorrow", "today", "yesterday", "3 days ago". */
export function daysText(days: number): string {
  if (days === 0) return 'Deadline today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  return days > 0 ? `In ${days} days` : `${-days} days ago`;
}

type Mark = { label: string; tone: Tone };

/**
 * How an intake stands for the people applying: a deleted, closed or past-deadline intake is
 * marked as such whatever its stored status says.
 */
export function intakeMark(intake: Intake, today: Date = new Date()): Mark {
  if (intake.deletedAt) return { label: 'Deleted', tone: 'error' };
  if (intake.status === 'closed') return { label: 'Closed', tone: 'secondary' };
  const days = daysUntil(intake.deadlineDate, today);
  if (days !== undefined && days < 0) return { label: 'Deadline passed', tone: 'warning' };
  return { label: 'Open', tone: 'success' };
}
