import { MONTHS } from '@studydesk/contract/plain';
import type { ListFilter } from '../../components/list-filters';
import { optionsOf } from '../../lib/options';

/** The intake month and intake year filters, the year one of `years`. */
export const intakeFilters = (years: readonly string[]): ListFilter[] => [
  {
    name: 'intakeMonth',
    label: 'Intake month',
    type: 'select',
    anyLabel: 'Any month',
    options: optionsOf(MONTHS, String),
  },
  {
    name: 'intakeYear',
    label: 'Intake year',
    type: 'select',
    anyLabel: 'Any year',
    options: optionsOf(years, String),
  },
];
