import { z } from 'zod';
import { id, oneOf } from '../common/fields';
import { ASSIGNED_KINDS, OWNER_FILTERS } from './ownership-basics';

export const OwnerFilterSchema = z.object({ owner: oneOf('Owner', OWNER_FILTERS).optional() });

/** A new owner, or none ('' or null). */
export const ownerValue = () =>
  z.union([z.literal('').transform(() => null), id('Owner')]).nullable();
export const OwnerBodySchema = z.object({ assignedTo: ownerValue() });
export type OwnerBody = z.infer<typeof OwnerBodySchema>;

/** The live `assigned` event: sent only to the new owner's streams. */
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
  /**
   * When the record arrived and when it was first contacted (null: still waiting), as they
   * were at the assignment; absent from notices sent before.
   */
  receivedAt: z.string().optional(),
  firstContactAt: z.string().nullable().optional(),
});
export type AssignedNotice = z.infer<typeof AssignedNoticeSchema>;
