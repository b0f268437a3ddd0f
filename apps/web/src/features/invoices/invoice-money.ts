import { currencyDigits } from '@studydesk/contract/plain';
import type { Money } from '@studydesk/contract';

/** An amount as people read it, with its currency's own decimals (JPY none, KWD three). */
export function formatMoney({ amount, currency }: Money): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(Number(amount));
}

/** Decimal text in whole minor units, so sums stay exact (no binary fractions added up). */
function toMinor(amount: string, digits: number): bigint {
  const [whole = '0', frac = ''] = amount.split('.');
  return BigInt(whole) * 10n ** BigInt(digits) + BigInt(frac.padEnd(digits, '0') || '0');
}

function fromMinor(minor: bigint, digits: number): string {
  if (digits === 0) return minor.toString();
  const text = minor.toString().padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** The sum of each currency's amounts, in the order each currency first appears. */
export function totalsByCurrency(amounts: readonly Money[]): Money[] {
  const sums = new Map<string, bigint>();
  for (const { amount, currency } of amounts)
    sums.set(currency, (sums.get(currency) ?? 0n) + toMinor(amount, currencyDigits(currency)));
  return [...sums].map(([currency, minor]) => ({
    currency,
    amount: fromMinor(minor, currencyDigits(currency)),
  }));
}
