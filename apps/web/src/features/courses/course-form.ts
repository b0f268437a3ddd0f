import { z } from 'zod';
import {
  COURSE_MODES,
  CourseCreateFieldsSchema,
  STUDY_LEVELS,
  courseFeesFit,
  type Course,
} from '@studydesk/contract';
import { defineCrudForm } from '../../components/crud-resource';
import type { FormField } from '../../components/form-field';
import { chipsField, switchField } from '../../components/form-inputs';
import { imageField } from '../../components/image-field';
import { optionsOf } from '../../lib/options';
import { withImage } from '../../lib/image-upload';

/**
 * The contract's course plus its image. A blank fee means "not given": the contract's number
 * coercion would read '' as 0, so it is dropped first.
 */
export const CourseFormSchema = withImage(CourseCreateFieldsSchema)
  .extend({
    fees: z.preprocess((v) => (v === '' ? undefined : v), CourseCreateFieldsSchema.shape.fees),
  })
  .superRefine(courseFeesFit);
export type CourseForm = z.output<typeof CourseFormSchema>;

type Values = z.input<typeof CourseFormSchema>;

export const courseFields: readonly FormField<Values>[] = [
  { name: 'title', label: 'Title', required: true },
  {
    name: 'level',
    label: 'Level',
    options: [{ value: '', label: 'Not set' }, ...optionsOf(STUDY_LEVELS, String)],
  },
  { name: 'mode', label: 'Mode', options: optionsOf(COURSE_MODES) },
  { name: 'duration', label: 'Duration', helperText: 'e.g. 2 years' },
  { name: 'fees', label: 'Fees', type: 'number' },
  { name: 'currency', label: 'Currency', helperText: '3 letters, e.g. INR' },
  switchField('domestic', 'Domestic', 'Off for an international course'),
  { name: 'shortDesc', label: 'Short description', rows: 2 },
  { name: 'fullDesc', label: 'Full description', rows: 5 },
  chipsField('syllabus', 'Syllabus'),
  chipsField('prerequisites', 'Prerequisites'),
  chipsField('tags', 'Tags'),
  switchField('visible', 'Visible on the website'),
  imageField(),
];

export const blankCourse: Values = {
  title: '',
  level: '',
  mode: 'offline',
  duration: '',
  fees: '',
  currency: '',
  domestic: true,
  shortDesc: '',
  fullDesc: '',
  syllabus: [],
  prerequisites: [],
  tags: [],
  visible: true,
  image: null,
};

export const courseValues = (row: Course): Values => ({
  title: row.title,
  level: row.level ?? '',
  mode: row.mode,
  duration: row.duration ?? '',
  fees: row.fees ?? '',
  currency: row.currency ?? '',
  domestic: row.domestic,
  shortDesc: row.shortDesc ?? '',
  fullDesc: row.fullDesc ?? '',
  syllabus: row.syllabus,
  prerequisites: row.prerequisites,
  tags: row.tags,
  visible: row.visible,
  image: row.image,
});

/** The course form, loaded when its dialog first opens. */
export const courseForm = defineCrudForm<Course>()({
  schema: CourseFormSchema,
  fields: courseFields,
  blank: blankCourse,
  fromRow: courseValues,
});
