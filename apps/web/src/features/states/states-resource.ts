import { statesResource, type State } from '@studydesk/contract';
import { dateColumn } from '../../components/columns';
import { yesNoColumn } from '../../components/column-kinds';
import { crudMessages } from '../../lib/crud/messages';
import { defineCrudResource } from '../../components/crud-resource';
import type { ListFilter } from '../../components/list-filters';
import { refFilter } from '../../components/ref-filter';
import { countrySource } from '../countries/countries-api';
import { statesApi } from './states-api';

const names = { singular: 'place', plural: 'places' };
const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

export const placeFilters: readonly ListFilter[] = [
  refFilter('country', 'Country', countrySource),
  { name: 'active', label: 'Active', type: 'select', options: yesNo },
  { name: 'recommended', label: 'Recommended', type: 'select', options: yesNo },
];

/** Places (states, provinces, regions) within a country: /state. */
export const places = defineCrudResource({
  api: statesApi,
  permission: 'states',
  title: 'Places',
  ...names,
  messages: crudMessages(names),
  list: { ...statesResource, filters: placeFilters.map((f) => f.name) },
  columns: [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
    { field: 'countryName', headerName: 'Country', flex: 1, minWidth: 110, sortable: false },
    yesNoColumn<State>('active', 'Active'),
    yesNoColumn<State>('recommended', 'Recommended'),
    dateColumn<State>('updatedAt', 'Updated'),
  ],
  hiddenOnMobile: ['active', 'recommended', 'updatedAt'],
  rowLabel: (row) => row.name,
  form: () => import('./states-form').then((m) => m.placeForm),
});
