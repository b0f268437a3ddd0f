import { z } from 'zod';
import { RecordMetaSchema } from '../common/list';
import {
  amount,
  blankable,
  currency,
  flag,
  MULTILINE,
  oneOf,
  optionalText,
  queryFlag,
  text,
  textList,
} from '../common/fields';
import { COURSE_MODES, STUDY_LEVELS } from './catalogue-basics';
import { ImageMetaSchema } from '../common/image';
import { amountsFit } from '../common/money';

/** Multipart, lists as repeated bracketed entries (`tags[]`, spec §3); JSON works too. */
const fields = {
  title: text('Title', 200),
  shortDesc: optionalText('Short description', 500, MULTILINE),
  fullDesc: optionalText('Full description', 10_000, MULTILINE),
  duration: optionalText('Duration', 100),
  level: blankable(oneOf('Level', STUDY_LEVELS)),
  fees: amount('Fees').optional(),
  currency: blankable(currency()),
  mode: oneOf('Mode', COURSE_MODES),
  /** true for domestic, false for international (spec §3). */
  domestic: flag('Domestic'),
  syllabus: textList('Syllabus item', 500),
  prerequisites: textList('Prerequisite', 500),
  tags: textList('Tag', 50),
  visible: flag('Visible'),
};
/** Fees have no more decimals than their currency allows (forms that extend the fields too). */
export const courseFeesFit = amountsFit([{ amount: 'fees', currency: 'currency' }]);
/** The create body before its object-level check, for forms that add fields to it. */
export const CourseCreateFieldsSchema = z.object({
  ...fields,
  mode: fields.mode.default('offline'),
  domestic: fields.domestic.default(false),
  syllabus: fields.syllabus.default([]),
  prerequisites: fields.prerequisites.default([]),
  tags: fields.tags.default([]),
  visible: fields.visible.default(true),
});
export const CourseCreateSchema = CourseCreateFieldsSchema.superRefine(courseFeesFit);
export type CourseCreate = z.infer<typeof CourseCreateSchema>;
export const CourseUpdateSchema = z.object(fields).partial().superRefine(courseFeesFit);
export type CourseUpdate = z.infer<typeof CourseUpdateSchema>;

export const CourseSchema = RecordMetaSchema.extend({
  title: z.string(),
  shortDesc: z.string().nullable(),
  fullDesc: z.string().nullable(),
  duration: z.string().nullable(),
  level: z.enum(STUDY_LEVELS).nullable(),
  fees: z.number().nullable(),
  currency: z.string().nullable(),
  mode: z.enum(COURSE_MODES),
  domestic: z.boolean(),
  syllabus: z.array(z.string()),
  prerequisites: z.array(z.string()),
  tags: z.array(z.string()),
  visible: z.boolean(),
  ...ImageMetaSchema.shape,
});
export type Course = z.infer<typeof CourseSchema>;

export const CourseFiltersSchema = z.object({
  domestic: queryFlag().optional(),
  level: oneOf('Level', STUDY_LEVELS).optional(),
  mode: oneOf('Mode', COURSE_MODES).optional(),
  visible: queryFlag().optional(),
});

export { COURSE_MODES, STUDY_LEVELS, coursesResource } from './catalogue-basics';
