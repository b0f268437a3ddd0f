import { MESSAGES, countriesResource, isProtectedCountry, type Country } from '@studydesk/contract';
import { dateColumn } from '../../components/columns';
import { THUMBNAIL_ROW_HEIGHT, thumbnailColumn } from '../../components/column-kinds';
import { crudMessages } from '../../lib/crud/messages';
import { defineCrudResource } from '../../components/crud-resource';
import { imageField } from '../../components/image-field';
import { CountryFormSchema, countriesApi } from './countries-api';

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
  form: {
    schema: CountryFormSchema,
    fields: [
      { name: 'name', label: 'Name', required: true },
      { name: 'code', label: 'Code', required: true, helperText: '2 or 3 letters, e.g. IN' },
      { name: 'isoCode', label: 'ISO code', required: true, helperText: '3 letters, e.g. IND' },
      { name: 'dialCode', label: 'Dial code', type: 'tel', helperText: 'e.g. +91' },
      { name: 'currency', label: 'Currency', helperText: '3 letters, e.g. INR' },
      imageField('Flag'),
    ],
    blank: { name: '', code: '', isoCode: '', dialCode: '', currency: '', image: null },
    fromRow: (row) => ({
      name: row.name,
      code: row.code,
      isoCode: row.isoCode,
      dialCode: row.dialCode ?? '',
      currency: row.currency ?? '',
      image: row.image,
    }),
  },
});
