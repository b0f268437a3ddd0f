import { MESSAGES, countriesResource, isProtectedCountry, type Country } from '@studydesk/contract';
import { dateColumn } from '../../components/columns';
import { THUMBNAIL_ROW_HEIGHT, thumbnailColumn } from '../../components/column-kinds';
import { crudMessages } from '../../lib/crud/messages';
import { defineCrudResource } from '../../components/crud-resource';
import { countriesApi } from './countries-api';

const names = { singular: 'country', plural: 'countries' };

/** Countries the agency works with, each with its flag (spec §3). */
export const countries = defineCrudResource({
  api: countriesApi,
  permission: 'countries',
  title: 'Countries',
  ...names,
  messages: crudMessages(names, MESSAGES.countries),
  list: countriesResource,
  columns: [
    thumbnailColumn<Country>('Flag'),
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
    { field: 'code', headerName: 'Code', width: 80 },
    { field: 'isoCode', headerName: 'ISO code', width: 96 },
    { field: 'dialCode', headerName: 'Dial code', width: 100 },
    { field: 'currency', headerName: 'Currency', width: 100, sortable: false },
    dateColumn<Country>('updatedAt', 'Updated'),
  ],
  hiddenOnMobile: ['code', 'isoCode', 'dialCode', 'currency', 'updatedAt'],
  rowHeight: THUMBNAIL_ROW_HEIGHT,
  // Spec §5: the server refuses too; the page does not offer it.
  kept: (row) => (isProtectedCountry(row.name) ? MESSAGES.rules.cannotDeleteIndia : undefined),
  rowLabel: (row) => row.name,
  form: () => import('./countries-form').then((m) => m.countryForm),
});
