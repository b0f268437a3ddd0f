import { z } from 'zod';
import { currencyDigits, isCurrency } from './money-digits';

/*
 * Money on the wire (docs/DECISIONS.md, "Money"): an amount is DECIMAL TEXT in its currency's
 * major unit with exactly the currency's decimals ("0.30" GBP, "1000" JPY, "1.234" KWD), beside
 * its ISO 4217 code. Text, not a JSON number, so no reader turns it into a binary float and
 * back; not minor units, so a person reading the JSON, the CSV or the form sees the amount they
 * typed. The API keeps whole minor units and does its sums in them (apps/api/src/lib/money).
 */

/** The most a single amount may be (whole major units): sums stay exact integers in the API. */
export const MAX_AMOUNT_DIGITS = 10;
const DECIMAL = new RegExp(`^\\d{1,${MAX_AMOUNT_DIGITS}}(\\.\\d+)?$`);

/** Why decimal text is not an amount of `currency`; undefined when it is one. */
export function decimalMisfit(text: string, currency: string): string | undefined {
  if (!DECIMAL.test(text))
    return `Enter an amount such as 120.50 (at most ${MAX_AMOUNT_DIGITS} digits before the point)`;
  const frac = (text.split('.')[1] ?? '').replace(/0+$/, '');
  const d = currencyDigits(currency);
  if (frac.length <= d) return undefined;
  return d === 0
    ? `${currency} has no minor unit: enter a whole amount`
    : `${currency} has ${d} decimal places at most`;
}

/**
 * An amount sent in a request: decimal text, or a JSON number read by its shortest decimal text
 * (0.1 is "0.1"), never scaled as a float. Its currency is checked where both are known.
 */
export const amountInput = (label = 'Amount') =>
  z
    .union([z.string(), z.number()], `${label} must be a number such as 120.50`)
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .superRefine((v, ctx) => {
      if (DECIMAL.test(v)) return;
      // a number, but past the digits an amount may have (1e21 is how a JSON number says it)
      const large = /^\d+(\.\d+)?(e\+?\d+)?$/i.test(v);
      ctx.addIssue({
        code: 'custom',
        message: large
          ? `${label} is too large: at most ${MAX_AMOUNT_DIGITS} digits before the point`
          : `${label} must be a number such as 120.50, not negative`,
      });
    });

/** An ISO 4217 currency code (lower case raised). */
export const currencyInput = (label = 'Currency') =>
  z
    .string(`${label} is required`)
    .trim()
    .toUpperCase()
    .refine((v) => /^[A-Z]{3}$/.test(v) && isCurrency(v), `${label} must be an ISO 4217 code`);

/** An amount as the API answers it: decimal text with the currency's decimals, and the code. */
export const MoneySchema = z.object({
  amount: z.string().meta({ description: 'Decimal text, with the currency\u2019s own decimals' }),
  currency: z.string(),
});
export type Money = z.infer<typeof MoneySchema>;

/** For an object's superRefine: each amount at `paths` fits the object's `currency`. */
export function amountsFitCurrency(
  v: { currency: string },
  ctx: z.RefinementCtx,
  amounts: readonly { path: (string | number)[]; text: string }[],
) {
  if (!isCurrency(v.currency)) return;
  for (const a of amounts) {
    const message = decimalMisfit(a.text, v.currency);
    if (message) ctx.addIssue({ code: 'custom', path: a.path, message });
  }
}
