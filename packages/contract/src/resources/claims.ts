import { z } from 'zod';
import { ListQuerySchema, RecordMetaSchema } from '../common/list';
import { id, isoDate, oneOf, optionalText, ref, text } from '../common/fields';
import { amountInput, MoneySchema } from '../common/money-wire';
import { ExchangeRateCreateSchema } from './money';

/*
 * Commission claimed from colleges (docs/DECISIONS.md, "Commission claimed from colleges"): a
 * claim groups claimable instalments of one college's enrolled students of one office, with a
 * gapless number (CL-2026-0001); the college pays against it; a withdrawn student's line is
 * credited (CN-2026-0001), a deferred one's moves to the new intake. Amounts are Money.
 */
export const CLAIMS_PATH = '/claims';
export const CLAIM_STATUSES = ['draft', 'sent', 'part-paid', 'paid', 'written-off'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_MAX_APPLICATIONS = 200;

export const CLAIM_MESSAGES = {
  notFound: 'Claim not found',
  nothing: 'Some applications have nothing to claim',
  currencies: 'A claim is in one currency: these applications\u2019 commission is in several',
  offices: 'A claim holds one office\u2019s students: these are of several offices',
  reason: 'Give the reason it is written off',
  noContact: 'The college has no claims contact: set one on its commission rule',
  overpaid: 'The payment is more than the claim still asks for',
  closed: 'This claim takes no more payments',
  chargesOver: 'Bank charges cannot be more than the payment',
  lineNotFound: 'Line not found on this claim',
  lineSettled: 'Nothing is left to credit on this line',
  lineNotMovable:
    'Only a line the college still owes can move to another intake: this one is paid or credited',
  sameIntake: 'Choose another intake of the same college',
} as const;

/** POST /claims: the college and the applications whose claimable commission it asks for. */
export const ClaimCreateSchema = z.object({
  college: ref('College'),
  applications: z
    .array(id('Application'), 'Applications must be a list')
    .min(1, 'Choose at least one application')
    .max(CLAIM_MAX_APPLICATIONS, `At most ${CLAIM_MAX_APPLICATIONS} applications`),
});
export type ClaimCreate = z.infer<typeof ClaimCreateSchema>;

export const ClaimLineSchema = z.object({
  _id: z.string(),
  application: z.string(),
  enquiry: z.string(),
  student: z.string(),
  course: z.string().nullable(),
  courseTitle: z.string().nullable(),
  intake: z.string().nullable(),
  /** "September 2031" */
  intakeName: z.string().nullable(),
  /** Which instalment of the college's schedule (1 is the first), and its share in percent. */
  instalment: z.number().int(),
  share: z.string(),
  tuition: MoneySchema.nullable(),
  amount: MoneySchema,
  paid: MoneySchema,
  credited: MoneySchema,
  outstanding: MoneySchema,
  creditNote: z.string().nullable(),
});
export type ClaimLine = z.infer<typeof ClaimLineSchema>;

export const ClaimPaymentSchema = z.object({
  _id: z.string(),
  amount: MoneySchema,
  charges: MoneySchema,
  receivedAt: z.string(),
  /** One unit of the claim's currency in the base currency that day. */
  rate: z.string(),
  /** The amount in the base currency at that rate. */
  baseAmount: MoneySchema,
  createdAt: z.string(),
});
export type ClaimPayment = z.infer<typeof ClaimPaymentSchema>;

export const CreditNoteSchema = z.object({
  _id: z.string(),
  number: z.string(),
  line: z.string(),
  amount: MoneySchema,
  reason: z.string(),
  createdAt: z.string(),
});
export type CreditNote = z.infer<typeof CreditNoteSchema>;

/** A line moved to another intake (the student deferred), for the claim's history. */
export const LineMovedSchema = z.object({
  line: z.string(),
  /** The intakes as people read them ("September 2026"); null: it had none. */
  from: z.string().nullable(),
  to: z.string(),
  createdAt: z.string(),
});
export type LineMoved = z.infer<typeof LineMovedSchema>;

export const ClaimSummarySchema = RecordMetaSchema.extend({
  number: z.string(),
  college: z.string(),
  collegeName: z.string().nullable(),
  office: z.string(),
  currency: z.string(),
  status: z.enum(CLAIM_STATUSES),
  total: MoneySchema,
  paid: MoneySchema,
  credited: MoneySchema,
  /** Bank charges deducted from the payments. */
  charges: MoneySchema,
  /** total − paid − credited. */
  outstanding: MoneySchema,
  sentAt: z.string().nullable(),
  /** The day from which it is chased while unpaid (null until sent). */
  chaseFrom: z.string().nullable(),
  writtenOffReason: z.string().nullable(),
});
export type ClaimSummary = z.infer<typeof ClaimSummarySchema>;
export const ClaimSchema = ClaimSummarySchema.extend({
  lines: z.array(ClaimLineSchema),
  payments: z.array(ClaimPaymentSchema),
  creditNotes: z.array(CreditNoteSchema),
  /** Always sent; optional in the type only for answers cached before it existed. */
  moves: z.array(LineMovedSchema).optional(),
});
export type Claim = z.infer<typeof ClaimSchema>;

export const ClaimListQuerySchema = ListQuerySchema.pick({ page: true, limit: true }).extend({
  /** to-chase: sent, unpaid, past the money setting claimChaseDays. */
  status: oneOf('Status', [...CLAIM_STATUSES, 'to-chase'] as const).optional(),
  college: id('College').optional(),
  office: id('Office').optional(),
});
export type ClaimListQuery = z.infer<typeof ClaimListQuerySchema>;
export const ClaimListSchema = z.object({ data: z.array(ClaimSummarySchema), total: z.number() });

/** PATCH /claims/:id: a move of status (only legal ones are taken), a reason to write off. */
export const ClaimUpdateSchema = z
  .object({
    status: oneOf('Status', CLAIM_STATUSES),
    reason: optionalText('Reason', 500),
  })
  .refine((v) => v.status !== 'written-off' || Boolean(v.reason), {
    path: ['reason'],
    message: CLAIM_MESSAGES.reason,
  });
export type ClaimUpdate = z.infer<typeof ClaimUpdateSchema>;

/** POST /claims/:id/payments: amounts in the claim's currency; the rate to the base currency. */
export const ClaimPaymentCreateSchema = z.object({
  amount: amountInput('Amount'),
  receivedAt: isoDate('Received'),
  charges: amountInput('Bank charges').optional(),
  rate: ExchangeRateCreateSchema.shape.rate.optional(),
});
export type ClaimPaymentCreate = z.infer<typeof ClaimPaymentCreateSchema>;

export const ClaimSentSchema = z.object({ mail: z.string(), to: z.string() });
export type ClaimSent = z.infer<typeof ClaimSentSchema>;

export const ClaimLineParamsSchema = z.object({ id: id('Claim'), line: id('Line') });
/** POST /claims/:id/lines/:line/credit: a withdrawn student's line, credited. */
export const CreditNoteCreateSchema = z.object({ reason: text('Reason', 500) });
/** POST /claims/:id/lines/:line/move: a deferred student's line, to the new intake. */
export const LineMoveSchema = z.object({ intake: ref('Intake') });

/** In the Due list of admins and managers: a sent claim unpaid past claimChaseDays. */
export const DueClaimSchema = z.object({
  _id: z.string(),
  number: z.string(),
  collegeName: z.string().nullable(),
  outstanding: MoneySchema,
  sentAt: z.string(),
  chaseFrom: z.string(),
});
export type DueClaim = z.infer<typeof DueClaimSchema>;
