// Plain values of the call-request contract, apart from its schemas (zod-free: the staff shell's
// first load imports them).
import type { ListEnvelope } from '../common/list';

export const CONTACT_STATUSES = ['new', 'read', 'closed'] as const;
/** A list filter beyond the stored statuses: every request not closed yet (new or read). */
export const CONTACT_OPEN = 'open';

export const contactsResource = {
  name: 'contact',
  path: '/contact',
  envelope: { items: 'data', count: 'count' } satisfies ListEnvelope,
  /** `queue`: due first (soonest next try), then a stated preferred time, then newest. */
  sortable: ['createdAt', 'updatedAt', 'name', 'status', 'queue'],
  defaultSort: 'createdAt',
} as const;

/** GET /due: the signed-in user's follow-ups and call-backs that have come due (the bell's
 * badge asks for it on the first load, so its path is zod-free). */
export const DUE_PATH = '/due';
