import { z } from 'zod';
import { RecordMetaSchema } from '../common/list';
import { oneOf, text } from '../common/fields';
import { amountInput, amountsFitCurrency, currencyInput, MoneySchema } from '../common/money-wire';
import { percentInput } from './money';

export const FEES_PATH = '/fees';

/** A service on the price list (application service, visa file, courier …). */
export const FeeSchema = RecordMetaSchema.extend({
  name: z.string(),
  price: MoneySchema,
  /** Tax in percent, as text ("20"). */
  tax: z.string(),
  active: z.boolean(),
});
export type Fee = z.infer<typeof FeeSchema>;

export const FeeCreateSchema = z
  .object({
    name: text('Name', 120),
    amount: amountInput('Price'),
    currency: currencyInput(),
    tax: percentInput().default('0'),
  })
  .superRefine((v, ctx) => amountsFitCurrency(v, ctx, [{ path: ['amount'], text: v.amount }]));
export type FeeCreate = z.infer<typeof FeeCreateSchema>;

/** PATCH: an amount alone is checked against the fee's stored currency. */
export const FeeUpdateSchema = z.object({
  name: text('Name', 120).optional(),
  amount: amountInput('Price').optional(),
  currency: currencyInput().optional(),
  tax: percentInput().optional(),
  active: z.boolean('Active must be true or false').optional(),
});
export type FeeUpdate = z.infer<typeof FeeUpdateSchema>;

export const FeeListQuerySchema = z.object({
  active: oneOf('Active', ['yes', 'no', 'all'] as const).default('yes'),
});
export const FeeListSchema = z.object({ data: z.array(FeeSchema), total: z.number().int() });
export type FeeList = z.infer<typeof FeeListSchema>;
