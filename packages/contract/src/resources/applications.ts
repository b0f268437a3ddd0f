import { z } from 'zod';
import { RecordMetaSchema, SoftDeleteMetaSchema } from '../common/list';
import {
  amount,
  flag,
  currency,
  id,
  MULTILINE,
  numeric,
  oneOf,
  optionalText,
  ref,
  text,
} from '../common/fields';
import { amountsFit } from '../common/money';
import { MONTHS } from './intakes';
export * from './application-basics';
import { ownerValue } from './ownership';
import { APPLICATION_PHASES, stageKey } from './application-stages';
import {
  ApplicationConditionSchema,
  ApplicationOfferFieldsSchema,
  ApplicationOfferSchema,
} from './application-offers';

/** A stage as a person names it (its name) or as the board sends it (its key). */
const stageName = text('Stage', 60);
const intake = z.union([z.literal('').transform(() => null), ref('Intake')]).nullable();

/** An application of a student (an enquiry) to a course at a college, for an intake. */
const ApplicationFieldsSchema = z.object({
  enquiry: ref('Enquiry'),
  college: ref('College'),
  course: ref('Course'),
  /** Optional while shortlisted. */
  intake: intake.optional(),
  /** The first stage of the shortlist phase when left out. */
  stage: stageName.optional(),
  /** The enquiry's owner when left out. */
  assignedTo: ownerValue().optional(),
  /** First-year tuition, in `currency`. */
  tuition: amount('Tuition').nullable().optional(),
  /** null: none; '' is refused (a blank is never read as "not given" without saying so). */
  currency: currency().nullable().optional(),
  remarks: optionalText('Remarks', 2000, MULTILINE),
  /** The first stage history line's note: a stage that requires a note (a closed outcome) needs it. */
  note: optionalText('Note', 2000, MULTILINE),
});
/** Amounts in the application's currency have no more decimals than it allows. */
const inCurrency = amountsFit([
  { amount: 'tuition', currency: 'currency' },
  { amount: 'depositAmount', currency: 'currency' },
]);
export const ApplicationCreateSchema = ApplicationFieldsSchema.superRefine(inCurrency);
export type ApplicationCreate = z.infer<typeof ApplicationCreateSchema>;
/** The stage moves only through PATCH /applications/:id/stage, and the student stays. */
export const ApplicationUpdateFieldsSchema = ApplicationFieldsSchema.omit({
  enquiry: true,
  stage: true,
  note: true,
})
  .partial()
  .extend({ college: ref('College').optional(), course: ref('Course').optional() })
  .extend(ApplicationOfferFieldsSchema.shape);
export const ApplicationUpdateSchema = ApplicationUpdateFieldsSchema.superRefine(inCurrency);
export type ApplicationUpdate = z.infer<typeof ApplicationUpdateSchema>;

export const StageChangeBodySchema = z.object({
  stage: stageName,
  /** Why it moved; the reason when moving on with things missing (`confirm`). */
  note: optionalText('Note', 2000, MULTILINE),
  /** The stage the mover saw it at: another tab's move meanwhile answers 409. */
  from: stageKey('From').optional(),
  /** Move on although documents are missing or the offer is conditional (a reason needed). */
  confirm: flag('Confirm').optional(),
});
export type StageChangeBody = z.infer<typeof StageChangeBodySchema>;

export const ApplicationSchema = RecordMetaSchema.extend({
  enquiry: z.string(),
  enqNo: z.string().nullable(),
  studentName: z.string().nullable(),
  college: z.string(),
  collegeName: z.string().nullable(),
  course: z.string(),
  courseTitle: z.string().nullable(),
  intake: z.string().nullable(),
  intakeMonth: z.string().nullable(),
  intakeYear: z.number().int().nullable(),
  deadlineDate: z.string().nullable(),
  stage: z.string(),
  stageName: z.string().nullable(),
  phase: z.enum(APPLICATION_PHASES).nullable(),
  /** When it entered its stage ("days in stage"). */
  stageAt: z.string(),
  assignedTo: z.string().nullable(),
  assignedToName: z.string().nullable(),
  tuition: z.number().nullable(),
  currency: z.string().nullable(),
  remarks: z.string().nullable(),
  createdBy: z.string().nullable(),
  ...ApplicationOfferSchema.shape,
  ...SoftDeleteMetaSchema.shape,
});
export type Application = z.infer<typeof ApplicationSchema>;

