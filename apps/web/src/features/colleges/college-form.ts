import type { z } from 'zod';
import {
  COLLEGE_CATEGORIES,
  COLLEGE_STATUSES,
  CollegeCreateSchema,
  type College,
} from '@studydesk/contract';
import { defineCrudForm } from '../../components/crud-resource';
import type { FormField } from '../../components/form-field';
import { chipsField, switchField } from '../../components/form-inputs';
import { imageField } from '../../components/image-field';
import { refField } from '../../components/ref-field';
import { optionsOf } from '../../lib/options';
import { countrySource, useCountryName } from '../countries/countries-api';
import { courseSource } from '../courses/courses-api';
import { placeSource } from '../states/states-api';
import { withImage } from '../../lib/image-upload';

export const CollegeFormSchema = withImage(CollegeCreateSchema);
export type CollegeForm = z.output<typeof CollegeFormSchema>;
type Values = z.input<typeof CollegeFormSchema>;

export const collegeFields: readonly FormField<Values>[] = [
  { name: 'name', label: 'Name', required: true },
  refField('country', 'Country', countrySource, { required: true }),
  refField('state', 'Place', placeSource, {
    dependsOn: {
      field: 'country',
      filter: 'country',
      hint: 'Choose a country first',
      useParentName: useCountryName,
      plural: 'places',
      addIn: 'Places',
    },
  }),
  refField('courses', 'Courses', courseSource, { multiple: true }),
  chipsField('category', 'Category', {
    options: optionsOf(COLLEGE_CATEGORIES, String),
    required: true,
  }),
  { name: 'status', label: 'Status', options: optionsOf(COLLEGE_STATUSES) },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'website', label: 'Website', type: 'url', helperText: 'https://…' },
  { name: 'mapLink', label: 'Map link', type: 'url' },
  { name: 'address', label: 'Address', rows: 2 },
  { name: 'description', label: 'Description', rows: 4 },
  chipsField('facilities', 'Facilities'),
  chipsField('services', 'Services'),
  switchField('visible', 'Visible on the website'),
  imageField(),
];

export const blankCollege: Values = {
  name: '',
  country: '',
  state: '',
  courses: [],
  category: [],
  status: 'new',
  email: '',
  phone: '',
  website: '',
  mapLink: '',
  address: '',
  description: '',
  facilities: [],
  services: [],
  visible: true,
  image: null,
};

export const collegeValues = (row: College): Values => ({
  name: row.name,
  country: row.country ?? '',
  state: row.state ?? '',
  courses: row.courses,
  category: row.category,
  status: row.status,
  email: row.email ?? '',
  phone: row.phone ?? '',
  website: row.website ?? '',
  mapLink: row.mapLink ?? '',
  address: row.address ?? '',
  description: row.description ?? '',
  facilities: row.facilities,
  services: row.services,
  visible: row.visible,
  image: row.image,
});

/** The college form, loaded when its dialog first opens. */
export const collegeForm = defineCrudForm<College>()({
  schema: CollegeFormSchema,
  fields: collegeFields,
  blank: blankCollege,
  fromRow: collegeValues,
});
