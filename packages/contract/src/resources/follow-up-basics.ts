// Plain values of the follow-up contract, apart from its schemas (zod-free: the staff shell's
// first load imports them).
import type { ListEnvelope } from '../common/list';

export const FOLLOW_UP_DUE = ['today', 'overdue', 'upcoming'] as const;
export const FOLLOW_UP_KINDS = ['task', 'contact'] as const;

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
