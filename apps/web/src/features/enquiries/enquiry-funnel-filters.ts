import type { FunnelDimension } from '@studydesk/contract';
import { REACHED_PHASES } from '@studydesk/contract/plain';
import type { ListFilter } from '../../components/list-filters';
import { STEP_LABELS } from '../dashboard/funnel-steps';

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
