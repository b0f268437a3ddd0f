import { z } from 'zod';
import { currencyDigits, isCurrency, minorScale } from './money-digits';

export * from './money-digits';

/** An amount in whole minor units (amounts are never negative: half rounds up). */
export const toMinor = (amount: number, currency: string) =>
  Math.round(amount * minorScale(currency));

/** Whole minor units back to an amount, once, at the end of a sum. */
export const fromMinor = (minor: number, currency: string) => minor / minorScale(currency);

/** The amount has no more decimals than its currency allows (1000.5 JPY does not). */
export const fitsCurrency = (amount: number, currency: string) => {
  const scaled = amount * minorScale(currency);
  // A valid 1.15 GBP scales to 114.99999999999999: the tolerance covers the product's
  // rounding error (a few units in the last place), never a real extra decimal.
  return Math.abs(scaled - Math.round(scaled)) <= 8 * Number.EPSILON * Math.abs(scaled);
};

/** A currency: an ISO 4217 code, lower case raised; '' is refused, not taken for "none". */
export const currencyCode = (label = 'Currency') =>
  z
    .string(`${label} is required`)
    .trim()
    .toUpperCase()
    .refine(
      (v) => /^[A-Z]{3}$/.test(v) && isCurrency(v),
      `${label} must be an ISO 4217 code, such as EUR`,
    );

/** Why an amount does not fit its currency (undefined: it fits, or either is unknown). */
export function misfit(amount: unknown, currency: unknown): string | undefined {
  if (typeof amount !== 'number' || typeof currency !== 'string' || !isCurrency(currency))
    return undefined;
  if (fitsCurrency(amount, currency)) return undefined;
  const d = currencyDigits(currency);
  return d === 0
    ? `An amount in ${currency} has no decimals`
    : `An amount in ${currency} has at most ${d} decimal${d === 1 ? '' : 's'}`;
}

export type AmountPair = { amount: string; currency: string };
/**
 * For an object's superRefine: each amount given with a currency given has no more decimals
 * than that currency allows; the issue lands on the amount's field.
 */
export const amountsFit =
  (pairs: readonly AmountPair[]) => (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const p of pairs) {
      const message = misfit(v[p.amount], v[p.currency]);
      if (message) ctx.addIssue({ code: 'custom', path: [p.amount], message });
    }
  };
