import { currencyDigits } from '@studydesk/contract';

/**
 * `minor` units of `from` in whole minor units of `to` at `rate` (decimal text: one unit of
 * `from` in `to`), worked in integers and rounded half up once, on `to`'s minor unit (the
 * money rule: docs/DECISIONS.md, "Money").
 */
export function convertAt(minor: number, from: string, to: string, rate: string): number {
  const [whole = '0', frac = ''] = rate.split('.');
  const num = BigInt(minor) * BigInt(whole + frac) * 10n ** BigInt(currencyDigits(to));
  const den = 10n ** BigInt(frac.length + currencyDigits(from));
  const q = num / den;
  return Number(2n * (num % den) >= den ? q + 1n : q);
}
