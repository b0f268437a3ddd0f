// Plain values of the follow-up contract, apart from its schemas (zod-free: the staff shell's
// first load imports them).
import type { ListEnvelope } from '../common/list';

export const FOLLOW_UP_DUE = ['today', 'overdue', 'upcoming'] as const;
export const FOLLOW_UP_KINDS = ['task', 'contact'] as const;

/** How a contact attempt went (Log contact, follow-up Done). */
export const CONTACT_OUTCOMES = [
  'reached',
  'no-answer',
  'busy',
  'wrong-number',
  'call-back-later',
  'left-message',
] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];
export const CONTACT_OUTCOME_LABELS: Record<ContactOutcome, string> = {
  reached: 'Reached',
  'no-answer': 'No answer',
  busy: 'Busy',
  'wrong-number': 'Wrong number',
  'call-back-later': 'Call back later',
  'left-message': 'Left a message',
};
/** The work queue (/follow-up): open follow-ups in sections, in this order. */
export const QUEUE_SECTIONS = ['overdue', 'today', 'upcoming', 'noDate'] as const;
export type QueueSection = (typeof QUEUE_SECTIONS)[number];
export const QUEUE_SECTION_LABELS: Record<QueueSection, string> = {
  overdue: 'Overdue',
  today: 'Today',
  upcoming: 'Upcoming',
  noDate: 'No date',
};

export const followUpsResource = {
  name: 'followUp',
  path: '/followUp',
  envelope: { items: 'data', count: 'count' } satisfies ListEnvelope,
  sortable: ['nextContactDate', 'createdAt', 'updatedAt'],
  defaultSort: 'createdAt',
} as const;
