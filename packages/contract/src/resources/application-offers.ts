import { z } from 'zod';
import { IdSchema } from '../common/list';
import { amount, flag, isoDate, oneOf, text } from '../common/fields';
import { DEADLINE_KINDS } from './application-basics';

/*
 * The offer and the visa on an application. The offer's conditions are rows of their
 * own (a sub-resource): ticking one is one small write with its own history line, and two people
 * ticking two conditions at once never overwrite each other as a replaced array would.
 */
export const OFFER_TYPES = ['conditional', 'unconditional'] as const;
export const VISA_DECISIONS = ['pending', 'granted', 'refused'] as const;

/** A date that may be cleared: '' or null clears it. */
const clearableDate = (label: string) =>
  z
    .union([z.literal('').transform(() => null), isoDate(label)])
    .nullable()
    .optional();
const clearable = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), schema])
    .nullable()
    .optional();

/** The offer and visa fields PATCH /applications/:id takes (each optional, null clears it). */
export const ApplicationOfferFieldsSchema = z.object({
  offerType: clearable(oneOf('Offer type', OFFER_TYPES)),
  acceptanceDeadline: clearableDate('Acceptance deadline'),
  depositAmount: clearable(amount('Deposit amount')),
  depositDueDate: clearableDate('Deposit due date'),
  depositPaidDate: clearableDate('Deposit paid date'),
  visaAppointmentDate: clearableDate('Visa appointment date'),
  visaDecision: clearable(oneOf('Visa decision', VISA_DECISIONS)),
  visaDecisionDate: clearableDate('Visa decision date'),
});

/** As an application reads them back. */
export const ApplicationOfferSchema = z.object({
  offerType: z.enum(OFFER_TYPES).nullable(),
  acceptanceDeadline: z.string().nullable(),
  depositAmount: z.number().nullable(),
  depositDueDate: z.string().nullable(),
  depositPaidDate: z.string().nullable(),
  visaAppointmentDate: z.string().nullable(),
  visaDecision: z.enum(VISA_DECISIONS).nullable(),
  visaDecisionDate: z.string().nullable(),
});

/** POST /applications/:id/conditions. `dueDate`: by when it must be met (a Due item till then). */
export const ConditionCreateSchema = z.object({
  text: text('Condition', 500),
  dueDate: clearableDate('Condition due date'),
});
/**
 * PATCH /applications/:id/conditions/:conditionId. Ticking `satisfied` dates it today unless
 * `satisfiedDate` says when; unticking clears the date.
 */
export const ConditionUpdateSchema = z.object({
  text: text('Condition', 500).optional(),
  dueDate: clearableDate('Condition due date'),
  satisfied: flag('Satisfied').optional(),
  satisfiedDate: clearableDate('Satisfied date'),
});
export type ConditionCreate = z.infer<typeof ConditionCreateSchema>;
export type ConditionUpdate = z.infer<typeof ConditionUpdateSchema>;
export const ConditionParamsSchema = z.object({ id: IdSchema, conditionId: IdSchema });

export const ApplicationConditionSchema = z.object({
  _id: z.string(),
  text: z.string(),
  dueDate: z.string().nullable(),
  satisfied: z.boolean(),
  satisfiedDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationCondition = z.infer<typeof ApplicationConditionSchema>;

export const CONDITION_MESSAGES = {
  notFound: 'Condition not found',
} as const;

export const DueDeadlineSchema = z.object({
  /** `<application id>:<kind>`, or `<application id>:condition:<condition id>`. */
  _id: z.string(),
  kind: z.enum(DEADLINE_KINDS),
  application: z.string(),
  enquiry: z.string(),
  enqNo: z.string(),
  name: z.string(),
  collegeName: z.string().nullable(),
  courseTitle: z.string().nullable(),
  /** The deadline's date (YYYY-MM-DD): ahead, today or past. */
  date: z.string(),
  /** A condition's text; null for the other kinds. */
  details: z.string().nullable(),
});
export type DueDeadline = z.infer<typeof DueDeadlineSchema>;
