import type { TimelineEntry } from '@studydesk/contract';
import { formatDate, formatDateTime } from '../../lib/dates';
import { capitalise } from '../../lib/options';

type Change = Extract<TimelineEntry, { type: 'change' }>;

/** What a follow-up is about, without a leading "Follow up:" its title already says. */
export const followUpText = (details: string) => details.replace(/^follow[\s-]?up(:\s*|\s*$)/i, '');

/** Follow-up and call request fields as their forms label them. */
const LABELS: Record<string, string> = {
  followUpDetails: 'details',
  nextContactDate: 'next contact',
  remarks: 'remarks',
  status: 'status',
  preferredTime: 'preferred time',
};
/** An application's fields as its record labels them. */
const APPLICATION_LABELS: Record<string, string> = {
  intake: 'Intake',
  tuition: 'First-year tuition',
  currency: 'Currency',
  remarks: 'Remarks',
  assignedTo: 'Owner',
  college: 'College',
  course: 'Course',
  offerType: 'Offer type',
  acceptanceDeadline: 'Acceptance deadline',
  depositAmount: 'Deposit amount',
  depositDueDate: 'Deposit due',
  depositPaidDate: 'Deposit paid',
  visaAppointmentDate: 'Visa appointment',
  visaDecision: 'Visa decision',
  visaDecisionDate: 'Visa decision date',
};
const DATES = new Set([
  'nextContactDate',
  'acceptanceDeadline',
  'depositDueDate',
  'depositPaidDate',
  'visaAppointmentDate',
  'visaDecisionDate',
]);
const TIMES = new Set(['doneAt']);
/** Fields whose stored value is a word from a fixed list ("conditional"): shown as the form does. */
const CHOICES = new Set(['offerType', 'visaDecision']);
/** Amounts: their digits grouped as the record shows them ("300000" reads "300,000"). */
const AMOUNTS = new Set(['depositAmount', 'tuition']);
const grouped = (v: string) =>
  /^\d+(\.\d+)?$/.test(v)
    ? v.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','))
    : v;

/** A changed field's name as the record's form labels it. */
export const changedField = (kind: Change['kind'], field: string) =>
  (kind === 'application' ? APPLICATION_LABELS[field] : LABELS[field]) ?? field;

/** A value as people read it: dates day-first, a follow-up without "Follow up:", nothing as "(blank)". */
export function shownValue(field: string | null, v: string | null): string {
  if (v === null) return '(blank)';
  if (field && DATES.has(field)) return formatDate(v);
  if (field && TIMES.has(field)) return formatDateTime(v);
  if (field === 'followUpDetails') return followUpText(v) || '(blank)';
  if (field && CHOICES.has(field)) return capitalise(v);
  if (field && AMOUNTS.has(field)) return grouped(v);
  return v;
}
