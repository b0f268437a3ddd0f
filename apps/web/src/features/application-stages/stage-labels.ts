import type { ApplicationPhase } from '@studydesk/contract';
import type { Tone } from '../../components/tone-chip';
import { optionsOf } from '../../lib/options';

/** How a phase reads in a chip or a select, in the contract's order (kept here, off zod). */
export const PHASE_LABELS: Record<ApplicationPhase, string> = {
  shortlist: 'Shortlist',
  applied: 'Applied',
  offer: 'Offer',
  accepted: 'Accepted',
  visa: 'Visa',
  enrolled: 'Enrolled',
  closed: 'Closed',
};

export const PHASE_TONES: Record<ApplicationPhase, Tone> = {
  shortlist: 'secondary',
  applied: 'info',
  offer: 'primary',
  accepted: 'primary',
  visa: 'warning',
  enrolled: 'success',
  closed: 'error',
};

export const PHASE_OPTIONS = optionsOf(
  Object.keys(PHASE_LABELS),
  (p) => PHASE_LABELS[p as ApplicationPhase],
);
