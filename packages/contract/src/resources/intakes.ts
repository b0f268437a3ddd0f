import { z } from 'zod';
import { IdSchema, RecordMetaSchema, SoftDeleteMetaSchema } from '../common/list';
import { flag, isoDate, numeric, oneOf, queryFlag, ref } from '../common/fields';
import { INTAKE_STATUSES, MONTHS } from './catalogue-basics';

const year = numeric(
  'Intake year',
  z
    .number('Intake year must be a year')
    .int('Intake year must be a year')
    .min(2000, 'Intake year must be 2000 or later')
    .max(2100, 'Intake year must be 2100 or earlier'),
);

/** JSON (spec §7): an application window of a college. */
const fields = {
  college: ref('College'),
  intakeMonth: oneOf('Intake month', MONTHS),
  intakeYear: year,
  deadlineDate: isoDate('Deadline date'),
  status: oneOf('Status', INTAKE_STATUSES),
  visible: flag('Visible'),
};
/** Spec §5: status defaults to open and visible to true. */
export const IntakeCreateSchema = z.object({
  ...fields,
  status: fields.status.default('open'),
  visible: fields.visible.default(true),
});
export type IntakeCreate = z.infer<typeof IntakeCreateSchema>;
export const IntakeUpdateSchema = z.object(fields).partial();
export type IntakeUpdate = z.infer<typeof IntakeUpdateSchema>;

export const IntakeSchema = RecordMetaSchema.extend({
  college: z.string(),
  collegeName: z.string().nullable(),
  intakeMonth: z.enum(MONTHS),
  intakeYear: z.number().int(),
  deadlineDate: z.string(),
  status: z.enum(INTAKE_STATUSES),
  visible: z.boolean(),
  ...SoftDeleteMetaSchema.shape,
});
export type Intake = z.infer<typeof IntakeSchema>;

export const IntakeFiltersSchema = z.object({
  college: IdSchema.optional(),
  status: oneOf('Status', INTAKE_STATUSES).optional(),
  intakeYear: year.optional(),
  visible: queryFlag().optional(),
});

export { INTAKE_STATUSES, MONTHS, intakesResource } from './catalogue-basics';
