import {
  add,
  allocate,
  convert,
  dinero,
  halfUp,
  multiply,
  toDecimal,
  toSnapshot,
  transformScale,
  type Dinero,
} from 'dinero.js/bigint';
import { currencyDigits, decimalMisfit, type Money } from '@studydesk/contract';
import { badRequest } from '../errors';

/*
 * Money in the API (docs/DECISIONS.md, "Money"): whole minor units of the currency (ISO 4217:
 * JPY 0, GBP 2, KWD 3) held by dinero.js on bigint, so a product (quantity, a tax rate) never
 * passes through a binary float and never overflows before it is rounded. Amounts come in as
 * decimal text and go out as decimal text; the database keeps the integer.
 */

export type Amount = Dinero<bigint, string>;

const currencies = new Map<string, { code: string; base: bigint; exponent: bigint }>();
const currencyOf = (code: string) => {
  let c = currencies.get(code);
  if (!c) currencies.set(code, (c = { code, base: 10n, exponent: BigInt(currencyDigits(code)) }));
  return c;
};

/** An amount of `minor` units of `currency` (a stored integer, or a count from a sum). */
export const money = (minor: number | bigint | string, currency: string): Amount =>
  dinero({ amount: BigInt(minor), currency: currencyOf(currency) });

const TOO_LARGE = 'The amount is too large';

/**
 * The whole minor units of an amount at its currency's own scale (as stored): a number, exact
 * below 2^53; a larger one (a huge quantity of a huge price) is a 400, never a rounded figure.
 */
export function minorOf(d: Amount): number {
  const minor = toSnapshot(d).amount;
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw badRequest(TOO_LARGE, { amount: TOO_LARGE });
  return Number(minor);
}

/** The decimal text of an amount, with exactly its currency's decimals ("0.30", "1000", "1.234"). */
export const decimalOf = (d: Amount): string => toDecimal(d);

/** An amount as the API answers it. */
export const toMoney = (d: Amount): Money => ({
  amount: decimalOf(d),
  currency: toSnapshot(d).currency.code,
});

/** The stored integer as the API answers it. */
export const moneyOf = (minor: number | string, currency: string): Money =>
  toMoney(money(minor, currency));

/**
 * Decimal text in `currency` to its whole minor units, read as text ("0.10" is ten pence, never
 * 0.1 × 100 in floating point). More decimals than the currency has is a 400 on `field`.
 */
export function parseAmount(text: string, currency: string, field = 'amount'): Amount {
  const message = decimalMisfit(text, currency);
  if (message) throw badRequest(message, { [field]: message });
  const [whole = '0', frac = ''] = text.split('.');
  const digits = currencyDigits(currency);
  return money(BigInt(whole + frac.padEnd(digits, '0').slice(0, digits)), currency);
}

/** Adds amounts of one currency exactly (zero when there are none). */
export const sum = (amounts: readonly Amount[], currency: string): Amount =>
  amounts.reduce((a, b) => add(a, b), money(0, currency));

/**
 * A share of an amount: `amount × rate / 10^rateScale`, rounded back to the currency's minor unit
 * HALF UP (docs/DECISIONS.md, "Money": the commission summary rounds the same way, so one
 * tuition and one percentage give the same minor unit on an invoice and in the summary).
 */
export function share(amount: Amount, rate: bigint, rateScale: bigint): Amount {
  const exponent = toSnapshot(amount).currency.exponent;
  return transformScale(multiply(amount, { amount: rate, scale: rateScale }), exponent, halfUp);
}

/** `amount × quantity`, exact (a whole quantity adds no decimals). */
export const times = (amount: Amount, quantity: number): Amount =>
  multiply(amount, BigInt(quantity));

/**
 * Splits an amount into `parts` near-equal amounts that add up to it exactly: the minor units
 * left over go one each to the first parts (dinero's allocate), so 100 JPY in three is 34, 33, 33.
 */
export const split = (amount: Amount, parts: number): Amount[] =>
  allocate(
    amount,
    Array.from({ length: parts }, () => 1n),
  );

/**
 * An amount in `base` at `rate` (decimal text: one unit of the amount's currency in `base`),
 * exact until rounded once to the base's minor unit, half up (as every share is).
 */
export function convertAt(amount: Amount, base: string, rate: string): Amount {
  const [whole = '0', frac = ''] = rate.split('.');
  const scaled = { amount: BigInt(whole + frac), scale: BigInt(frac.length) };
  const to = currencyOf(base);
  return transformScale(convert(amount, to, { [base]: scaled }), to.exponent, halfUp);
}
