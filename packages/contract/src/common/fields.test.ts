import { describe, expect, it } from 'vitest';
import { amount, mobile, MULTILINE, optionalText, text, webAddress, numeric } from './fields';
import { IdSchema, ListQuerySchema } from './list';
import { ServiceCreateSchema } from '../resources/services';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('text fields refuse control and text-direction characters', () => {
  const name = text('Name', 100);
  const note = optionalText('Note', 500, MULTILINE);

  it.each([
    ['NUL', 'Asha\u0000'],
    ['escape', 'A\u001b[31msha'],
    ['bell', 'Ash\u0007a'],
    ['DEL', 'Ash\u007fa'],
    ['C1', 'Ash\u0085a'],
    ['right-to-left override', 'Asha\u202egnp.exe'],
    ['isolate', 'Asha\u2066x\u2069'],
  ])('%s in a one-line field', (_, value) => {
    const r = name.safeParse(value);
    expect(r.success).toBe(false);
    expect(message(r)).toBe('Name must not contain control characters');
  });

  it('refuses a control character that trimming would have dropped', () => {
    expect(message(name.safeParse('Asha\u000b'))).toBe('Name must not contain control characters');
    expect(message(name.safeParse('\u000cAsha'))).toBe('Name must not contain control characters');
    expect(name.parse(' Asha\n')).toBe('Asha');
  });

  it('allows tab and line breaks only where a field spans lines', () => {
    expect(note.safeParse('first line\r\nsecond\tline').success).toBe(true);
    expect(note.safeParse('bad\u0000').success).toBe(false);
    expect(message(name.safeParse('Asha\tVerma'))).toBe('Name must not contain control characters');
  });

  it('keeps ordinary text, accents and scripts', () => {
    for (const v of ['Zoë Ångström', 'अशा वर्मा', 'محمد', '李华', 'O’Brien & Sons'])
      expect(name.safeParse(v).success, v).toBe(true);
  });

  it('refuses tags in every plain-text field, service titles included', () => {
    expect(message(ServiceCreateSchema.safeParse({ title: '<b>Visas</b>' }))).toBe(
      'Title must not contain HTML tags',
    );
    expect(message(ServiceCreateSchema.safeParse({ title: 'Visa\u0000' }))).toBe(
      'Title must not contain control characters',
    );
  });

  it('refuses markup, not text between angle brackets', () => {
    const note = text('Message', 2000);
    for (const v of [
      'IELTS <6.5 in writing, >7 overall', // found from outside: refused as HTML
      'Use <my email> please',
      'budget < 10k > 5k',
      'a <- b',
    ])
      expect(note.safeParse(v).success, v).toBe(true);
    for (const v of [
      '<b>x</b>',
      'hi <script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '</SCRIPT >',
      '<svg/onload=alert(1)>',
      '<!-- x -->',
      '<!DOCTYPE html>',
      '<h1 class="x">Hi</h1>',
    ])
      expect(message(note.safeParse(v)), v).toBe('Message must not contain HTML tags');
  });

  it('checks web addresses for control characters too', () => {
    expect(webAddress('Link').safeParse('https://example.com/a\u0000b').success).toBe(false);
  });
});

describe('ids and queries are checked before any SQL', () => {
  it.each(['\u0000', 'a b', 'x'.repeat(65), '../etc', 'id%00', ''])('id %j', (v) => {
    expect(IdSchema.safeParse(v).success).toBe(false);
  });
  it('takes our ids', () => {
    expect(IdSchema.safeParse('6f1c2f0e-8f3b-4c55-9a57-2c1f1d2e3a4b').success).toBe(true);
  });
  it('refuses control characters in a search', () => {
    expect(ListQuerySchema.safeParse({ q: 'a\u0000' }).success).toBe(false);
    expect(ListQuerySchema.safeParse({ q: 'Asha' }).success).toBe(true);
  });
});

describe('numbers are numbers', () => {
  const fees = amount('Fees');
  it.each([
    [[42]],
    [true],
    [null],
    ['0x10'],
    ['1e3'],
    [''],
    ['12abc'],
    [{}],
    [Infinity],
    [' 7 '],
    ['7\t'],
  ])('refuses %j', (v) => {
    const r = fees.safeParse(v);
    expect(r.success).toBe(false);
    expect(message(r)).toBe('Fees must be a number');
  });
  it('takes numbers and decimal numerals (what multipart and form inputs send)', () => {
    expect(fees.parse(42)).toBe(42);
    expect(fees.parse('18500.50')).toBe(18500.5);
    expect(message(fees.safeParse(-1))).toBe('Fees cannot be negative');
  });
  it('applies to list pages and limits as well', () => {
    expect(ListQuerySchema.safeParse({ page: '0x10' }).success).toBe(false);
    expect(ListQuerySchema.parse({ page: '3', limit: '10' })).toMatchObject({ page: 3, limit: 10 });
    expect(numeric('N').safeParse([1]).success).toBe(false);
  });
});

describe('a phone number as people write it', () => {
  const phone = mobile();
  // found from outside: "(+977) 984 123 4567" was refused, and each refusal said it twice
  it.each([
    '+44 7700 900123',
    '(+977) 984 123 4567',
    '07700 900123',
    '0044 7700-900123',
    '+44 (0) 7700 900123',
    '977.984.123.4567',
  ])('takes %s', (v) => expect(phone.safeParse(v).success).toBe(true));

  it.each([
    '12345',
    '+44 7700 +900123',
    '44+7700900123',
    '++447700900123',
    'call 0770090012',
    '1'.repeat(21),
  ])('refuses %s, once', (v) => {
    const r = phone.safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Enter a valid mobile number']);
  });
});

describe('a required text', () => {
  // found from outside: a name of zero-width spaces only was taken, and listed blank
  it.each(['\u200b\u200b', '\u200c', ' \u2060 ', '\u00ad'])('refuses %j as empty', (v) => {
    const r = text('First name').safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['First name is required']);
  });

  it('keeps joiners inside a word people can read', () => {
    expect(text('Name').parse('Nu\u200cr')).toBe('Nu\u200cr');
    expect(text('Name').parse('\u{1F469}\u200d\u{1F4BB}')).toBe('\u{1F469}\u200d\u{1F4BB}');
  });
});
