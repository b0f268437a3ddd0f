import type { TimelineEntry } from '@studydesk/contract';

/** A booked follow-up as the timeline lists it. */
export type Booked = Extract<TimelineEntry, { type: 'followUp' }>;
