// The funnel's phases without zod: the enquiry list's filters read them from the plain entry.

/**
 * The funnel's application steps: an enquiry "reached" a phase when one of its live
 * applications holds, or ever held, a stage of that phase or a later one (closed aside).
 */
export const REACHED_PHASES = ['applied', 'offer', 'accepted', 'visa', 'enrolled'] as const;
export type ReachedPhase = (typeof REACHED_PHASES)[number];
