import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { rateBook, inBase } from './in-base';
import {
  convertAt,
  decimalOf,
  minorOf,
  money,
  parseAmount,
  share,
  split,
  sum,
  times,
  toMoney,
} from './money';

const fieldError = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof AppError) return { status: e.statusCode, fields: e.fieldErrors };
    throw e;
  }
  return undefined;
};

describe('money: whole minor units through dinero.js', () => {
  it('adds three lines of 0.10 to exactly 0.30 (floats make 0.30000000000000004)', () => {
    expect(0.1 + 0.1 + 0.1).not.toBe(0.3);
    const ten = parseAmount('0.10', 'GBP');
    const total = sum([ten, ten, ten], 'GBP');
    expect(minorOf(total)).toBe(30);
    expect(decimalOf(total)).toBe('0.30');
  });

  it('keeps each currency\u2019s own minor unit: JPY 0, GBP 2, KWD 3', () => {
    expect(minorOf(parseAmount('1000', 'JPY'))).toBe(1000);
    expect(minorOf(parseAmount('12.5', 'GBP'))).toBe(1250);
    expect(minorOf(parseAmount('1.234', 'KWD'))).toBe(1234);
    expect(toMoney(money(1234, 'KWD'))).toEqual({ amount: '1.234', currency: 'KWD' });
    expect(toMoney(money(1000, 'JPY'))).toEqual({ amount: '1000', currency: 'JPY' });
    expect(decimalOf(sum([parseAmount('0.001', 'KWD'), parseAmount('0.002', 'KWD')], 'KWD'))).toBe(
      '0.003',
    );
  });

  it('refuses more decimals than the currency has, as a 400 on the field', () => {
    expect(fieldError(() => parseAmount('1000.5', 'JPY', 'lines.0.amount'))).toEqual({
      status: 400,
      fields: { 'lines.0.amount': 'JPY has no minor unit: enter a whole amount' },
    });
    expect(fieldError(() => parseAmount('1.005', 'GBP'))?.fields).toEqual({
      amount: 'GBP has 2 decimal places at most',
    });
    expect(fieldError(() => parseAmount('1.2345', 'KWD'))?.status).toBe(400);
    // Zeros past the minor unit add nothing: 1000.00 yen is a thousand yen.
    expect(minorOf(parseAmount('1000.00', 'JPY'))).toBe(1000);
  });

  it('rounds a share half up on the minor unit: 5% of 2.50 is 0.13, of 2.30 is 0.12', () => {
    // 0.125 is exactly half-way: half-up gives 0.13 (half-even would give 0.12).
    expect(decimalOf(share(parseAmount('2.50', 'GBP'), 5000n, 5n))).toBe('0.13');
    expect(decimalOf(share(parseAmount('2.30', 'GBP'), 5000n, 5n))).toBe('0.12');
    // 17.5% of 1.25 is 0.21875: 0.22. 10% of 5 yen is 0.5 yen: 1 yen.
    expect(decimalOf(share(parseAmount('1.25', 'GBP'), 17500n, 5n))).toBe('0.22');
    expect(decimalOf(share(parseAmount('5', 'JPY'), 10000n, 5n))).toBe('1');
  });

  it('multiplies by a quantity exactly and splits without losing a minor unit', () => {
    expect(decimalOf(times(parseAmount('0.10', 'GBP'), 3))).toBe('0.30');
    const parts = split(parseAmount('100', 'JPY'), 3).map(decimalOf);
    expect(parts).toEqual(['34', '33', '33']);
    const pence = split(parseAmount('1000.00', 'GBP'), 3);
    expect(pence.map(decimalOf)).toEqual(['333.34', '333.33', '333.33']);
    expect(decimalOf(sum(pence, 'GBP'))).toBe('1000.00');
  });
});

describe('money in the base currency, from dated rates', () => {
  it('converts exactly and rounds once to the base\u2019s minor unit, half up', () => {
    const to = (amount: string, from: string, base: string, rate: string) =>
      decimalOf(convertAt(parseAmount(amount, from), base, rate));
    expect(to('0.01', 'EUR', 'GBP', '0.85')).toBe('0.01'); // 0.0085
    expect(to('0.01', 'EUR', 'GBP', '0.849')).toBe('0.01'); // 0.00849
    expect(to('0.01', 'EUR', 'GBP', '0.4')).toBe('0.00'); // 0.004
    expect(to('1000', 'JPY', 'GBP', '0.0053')).toBe('5.30');
    expect(to('1.234', 'KWD', 'GBP', '2.5')).toBe('3.09'); // 3.085
    expect(to('12.34', 'GBP', 'JPY', '190.12345678')).toBe('2346'); // 2346.1234...
    expect(to('12.34', 'GBP', 'KWD', '0.38')).toBe('4.689'); // 4.6892
  });

  it('takes the rate in force on each day, and adds no part of a currency missing one', () => {
    const book = rateBook([
      { currency: 'EUR', date: '2026-03-01', rate: '0.9' },
      { currency: 'EUR', date: '2026-01-01', rate: '0.8' },
      { currency: 'USD', date: '2026-03-01', rate: '0.75' },
    ]);
    expect(book.on('EUR', '2025-12-31')).toBeUndefined();
    expect(book.on('EUR', '2026-02-28')?.rate).toBe('0.8');
    expect(book.on('EUR', '2026-03-01')?.rate).toBe('0.9');
    const got = inBase(
      [
        { currency: 'EUR', day: '2026-02-01', minor: 1000 },
        { currency: 'GBP', day: '2026-02-01', minor: 5 },
        { currency: 'USD', day: '2026-03-02', minor: 1000 },
        { currency: 'USD', day: '2026-02-01', minor: 1000 },
      ],
      'GBP',
      book,
    );
    expect(got).toEqual({
      total: { amount: '8.05', currency: 'GBP' },
      rates: [{ currency: 'EUR', date: '2026-01-01', rate: '0.8' }],
      notConverted: ['USD'],
    });
  });
});
