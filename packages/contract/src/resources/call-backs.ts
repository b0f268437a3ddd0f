import { z } from 'zod';
import { dateTime, id, isoDate, MULTILINE, oneOf, optionalText } from '../common/fields';
import { DueDeadlineSchema } from './application-offers';
import { DueClaimSchema } from './claims';
import { DueSessionSchema } from './appointments';
import { DueInvoiceSchema } from './invoices';
import { ENQUIRY_CATEGORIES } from './enquiry-basics';

/**
 * The call-back queue. How a try at calling back went: the desk's contact outcomes
 * without "left a message" (the same values, so their labels are shared).
 */
export const CALL_OUTCOMES = [
  'reached',
  'no-answer',
  'busy',
  'wrong-number',
  'call-back-later',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
/** Outcomes after which there is nothing left to try: a next try is refused. */
export const FINAL_CALL_OUTCOMES: readonly CallOutcome[] = ['reached', 'wrong-number'];
export const NEXT_TRY_REQUIRED = 'Choose when to call back';
export const NEXT_TRY_REFUSED = 'No next try after this outcome';
/** What is wrong with giving (or not giving) a next try after this outcome, if anything. */
export function nextTryProblem(outcome: CallOutcome, given: boolean): string | null {
  if (outcome === 'call-back-later' && !given) return NEXT_TRY_REQUIRED;
  if (FINAL_CALL_OUTCOMES.includes(outcome) && given) return NEXT_TRY_REFUSED;
  return null;
}

/**
 * POST /contact/:id/attempts. `nextTryAt` is required for "call back later", optional after no
 * answer or busy, and refused after reached or wrong number (docs/DECISIONS.md).
 */
export const CallAttemptCreateSchema = z
  .object({
    outcome: oneOf('Outcome', CALL_OUTCOMES),
    note: optionalText('Note', 2000, MULTILINE),
    nextTryAt: dateTime('Next try').optional(),
  })
  .superRefine((v, ctx) => {
    const message = nextTryProblem(v.outcome, Boolean(v.nextTryAt));
    if (message) ctx.addIssue({ code: 'custom', path: ['nextTryAt'], message });
  });
export type CallAttemptCreate = z.infer<typeof CallAttemptCreateSchema>;

export const CallAttemptSchema = z.object({
  _id: z.string(),
  contactId: z.string().nullable(),
  enquiryId: z.string().nullable(),
  at: z.string(),
  by: z.string().nullable(),
  byName: z.string().nullable(),
  outcome: z.enum(CALL_OUTCOMES),
  note: z.string().nullable(),
  nextTryAt: z.string().nullable(),
});
export type CallAttempt = z.infer<typeof CallAttemptSchema>;
export const CallAttemptListSchema = z.object({ data: z.array(CallAttemptSchema) });

/** POST /contact/:id/convert: the enquiry's category (the call request has none). */
export const ContactConvertSchema = z
  .object({ category: oneOf('Category', ENQUIRY_CATEGORIES).default('Other') })
  .nullish()
  .transform((v) => v ?? { category: 'Other' as const });
export type ContactConvert = { category?: (typeof ENQUIRY_CATEGORIES)[number] };
/** Source of an enquiry made from a call request. */
export const CALL_REQUEST_SOURCE = 'call-request';

/** On an enquiry's timeline: a try at calling, made while it was a call request. */
const entry = {
  _id: z.string(),
  at: z.string(),
  by: z.string().nullable(),
  byName: z.string().nullable(),
};
export const CallAttemptEntrySchema = z.object({
  ...entry,
  type: z.literal('callAttempt'),
  outcome: z.enum(CALL_OUTCOMES),
  note: z.string().nullable(),
  nextTryAt: z.string().nullable(),
});
/** On an enquiry's timeline: the call request it was made from (at = when it was received). */
export const CallRequestEntrySchema = z.object({
  ...entry,
  type: z.literal('callRequest'),
  contactId: z.string(),
  message: z.string(),
});

/** GET /due: the signed-in user's follow-ups due by `today` and call-backs due by `now`. */
export const DueQuerySchema = z.object({
  today: isoDate('Today').optional(),
  now: dateTime('Now').optional(),
  /** One office's (admins and managers of several); one not theirs shows nothing. */
  office: id('Office').optional(),
});
export const DueFollowUpSchema = z.object({
  _id: z.string(),
  enquiry: z.string(),
  enqNo: z.string(),
  name: z.string(),
  details: z.string(),
  nextContactDate: z.string(),
});
export const DueCallBackSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  nextTryAt: z.string(),
  lastOutcome: z.enum(CALL_OUTCOMES).nullable(),
});
export const DueSchema = z.object({
  followUps: z.array(DueFollowUpSchema),
  callBacks: z.array(DueCallBackSchema),
  /** Exact, though each list stops at DUE_LIMIT. */
  count: z.number().int(),
  /** When something comes due next: a follow-up's date, a call-back's time (null: none). */
  nextFollowUpDate: z.string().nullable(),
  nextCallBackAt: z.string().nullable(),
  /**
   * The user's applications' deadlines from `deadlineReminderDays` ahead until met,
   * soonest first; counted in `count`. Always sent; optional for clients of before.
   */
  deadlines: z.array(DueDeadlineSchema).optional(),
  /** Admins' and managers': claims to colleges to chase (sent, unpaid); counted in `count`. */
  claims: z.array(DueClaimSchema).optional(),
  /** The user's sessions of today (their office's day), live or held, by start; not in `count`. */
  sessions: z.array(DueSessionSchema).optional(),
  /** Invoices with an instalment past due and unpaid, earliest first; counted in `count`. */
  invoices: z.array(DueInvoiceSchema).optional(),
});
export type Due = z.infer<typeof DueSchema>;
export type DueFollowUp = z.infer<typeof DueFollowUpSchema>;
export type DueCallBack = z.infer<typeof DueCallBackSchema>;
export const DUE_LIMIT = 50;
