import type { FunnelStep } from '@studydesk/contract';

// Apart from the funnel's other labels: the enquiry list's "Reached" chip reads these on its first
// load, and the rest (periods, month ranges, the dashboard's links) is the dashboard's alone.
/** Each step's column heading; the application phases read so in the list's "Reached" chip. */
export const STEP_LABELS: Record<FunnelStep, string> = {
  enquiries: 'Enquiries',
  contacted: 'Contacted',
  applied: 'Applied',
  offer: 'Offer',
  accepted: 'Accepted',
  visa: 'Visa',
  enrolled: 'Enrolled',
};
