import { z } from 'zod';

const count = z.number().int().min(0);

/**
 * GET /dashboard/mine: the signed-in staff member's own work, each figure counted as
 * the list it links to counts it. "This week" is Monday to Sunday (UTC) of the caller's today.
 */
export const MyWorkSchema = z.object({
  today: z.string(),
  week: z.object({ from: z.string(), to: z.string() }),
  /** the agency's response target (settings), which "past the target" is measured against */
  responseTargetMinutes: z.number().int().min(1),
  /** live enquiries assigned to me with no first contact yet (`?owner=mine&contacted=no`) */
  leadsWaiting: count,
  /** of those, the ones waiting longer than the response target (`&waitingOver=<minutes>`) */
  leadsPastTarget: count,
  /** open follow-ups on my live enquiries due today and before today (the queue's sections) */
  followUpsDueToday: count,
  followUpsOverdue: count,
  /** my live enquiries first contacted this week (`?owner=mine&contactedSince=<Monday>`) */
  contactedThisWeek: count,
});
export type MyWork = z.infer<typeof MyWorkSchema>;
