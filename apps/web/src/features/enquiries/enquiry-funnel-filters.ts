import type { FunnelDimension, FunnelStep } from '@studydesk/contract';
import { REACHED_PHASES } from '@studydesk/contract/plain';
import type { ListFilter } from '../../components/list-filters';

// Here rather than beside the funnel's other labels: the list's "Reached" chip reads them on its
// first load, and the rest (periods, month ranges, the dashboard's links) is the dashboard's alone.
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

/** The funnel's application steps: a live application reached this phase or later. */
export const REACHED: ListFilter = {
  name: 'reached',
  label: 'Reached',
  type: 'select',
  anyLabel: 'Any step',
  options: REACHED_PHASES.map((p) => ({ value: p, label: STEP_LABELS[p] })),
};

/** Each dimension as the list's other filters name it, for the funnel's "Not given" rows. */
const NOT_GIVEN_CHIPS: Partial<Record<string, string>> = {
  source: 'Lead source: not given',
  campaign: 'Campaign: not given',
  counsellor: 'Assigned to: nobody',
  country: 'Country: not given',
  intake: 'Preferred intake: not given',
} satisfies Record<FunnelDimension, string>;

/** Set only by the funnel's "Not given" rows: no field, a chip such as "Campaign: not given". */
export const NOT_GIVEN: ListFilter = {
  name: 'notGiven',
  label: 'Not given',
  type: 'select',
  render: () => null,
  chipLabel: (dim) => NOT_GIVEN_CHIPS[dim] ?? `Not given: ${dim}`,
};
