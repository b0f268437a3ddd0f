import { z } from 'zod';
import { RecordMetaSchema } from '../common/list';
import { isoDate, MULTILINE, numeric, optionalText, text } from '../common/fields';
import { currencyInput } from '../common/money-wire';

export const MONEY_SETTINGS_PATH = '/money/settings';
export const MONEY_RATES_PATH = '/money/rates';

/** A tax rate in percent, as text with at most three decimals ("20", "17.5"). */
export const PERCENT = /^(100(\.0{1,3})?|\d{1,2}(\.\d{1,3})?)$/;
export const percentInput = (label = 'Tax') =>
  z
    .union([z.string(), z.number()], `${label} must be a percentage such as 20`)
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine(
      (v) => PERCENT.test(v),
      `${label} must be a percentage from 0 to 100, three decimals at most`,
    );

export const TaxRateSchema = z.object({
  name: text('Tax name', 60),
  rate: percentInput('Tax rate'),
});
export type TaxRate = z.infer<typeof TaxRateSchema>;

/** The agency's money settings: what every invoice and report is built with (admins keep them). */
export const MoneySettingsSchema = z.object({
  baseCurrency: z.string(),
  taxRates: z.array(z.object({ name: z.string(), rate: z.string() })),
  bankDetails: z.string(),
  terms: z.string(),
  /** Days after a claim to a college is sent that it is chased while unpaid. */
  claimChaseDays: z.number().int(),
  /** Days before an instalment's due date its student is reminded (0: on the day). */
  reminderDaysBefore: z.number().int(),
  /** Days after an unpaid instalment's due date its student is reminded. */
  reminderDaysAfter: z.number().int(),
  /** What the next invoice, receipt, claim and credit note of this year will be numbered
   * (read-only: numbers are taken gaplessly as the records are made). */
  nextNumbers: z.object({
    invoice: z.string(),
    receipt: z.string(),
    claim: z.string(),
    creditNote: z.string(),
  }),
  updatedAt: z.string().nullable(),
});
export type MoneySettings = z.infer<typeof MoneySettingsSchema>;

const reminderDays = (label: string, min: number) =>
  numeric(
    label,
    z
      .number()
      .int(`${label} must be a whole number of days`)
      .min(min, `${label} must be at least ${min} day${min === 1 ? '' : 's'}`)
      .max(90, `${label} must be at most 90 days`),
  );

export const MoneySettingsUpdateSchema = z.object({
  baseCurrency: currencyInput('Base currency').optional(),
  taxRates: z
    .array(TaxRateSchema)
    .max(20, 'At most 20 tax rates')
    // two rates of one name cannot be told apart where staff choose one
    .superRefine((rates, ctx) => {
      const seen = new Set<string>();
      rates.forEach((r, i) => {
        const key = r.name.trim().toLowerCase();
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'name'],
            message: `Two tax rates are named "${r.name}": give each its own name`,
          });
        seen.add(key);
      });
    })
    .optional(),
  bankDetails: optionalText('Bank details', 1000, MULTILINE),
  terms: optionalText('Terms', 2000, MULTILINE),
  claimChaseDays: numeric(
    'Days',
    z
      .number('Days must be a whole number')
      .int('Days must be a whole number')
      .min(1, 'At least 1 day')
      .max(365, 'At most 365 days'),
  ).optional(),
  reminderDaysBefore: reminderDays('Reminder before the due date', 0).optional(),
  reminderDaysAfter: reminderDays('Reminder after the due date', 1).optional(),
});
export type MoneySettingsUpdate = z.infer<typeof MoneySettingsUpdateSchema>;

/** A rate of exchange: one unit of `currency` is worth `rate` units of the base currency. */
const RATE = /^\d{1,9}(\.\d{1,8})?$/;
export const ExchangeRateSchema = RecordMetaSchema.extend({
  currency: z.string(),
  rate: z.string(),
  date: z.string(),
  base: z.string(),
});
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;

export const ExchangeRateCreateSchema = z.object({
  currency: currencyInput(),
  rate: z
    .union([z.string(), z.number()], 'Rate must be a number such as 1.1642')
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => RATE.test(v) && /[1-9]/.test(v), 'Rate must be above 0, eight decimals at most'),
  date: isoDate('Date'),
});
export type ExchangeRateCreate = z.infer<typeof ExchangeRateCreateSchema>;

export const ExchangeRateListQuerySchema = z.object({ currency: currencyInput().optional() });
export const ExchangeRateListSchema = z.object({
  data: z.array(ExchangeRateSchema),
  total: z.number().int(),
});
