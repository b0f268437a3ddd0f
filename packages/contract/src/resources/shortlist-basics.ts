// The suggestions' phase labels without zod: the enquiry record reads them from the plain entry.
import type { ApplicationPhase } from './application-stages';

/** The phase a student's application is in, as the suggestions' chip says it. */
export const PHASE_LABELS: Record<ApplicationPhase, string> = {
  shortlist: 'Shortlisted',
  applied: 'Applied',
  offer: 'Offer',
  accepted: 'Accepted',
  visa: 'Visa',
  enrolled: 'Enrolled',
  closed: 'Closed',
};
