import { z } from 'zod';

/*
 * Money in its currency's own minor unit: ISO 4217 codes and their digits as ICU knows them
 * (JPY 0, GBP 2, KWD 3), so a made-up code is refused and a yen has no decimals. Both are read
 * once and cached: Intl is slow to ask and the answers never change while a process runs.
 */
let codes: ReadonlySet<string> | undefined;
const digits = new Map<string, number>();

/** An ISO 4217 code the runtime's ICU knows (upper case). */
export const isCurrency = (code: string) =>
  (codes ??= new Set(Intl.supportedValuesOf('currency'))).has(code);

/** How many decimals an amount in `currency` has (2 for an unknown one, as most have). */
export function currencyDigits(currency: string): number {
  let d = digits.get(currency);
  if (d === undefined) {
    d = isCurrency(currency)
      ? (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2)
      : 2;
    digits.set(currency, d);
  }
  return d;
}

/** The codes whose minor unit is not a hundredth (for code that cannot call Intl, like SQL). */
export const unusualDigits = (): ReadonlyMap<string, number> => {
  if (codes === undefined) isCurrency('');
  const out = new Map<string, number>();
  for (const c of codes ?? []) if (currencyDigits(c) !== 2) out.set(c, currencyDigits(c));
  return out;
};

/** The most decimals any currency has: a unit fine enough to sum amounts of any currency. */
export const finestDigits = () => Math.max(2, ...unusualDigits().values());

/** How many minor units one major unit makes (100 for GBP). */
export const minorScale = (currency: string) => 10 ** currencyDigits(currency);

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
