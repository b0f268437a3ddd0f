import type { z } from 'zod';
import { CountryCreateSchema, type Country } from '@studydesk/contract';
import { defineCrudForm } from '../../components/crud-resource';
import { imageField } from '../../components/image-field';
import { withImage } from '../../lib/image-upload';

/** The contract's country plus its flag image. */
export const CountryFormSchema = withImage(CountryCreateSchema);
export type CountryForm = z.output<typeof CountryFormSchema>;

/** The country form, loaded when its dialog first opens. */
export const countryForm = defineCrudForm<Country>()({
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
});
