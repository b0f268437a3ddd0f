import { z } from 'zod';
import { id, isoDate, oneOf } from '../common/fields';
import { MoneySchema } from '../common/money-wire';
import { AGE_BANDS } from './money-basics';

/*
 * The money reports (admins; managers for their offices): student fees and commission from
 * colleges received and what is still owed, per currency, never added across currencies without
 * a dated rate.
 */
// The paths and age bands live zod-free, so the reports screen loads no schema code.
export * from './money-basics';

export const MoneySummaryQuerySchema = z.object({
  /** Payments received from this day (default: a year before `to`). */
  from: isoDate('From').optional(),
  /** …to this day, inclusive (default: today). */
  to: isoDate('To').optional(),
  /** The day outstanding amounts are aged at and converted on (default: today). */
  asOf: isoDate('As of').optional(),
  /** One office's (admins and managers of several); one not theirs shows nothing. */
  office: id('Office').optional(),
});
export type MoneySummaryQuery = z.infer<typeof MoneySummaryQuerySchema>;

/** A rate used to convert to the base currency: one unit of `currency` on `date`. */
export const RateUsedSchema = z.object({
  currency: z.string(),
  date: z.string(),
  rate: z.string(),
});
/**
 * Totals in the base currency, each amount at the rate in force on its day (the latest rate
 * entered on or before it). A currency with an amount on a day without a rate is listed in
 * `notConverted` and none of it is added.
 */
export const InBaseSchema = z.object({
  total: MoneySchema,
  rates: z.array(RateUsedSchema),
  notConverted: z.array(z.string()),
});
export type InBase = z.infer<typeof InBaseSchema>;

const received = <S extends z.ZodRawShape>(key: z.ZodObject<S>) =>
  z.array(key.extend({ amount: MoneySchema, payments: z.number().int() }));
const byMonth = received(z.object({ month: z.string() }));
const byOffice = received(z.object({ office: z.string(), officeName: z.string() }));
/** The student's counsellor (null: no one owns the student). */
const byCounsellor = received(
  z.object({ counsellor: z.string().nullable(), counsellorName: z.string().nullable() }),
);
const outstanding = z.object({
  byAge: z.array(z.object({ age: z.enum(AGE_BANDS), amount: MoneySchema })),
  totals: z.array(MoneySchema),
  inBase: InBaseSchema,
});

export const MoneySummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  asOf: z.string(),
  baseCurrency: z.string(),
  /** Student fees: invoice payments, and instalments aged by days past their due date. */
  received: z.object({
    byMonth,
    byOffice,
    byCounsellor,
    totals: z.array(MoneySchema),
    inBase: InBaseSchema,
  }),
  outstanding,
  /**
   * Commission from colleges: claim payments (a payment's counsellors are those of the claim's
   * lines it settled, in line order), and what sent claims still ask for, aged by days since
   * sent (a draft claim is 'current': not asked for yet). In base, a payment counts at the rate
   * recorded with it.
   */
  commission: z.object({
    received: z.object({
      byMonth,
      byOffice,
      byCounsellor,
      byCollege: received(z.object({ college: z.string(), collegeName: z.string() })),
      totals: z.array(MoneySchema),
      inBase: InBaseSchema,
    }),
    outstanding,
  }),
});
export type MoneySummary = z.infer<typeof MoneySummarySchema>;

/** GET /money/export: invoices issued in the period, as an accounting package imports them. */
export const MoneyExportQuerySchema = z.object({
  format: oneOf('Format', ['csv', 'xlsx'] as const),
  from: isoDate('From').optional(),
  to: isoDate('To').optional(),
  office: id('Office').optional(),
});
export type MoneyExportQuery = z.infer<typeof MoneyExportQuerySchema>;

/*
 * GET /money/forecast: commission expected per month from the open pipeline. Each open
 * application's expected commission × the agency's own conversion from its stage to Enrolled
 * (among decided applications: enrolled or closed, whose history passed through that stage) ×
 * the college's schedule (each instalment's share, claimable at enrolment or days after the
 * intake starts, never before enrolment), paid the college's observed delay after it falls
 * claimable (none observed: DEFAULT_PAYMENT_DELAY_DAYS).
 */
/** Colleges pay 3–6 months after enrolment: four months when a college has no history yet. */
export const DEFAULT_PAYMENT_DELAY_DAYS = 120;

export const ForecastQuerySchema = z.object({
  /** The day the forecast is made on (default: today): no enrolment is expected before it. */
  today: isoDate('Today').optional(),
  office: id('Office').optional(),
});
export type ForecastQuery = z.infer<typeof ForecastQuerySchema>;

export const ForecastSchema = z.object({
  today: z.string(),
  defaultDelayDays: z.number().int(),
  /** How each application's commission is spread once enrolled. */
  schedule: z.string(),
  /** Expected cash per month (YYYY-MM) and currency, from how many open applications. */
  months: z.array(z.object({ month: z.string(), expected: MoneySchema, applications: z.number() })),
  /** Per stage: open applications in it; decided ones that passed through it; the rate. */
  stages: z.array(
    z.object({
      stage: z.string(),
      name: z.string(),
      open: z.number().int(),
      decided: z.number().int(),
      enrolled: z.number().int(),
      /** enrolled / decided, four decimals ("0.7500"); "0.0000" with no decided history. */
      conversion: z.string(),
    }),
  ),
  /** Per college in the pipeline: the days it took to pay after enrolment, from how many. */
  colleges: z.array(
    z.object({
      college: z.string(),
      name: z.string(),
      delayDays: z.number().int(),
      /** Commission payments observed (0: the default delay is used). */
      observed: z.number().int(),
      /**
       * Its commission schedule as people read it ("50% at enrolment, 50% 120 days after the
       * intake starts"). Always sent; optional in the type only for answers kept before it.
       */
      schedule: z.string().optional(),
    }),
  ),
});
export type Forecast = z.infer<typeof ForecastSchema>;

/*
 * GET /money/at-risk: conditional offers whose conditions or deposit fall due within
 * AT_RISK_DAYS (or are already past due), with the commission each carries.
 */
export const MONEY_AT_RISK_PATH = '/money/at-risk';
export const AT_RISK_DAYS = 14;

export const AtRiskQuerySchema = z.object({
  today: isoDate('Today').optional(),
  office: id('Office').optional(),
});
export type AtRiskQuery = z.infer<typeof AtRiskQuerySchema>;

export const AtRiskItemSchema = z.object({
  application: z.string(),
  enquiry: z.string(),
  enqNo: z.string(),
  name: z.string(),
  collegeName: z.string().nullable(),
  /** What falls due: an unmet condition (its text) or the unpaid deposit, soonest first. */
  due: z.array(
    z.object({
      kind: z.enum(['condition', 'deposit']),
      date: z.string(),
      details: z.string().nullable(),
    }),
  ),
  /** The commission the offer carries (null: the college has no rule, or no tuition). */
  commission: MoneySchema.nullable(),
});
export type AtRiskItem = z.infer<typeof AtRiskItemSchema>;

export const AtRiskSchema = z.object({
  today: z.string(),
  until: z.string(),
  data: z.array(AtRiskItemSchema),
  /** The commission at risk per currency. */
  totals: z.array(MoneySchema),
});
export type AtRisk = z.infer<typeof AtRiskSchema>;
