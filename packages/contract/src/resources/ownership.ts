import { z } from 'zod';
import { id, oneOf } from '../common/fields';

/**
 * Who owns an enquiry or a call request (issue 10). The lists filter with `owner`: `me` (the
 * signed-in user's), `none` (unassigned); leaving it out (or `all`) shows everyone's.
 */
export const OWNER_FILTERS = ['me', 'none', 'all'] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];
export const OwnerFilterSchema = z.object({ owner: oneOf('Owner', OWNER_FILTERS).optional() });

/** The roles that can own a record (and so take a turn in round-robin: counsellors only). */
export const OWNER_ROLES = ['admin', 'counsellor'] as const;
export const ROUND_ROBIN_ROLES = ['counsellor'] as const;
export const OWNER_FIELD_MESSAGE = 'Choose an active admin or counsellor';

/** A new owner, or none ('' or null). */
export const ownerValue = () =>
  z.union([z.literal('').transform(() => null), id('Owner')]).nullable();
export const OwnerBodySchema = z.object({ assignedTo: ownerValue() });
export type OwnerBody = z.infer<typeof OwnerBodySchema>;

/** The live `assigned` event: sent only to the new owner's streams. */
export const ASSIGNED_KINDS = ['enquiry', 'contact'] as const;
export const AssignedNoticeSchema = z.object({
  kind: z.enum(ASSIGNED_KINDS),
  id: z.string(),
  /** the enquiry number; null for a call request */
  no: z.string().nullable(),
  name: z.string(),
  to: z.string(),
  /** who assigned it; null for round-robin */
  by: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type AssignedNotice = z.infer<typeof AssignedNoticeSchema>;
export const ASSIGNED_EVENT = 'assigned';
