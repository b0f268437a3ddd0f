import { currencyDigits } from '@studydesk/contract/plain';
import type { Money } from '@studydesk/contract';

/** An amount as people read it, with its currency's own decimals (JPY none, KWD three). */
export function formatMoney({ amount, currency }: Money): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(Number(amount));
}

/** Decimal text in whole minor units, so sums stay exact (no binary fractions added up). */
export function toMinor(amount: string, digits: number): bigint {
  const [whole = '0', frac = ''] = amount.split('.');
  return BigInt(whole) * 10n ** BigInt(digits) + BigInt(frac.padEnd(digits, '0') || '0');
}

export function fromMinor(minor: bigint, digits: number): string {
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

/** A plain decimal with at most `digits` places (no sign, no exponent), as the API reads one. */
const decimalIn = (text: string, digits: number) =>
  new RegExp(`^\\d+(\\.\\d{0,${digits}})?$`).test(text.trim());

type LineFigures = {
  amount?: string | number;
  quantity?: string | number;
  tax?: string | number;
};

/**
 * An invoice's net, tax and total as the API works them out (apps/api invoices.compute.ts): each
 * line's net is unit × quantity, its tax rounded half up on its own; null while a line's price,
 * quantity or tax, or the currency's code, is not (yet) one the API would take.
 */
export function invoiceTotals(lines: readonly LineFigures[], currency: string) {
  if (!/^[A-Z]{3}$/.test(currency)) return null;
  const digits = currencyDigits(currency);
  let net = 0n;
  let tax = 0n;
  for (const l of lines) {
    const amount = String(l.amount ?? '');
    const rate = String(l.tax ?? '0') || '0';
    const quantity = Number(l.quantity ?? 1);
    if (!decimalIn(amount, digits) || !decimalIn(rate, 3) || !Number.isInteger(quantity))
      return null;
    const lineNet = toMinor(amount.trim(), digits) * BigInt(quantity);
    // thousandths of a percent: 100,000 is the whole
    const scaled = lineNet * toMinor(rate.trim(), 3);
    tax += (scaled + 50_000n) / 100_000n;
    net += lineNet;
  }
  const m = (minor: bigint) => ({ amount: fromMinor(minor, digits), currency });
  return { net: m(net), tax: m(tax), total: m(net + tax) };
}
