import { z } from 'zod';
import { IdSchema } from '../common/list';
import { amount, currency, id, isoDate, numeric, oneOf } from '../common/fields';
import { amountsFit } from '../common/money';
import { MONTHS } from './intakes';
import {
  ClaimsContactBodySchema,
  CommissionScheduleBodySchema,
  CommissionScheduleSchema,
  ClaimsContactSchema,
} from './commission-schedule';

/*
 * Commission. A college's rule is kept apart from the college (whose record is
 * public website content): a percentage of first-year tuition or a fixed amount, in the rule's
 * currency, else the college's country's. An application's expected commission follows from
 * the rule and its tuition; at Enrolled it becomes claimable; an admin records the invoice and
 * the payment. Sums are per currency, never across currencies.
 */
export const COMMISSION_TYPES = ['percent', 'fixed'] as const;

const fixedFits = amountsFit([{ amount: 'value', currency: 'currency' }]);
/** PUT /college/:id/commission. */
export const CommissionRuleFieldsSchema = z.object({
  type: oneOf('Commission type', COMMISSION_TYPES),
  value: amount('Commission'),
  /** Left out or null: the college's country's currency; '' is refused. */
  currency: currency().nullable().optional(),
  /** Left out: kept as it is (a new rule's is 100 % at enrolment). */
  schedule: CommissionScheduleBodySchema.optional(),
  /** Left out: kept as it is; null clears it. */
  claimsContact: ClaimsContactBodySchema.nullable().optional(),
});
export const CommissionRuleBodySchema = CommissionRuleFieldsSchema.refine(
  (r) => r.type !== 'percent' || r.value <= 100,
  { path: ['value'], message: 'A percentage is at most 100' },
).superRefine((r, ctx) => {
  // A fixed amount is money in the rule's currency; a percentage is not.
  if (r.type === 'fixed') fixedFits(r, ctx);
});
export type CommissionRuleBody = z.infer<typeof CommissionRuleBodySchema>;
export const CommissionRuleSchema = z.object({
  college: z.string(),
  type: z.enum(COMMISSION_TYPES).nullable(),
  value: z.number().nullable(),
  currency: z.string().nullable(),
  /** The currency the commission is counted in: the rule's, else the country's (null: none). */
  effectiveCurrency: z.string().nullable(),
  /** The instalments the commission is claimed in (100 % at enrolment unless set). */
  schedule: CommissionScheduleSchema,
  /** Who at the college claims are sent to. */
  claimsContact: ClaimsContactSchema.nullable(),
});
export type CommissionRule = z.infer<typeof CommissionRuleSchema>;

export const COMMISSION_STATUSES = ['expected', 'claimable', 'invoiced', 'received'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** PATCH /applications/:id/commission: the invoice and the payment ('' or null clears). */
const clearable = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), schema])
    .nullable()
    .optional();
export const CommissionUpdateSchema = z.object({
  invoicedDate: clearable(isoDate('Invoiced date')),
  invoicedAmount: clearable(amount('Invoiced amount')),
  receivedDate: clearable(isoDate('Received date')),
  receivedAmount: clearable(amount('Received amount')),
});
export type CommissionUpdate = z.infer<typeof CommissionUpdateSchema>;

/** GET/PATCH /applications/:id/commission. */
export const ApplicationCommissionSchema = z.object({
  application: z.string(),
  currency: z.string().nullable(),
  /** Null when the college has no rule, or a percentage rule meets no tuition. */
  expected: z.number().nullable(),
  status: z.enum(COMMISSION_STATUSES).nullable(),
  invoicedDate: z.string().nullable(),
  invoicedAmount: z.number().nullable(),
  receivedDate: z.string().nullable(),
  receivedAmount: z.number().nullable(),
});
export type ApplicationCommission = z.infer<typeof ApplicationCommissionSchema>;

export const CommissionQuerySchema = z.object({
  intakeMonth: oneOf('Intake month', MONTHS).optional(),
  intakeYear: numeric('Intake year', z.number().int().min(2000).max(2100)).optional(),
  college: IdSchema.optional(),
  /** One office's (admins and managers of several); one not theirs shows nothing. */
  office: id('Office').optional(),
});

const sums = {
  currency: z.string().nullable(),
  /** Every open (not closed) application's expected commission. */
  expected: z.number(),
  /** Enrolled and not yet invoiced. */
  claimable: z.number(),
  invoiced: z.number(),
  received: z.number(),
};
export const CommissionRowSchema = z.object({
  intake: z.string().nullable(),
  intakeMonth: z.string().nullable(),
  intakeYear: z.number().nullable(),
  college: z.string(),
  collegeName: z.string().nullable(),
  ...sums,
  applications: z.number().int(),
  /** Open applications whose commission cannot be reckoned (no rule, or no tuition). */
  unpriced: z.number().int(),
});
/** GET /applications/commission: by intake and college, and totals per currency. */
export const CommissionSummarySchema = z.object({
  rows: z.array(CommissionRowSchema),
  totals: z.array(z.object(sums)),
});
export type CommissionSummary = z.infer<typeof CommissionSummarySchema>;
export type CommissionRow = z.infer<typeof CommissionRowSchema>;

export const COMMISSION_MESSAGES = {
  notClaimable: 'Commission becomes claimable when the application is Enrolled',
} as const;
