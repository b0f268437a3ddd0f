import { describe, expect, it } from 'vitest';
import { nameWords, parseQuery, phoneKeys, prefixRange, termsOf } from './terms';

describe('search terms', () => {
  it('stores name words without case, accents or apostrophes, and the whole e-mail', () => {
    expect(nameWords("  Zoë  O'Brien-Núñez ")).toEqual(['zoe', 'obrien', 'nunez']);
    expect(termsOf(['Varun', 'Thomas'], 'Varun.T@Example.COM')).toEqual([
      'varun',
      'thomas',
      'varun.t@example.com',
    ]);
    expect(termsOf(['Asha Asha'], '')).toEqual(['asha']);
  });

  it('keeps a phone as digits without trunk zeros, and reversed', () => {
    expect(phoneKeys('+91 98661-25640')).toEqual({
      mobileDigits: '919866125640',
      mobileRev: '046521668919',
    });
    expect(phoneKeys('(0) 98661 25640').mobileDigits).toBe('9866125640');
    expect(phoneKeys('')).toEqual({ mobileDigits: null, mobileRev: null });
  });

  it('bounds a prefix as a range, past any code point', () => {
    expect(prefixRange('var')).toEqual(['var', 'vas']);
    expect(prefixRange('04')).toEqual(['04', '05']);
    const [lo, hi] = prefixRange('वरु');
    expect('वरुण' >= lo && 'वरुण' < hi).toBe(true);
    expect('वरू' >= lo && 'वरू' < hi).toBe(false);
  });

  it('reads numbers as an enquiry number or a phone, everything else as words', () => {
    expect(parseQuery('ENQ-000042')).toMatchObject({
      type: 'number',
      enqNumber: 42,
      phoneRevPrefix: null,
    });
    expect(parseQuery('42')).toMatchObject({ type: 'number', enqNumber: 42 });
    expect(parseQuery('+91 98661 25640')).toEqual({
      type: 'number',
      enqNumber: null,
      phoneRevPrefix: '046521668919',
      // its tails of 7+ digits, for numbers stored without the country code
      // and the number with a trunk zero after its country code (+91 098661 25640)
      phoneRevExact: [
        '0465216',
        '04652166',
        '046521668',
        '0465216689',
        '04652166891',
        '0465216689019',
      ],
    });
    // a trunk zero said after the country code, and a number stored with one
    const tails = (q: string) => {
      const p = parseQuery(q);
      return p.type === 'number' ? p.phoneRevExact : [];
    };
    expect(tails('+44 020 7946 0958')).toContain('859064970244');
    expect(tails('+44 20 7946 0958')).toContain('8590649702044');
    expect(tails('0044 (0)20 7946 0958')).toContain('8590649702044');
    expect(tails('+4402079460958')).toContain('859064970244');
    expect(parseQuery('098661-25640')).toMatchObject({ phoneRevPrefix: '0465216689' });
    expect(parseQuery('thomas  VARUN')).toEqual({ type: 'words', words: ['thomas', 'varun'] });
    expect(parseQuery('Varun.Thomas@Gmail.com')).toEqual({
      type: 'words',
      words: ['varun.thomas@gmail.com'],
    });
  });
});
