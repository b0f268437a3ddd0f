import { applicationsResource } from '@studydesk/contract/plain';
import type { ListFilter } from '../../../components/list-filters';
import { refFilter } from '../../../components/ref-filter';
import type { ListParamsOptions } from '../../../lib/crud/types';
import { intakeFilters } from '../intake-filters';
import { collegeSource } from '../../colleges/colleges-api';
import { countrySource } from '../../countries/countries-api';
import { OFFICE_PARAM } from '../../offices/office-filter';

/** Last year's intakes to five years ahead: the years an agency applies for. */
const intakeYears = (now = new Date().getFullYear()) =>
  Array.from({ length: 7 }, (_, i) => String(now - 1 + i));

/**
 * The board's and the list's filters behind the Filters button (GET /applications filters);
 * whose applications they are is the view tabs, the text search the search box.
 */
export const BOARD_FILTERS: readonly ListFilter[] = [
  ...intakeFilters(intakeYears()),
  refFilter('country', 'Country', countrySource),
  refFilter('college', 'College', collegeSource),
];

/** How the board's URL reads as a list (the list view pages and sorts it too). */
export const BOARD_LIST: ListParamsOptions = {
  sortable: applicationsResource.sortable,
  defaultSort: applicationsResource.defaultSort,
  filters: [...BOARD_FILTERS.map((f) => f.name), OFFICE_PARAM],
};
