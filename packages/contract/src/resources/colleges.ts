import { z } from 'zod';
import { IdSchema, RecordMetaSchema } from '../common/list';
import {
  blankable,
  email,
  flag,
  MULTILINE,
  mobile,
  oneOf,
  optionalText,
  plain,
  queryFlag,
  ref,
  refList,
  text,
  textList,
  webAddress,
} from '../common/fields';
import { ImageMetaSchema } from '../common/image';
import { COLLEGE_CATEGORIES, COLLEGE_STATUSES } from './catalogue-basics';

const category = oneOf('Category', COLLEGE_CATEGORIES);

/**
 * Multipart with lists as indexed entries (`courses[0]`, `facilities[1]` …) and courses as
 * their ids (spec §3); JSON works too.
 */
const fields = {
  name: text('Name', 200),
  email: blankable(email()),
  phone: blankable(mobile('Phone')),
  address: optionalText('Address', 500, MULTILINE),
  website: webAddress('Website'),
  description: optionalText('Description', 5000, MULTILINE),
  mapLink: webAddress('Map link'),
  country: ref('Country'),
  /** The place (spec "State / place") within the country. */
  state: blankable(ref('Place')),
  courses: refList('Course'),
  category: z
    .array(category, 'Category must be a list')
    .min(1, 'Choose at least one category')
    .max(COLLEGE_CATEGORIES.length),
  status: oneOf('Status', COLLEGE_STATUSES),
  facilities: textList('Facility'),
  services: textList('Service'),
  visible: flag('Visible'),
};
export const CollegeCreateSchema = z.object({
  ...fields,
  courses: fields.courses.default([]),
  status: fields.status.default('new'),
  facilities: fields.facilities.default([]),
  services: fields.services.default([]),
  visible: fields.visible.default(true),
});
export type CollegeCreate = z.infer<typeof CollegeCreateSchema>;
export const CollegeUpdateSchema = z.object(fields).partial();
export type CollegeUpdate = z.infer<typeof CollegeUpdateSchema>;

export const CollegeSchema = RecordMetaSchema.extend({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  mapLink: z.string().nullable(),
  /** Null once the country (or place) is deleted. */
  country: z.string().nullable(),
  countryName: z.string().nullable(),
  state: z.string().nullable(),
  stateName: z.string().nullable(),
  courses: z.array(z.string()),
  category: z.array(z.enum(COLLEGE_CATEGORIES)),
  status: z.enum(COLLEGE_STATUSES),
  facilities: z.array(z.string()),
  services: z.array(z.string()),
  visible: z.boolean(),
  ...ImageMetaSchema.shape,
});
export type College = z.infer<typeof CollegeSchema>;

/** Spec §7: `GET /college` takes page, limit, search, category, status, country and state. */
export const CollegeFiltersSchema = z.object({
  search: plain('Search', 200).optional(),
  category: category.optional(),
  status: oneOf('Status', COLLEGE_STATUSES).optional(),
  country: IdSchema.optional(),
  state: IdSchema.optional(),
  visible: queryFlag().optional(),
});

export { COLLEGE_CATEGORIES, COLLEGE_STATUSES, collegesResource } from './catalogue-basics';
