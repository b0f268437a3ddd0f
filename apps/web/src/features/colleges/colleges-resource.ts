import {
  COLLEGE_CATEGORIES,
  COLLEGE_STATUSES,
  MESSAGES,
  collegesResource,
  type College,
} from '@studydesk/contract';
import { dateColumn } from '../../components/columns';
import {
  THUMBNAIL_ROW_HEIGHT,
  choiceColumn,
  listColumn,
  thumbnailColumn,
  yesNoColumn,
} from '../../components/column-kinds';
import { crudMessages } from '../../lib/crud/messages';
import { defineCrudResource } from '../../components/crud-resource';
import type { ListFilter } from '../../components/list-filters';
import { refFilter } from '../../components/ref-filter';
import { capitalise, optionsOf } from '../../lib/options';
import { countrySource } from '../countries/countries-api';
import { placeSource } from '../states/states-api';
import { collegesApi } from './colleges-api';

const names = { singular: 'college', plural: 'colleges' };
const { exists } = MESSAGES.colleges;

/** Spec §7: `GET /college` filters by category, status, country and state (place). */
export const collegeFilters: readonly ListFilter[] = [
  {
    name: 'category',
    label: 'Category',
    type: 'select',
    options: optionsOf(COLLEGE_CATEGORIES, String),
  },
  { name: 'status', label: 'Status', type: 'select', options: optionsOf(COLLEGE_STATUSES) },
  refFilter('country', 'Country', countrySource),
  refFilter('state', 'Place', placeSource),
];

export const colleges = defineCrudResource({
  api: collegesApi,
  permission: 'colleges',
  title: 'Colleges',
  ...names,
  // Spec §8: one text for a failed add and a failed update.
  messages: crudMessages(names, { load: MESSAGES.colleges.load, create: exists, update: exists }),
  list: { ...collegesResource, filters: collegeFilters.map((f) => f.name) },
  columns: [
    thumbnailColumn<College>(),
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
    { field: 'countryName', headerName: 'Country', width: 120, sortable: false },
    { field: 'stateName', headerName: 'Place', width: 120, sortable: false },
    listColumn<College>('category', 'Category'),
    choiceColumn<College>(
      'status',
      'Status',
      { new: 'info', recommended: 'success', popular: 'warning', regular: 'secondary' },
      capitalise,
    ),
    yesNoColumn<College>('visible', 'Visible'),
    dateColumn<College>('updatedAt', 'Updated'),
  ],
  hiddenOnMobile: ['countryName', 'stateName', 'category', 'status', 'visible', 'updatedAt'],
  rowHeight: THUMBNAIL_ROW_HEIGHT,
  rowLabel: (row) => row.name,
  form: () => import('./college-form').then((m) => m.collegeForm),
});
