import { describe, expect, it } from 'vitest';
import { ApplicationCreateSchema, ApplicationUpdateSchema } from '../resources/applications';
import { CommissionRuleBodySchema } from '../resources/commission';
import { CourseUpdateSchema } from '../resources/courses';
import { currency } from './fields';
import { InvoiceCreateSchema } from '../resources/invoices';
import { currencyDigits, fitsCurrency, fromMinor, isCurrency, toMinor } from './money';
import { amountInput, MAX_AMOUNT_DIGITS } from './money-wire';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('currency codes: ISO 4217 as ICU knows them', () => {
  it('takes real codes, raising lower case', () => {
    expect(currency().parse('gbp')).toBe('GBP');
    expect(currency().parse('KWD')).toBe('KWD');
    expect(isCurrency('JPY')).toBe(true);
  });

  it.each(['XYZ', '', 'EU', 'EURO', '12A'])('refuses %j with a clear message', (code) => {
    expect(messages(currency().safeParse(code))).toEqual([
      'Currency must be an ISO 4217 code, such as EUR',
    ]);
  });
});

describe("amounts in the currency's own minor unit", () => {
  it('knows each currency digits', () => {
    expect([currencyDigits('JPY'), currencyDigits('GBP'), currencyDigits('KWD')]).toEqual([
      0, 2, 3,
    ]);
  });

  it('converts to whole minor units and back', () => {
    expect([toMinor(0.1, 'GBP'), toMinor(1.234, 'KWD'), toMinor(1000, 'JPY')]).toEqual([
      10, 1234, 1000,
    ]);
    expect([fromMinor(30, 'GBP'), fromMinor(1234, 'KWD'), fromMinor(7, 'JPY')]).toEqual([
      0.3, 1.234, 7,
    ]);
  });

  it('tells an amount that fits its currency from one with a decimal too many', () => {
    expect(fitsCurrency(1.15, 'GBP')).toBe(true); // 114.99999999999999 once scaled
    expect(fitsCurrency(123456789.12, 'GBP')).toBe(true);
    expect(fitsCurrency(1.234, 'KWD')).toBe(true);
    expect(fitsCurrency(1.234, 'GBP')).toBe(false);
    expect(fitsCurrency(1000.5, 'JPY')).toBe(false);
    expect(fitsCurrency(123456789.0001, 'KWD')).toBe(false);
  });

  const create = { enquiry: 'e1', college: 'c1', course: 'k1' };
  it.each([
    [1000.5, 'JPY', ['An amount in JPY has no decimals']],
    [1.234, 'GBP', ['An amount in GBP has at most 2 decimals']],
    [1.234, 'KWD', []],
    [1000, 'JPY', []],
  ])('an application tuition of %d %s', (tuition, code, expected) => {
    const r = ApplicationCreateSchema.safeParse({ ...create, tuition, currency: code });
    expect(messages(r)).toEqual(expected);
    if (expected.length) expect(r.error?.issues[0]?.path).toEqual(['tuition']);
  });

  it('checks a deposit, a course fee and a fixed commission against their currency', () => {
    expect(
      messages(ApplicationUpdateSchema.safeParse({ depositAmount: 5.5, currency: 'JPY' })),
    ).toEqual(['An amount in JPY has no decimals']);
    expect(messages(CourseUpdateSchema.safeParse({ fees: 10.001, currency: 'EUR' }))).toEqual([
      'An amount in EUR has at most 2 decimals',
    ]);
    const rule = (type: string, value: number) =>
      messages(CommissionRuleBodySchema.safeParse({ type, value, currency: 'JPY' }));
    expect(rule('fixed', 100.5)).toEqual(['An amount in JPY has no decimals']);
    expect(rule('percent', 12.5)).toEqual([]); // a percentage is not money
  });
});

describe('an empty currency is refused, null still clears', () => {
  it.each([
    ['an application', ApplicationUpdateSchema, {}],
    ['a commission rule', CommissionRuleBodySchema, { type: 'fixed', value: 100 }],
  ] as const)('%s', (_, schema, rest) => {
    expect(messages(schema.safeParse({ ...rest, currency: '' }))).toEqual([
      'Currency must be an ISO 4217 code, such as EUR',
    ]);
    expect(schema.safeParse({ ...rest, currency: null }).success).toBe(true);
  });
});

// found from outside: 99999999999999.99 and 1e308 were told "must be a number such as 120.50,
// not negative", and an instalment of 0 was taken
describe('amounts typed too large, and an instalment of nothing', () => {
  const amount = amountInput('Amount');
  const message = (v: unknown) => amount.safeParse(v).error?.issues[0]?.message;

  it('says an amount is too large when it is a number past the digits allowed', () => {
    for (const v of ['99999999999999.99', '1' + '0'.repeat(30), 1e308, 1e21])
      expect(message(v), String(v)).toBe(
        `Amount is too large: at most ${MAX_AMOUNT_DIGITS} digits before the point`,
      );
    expect(message('9999999999.99')).toBeUndefined();
  });

  it('still says what an amount looks like for what is not one', () => {
    for (const v of ['-5', '12,50', 'abc', '0x10'])
      expect(message(v), v).toBe('Amount must be a number such as 120.50, not negative');
  });

  it('refuses an instalment of 0', () => {
    const res = InvoiceCreateSchema.safeParse({
      currency: 'GBP',
      due: '2027-01-10',
      lines: [{ description: 'Visa file', amount: '10' }],
      instalments: [
        { due: '2027-01-10', amount: '10.00' },
        { due: '2027-02-10', amount: '0.00' },
      ],
    });
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['instalments.1.amount', 'Instalment must be above 0'],
    ]);
  });
});