/** GET /applications and a student's applications: `{data, total}`. */
export const ApplicationListSchema = z.object({
  data: z.array(ApplicationSchema),
  total: z.number().int().min(0),
});

/** One move between stages: who, when, why. */
export const StageChangeSchema = z.object({
  _id: z.string(),
  from: z.string().nullable(),
  fromName: z.string().nullable(),
  to: z.string(),
  toName: z.string().nullable(),
  by: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
  note: z.string().nullable(),
});
export type StageChange = z.infer<typeof StageChangeSchema>;
export const ApplicationDetailSchema = ApplicationSchema.extend({
  stageHistory: z.array(StageChangeSchema),
  /** The offer's conditions, in the order they were added. */
  conditions: z.array(ApplicationConditionSchema),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

/** `mine`/`unassigned` as the journey board names them; `me`/`none` as the enquiries list does. */
const OWNER_VALUES = {
  mine: 'me',
  me: 'me',
  unassigned: 'none',
  none: 'none',
  all: 'all',
} as const;
const owner = oneOf('Owner', ['mine', 'me', 'unassigned', 'none', 'all'] as const).transform(
  (v) => OWNER_VALUES[v],
);

export const ApplicationFiltersSchema = z.object({
  stage: stageKey().optional(),
  phase: oneOf('Phase', APPLICATION_PHASES).optional(),
  owner: owner.optional(),
  college: id('College').optional(),
  course: id('Course').optional(),
  /** The college's country. */
  country: id('Country').optional(),
  intakeMonth: oneOf('Intake month', MONTHS).optional(),
  intakeYear: numeric('Intake year', z.number().int().min(2000).max(2100)).optional(),
  enquiry: id('Enquiry').optional(),
  /** One office's (admins and managers of several); one not theirs shows nothing. */
  office: id('Office').optional(),
});

/** PATCH /applications/:id/stage's 409 when moving on with things missing: what is missing. */
export const StageMissingSchema = z.object({
  message: z.string(),
  error: z.string(),
  missing: z.array(z.string()).min(1),
});
export type StageMissing = z.infer<typeof StageMissingSchema>;
/** PATCH /applications/:id/stage's 409 when another tab moved it first: where it is now. */
export const StageMovedSchema = z.object({
  message: z.string(),
  error: z.string(),
  stage: z.string(),
  stageName: z.string().nullable(),
});

const naming = (n: number) => (n === 1 ? '1 application names' : `${n} applications name`);
/**
 * A college, course or intake that live applications name is not deleted for good (409): the
 * applications would name nothing. A college or course is hidden instead; an intake may go to
 * the trash, where the applications still read it. A student (enquiry) with live applications
 * does not go to the trash either: they would stay on the board with nobody behind them.
 */
export const IN_USE_MESSAGES = {
  college: (n: number) =>
    `${naming(n)} this college: hide it (untick Visible) instead of deleting it`,
  course: (n: number) =>
    `${naming(n)} this course: hide it (untick Visible) instead of deleting it`,
  intake: (n: number, all: boolean) =>
    all
      ? `${naming(n)} an intake: move intakes to the trash instead, or delete the others one by one`
      : `${naming(n)} this intake: move it to the trash instead, or give them another intake first`,
  enquiry: (n: number, all: boolean) =>
    all
      ? `${naming(n)} a student: delete those applications first`
      : `This student has ${n === 1 ? '1 application' : `${n} applications`}: delete ${n === 1 ? 'it' : 'them'} first`,
} as const;

/** The `applicationStage` event: someone other than its owner moved an application. */
export const ApplicationStageNoticeSchema = z.object({
  id: z.string(),
  enquiry: z.string(),
  no: z.string().nullable(),
  name: z.string(),
  /** The owner told (the stream's audience). */
  to: z.string(),
  fromStage: z.string().nullable(),
  toStage: z.string(),
  toStageName: z.string(),
  by: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type ApplicationStageNotice = z.infer<typeof ApplicationStageNoticeSchema>;
