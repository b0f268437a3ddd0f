/*
 * How people are written down for search, and how a typed query is read. Pure
 * functions: the same code builds the stored keys (writes, migration backfill, bench seed) and
 * the query, so the two always agree.
 */

export type SearchKind = 'enquiry' | 'contact';

/** Longest stored term (the column's width). */
export const TERM_MAX = 254;
/** A phone query needs this many digits; a stored number this many to match a longer query. */
export const PHONE_MIN_DIGITS = 6;
const STORED_PHONE_MIN = 7;

/*
 * Letters that no Unicode decomposition takes apart (ø is not o + a mark), written as people
 * type them on a keyboard without them: "Ødegård" is found by "odegard", "Łukasz" by "lukasz".
 */
const FOLDED: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ı: 'i',
  ħ: 'h',
};
/** The letters FOLDED reads, in either case: what migration 075 looks for in stored names. */
export const FOLDED_LETTERS = [...'øØłŁđĐðÐþÞæÆœŒßẞıħĦ'];
const FOLD = new RegExp(`[${Object.keys(FOLDED).join('')}]`, 'g');

/** Words of a name as stored and as searched: lower case, accents and apostrophes dropped. */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(FOLD, (l) => FOLDED[l] ?? l)
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, TERM_MAX));
}

/** The search terms of a person: every word of their names, and their whole e-mail. */
export function termsOf(names: readonly string[], email: string | null): string[] {
  const terms = new Set(names.flatMap(nameWords));
  const mail = email?.trim().toLowerCase();
  if (mail) terms.add(mail.slice(0, TERM_MAX));
  return [...terms];
}

/**
 * A phone number as digits, without the leading zeros of a trunk or international prefix, nor
 * the "(0)" of "+44 (0)20 …": the trunk zero dialled at home only, so the number is found as
 * "+44 20 …", "0044 20 …" or "020 …" alike.
 */
export function phoneDigits(display: string | null | undefined): string | null {
  const d = (display ?? '')
    .replace(/\(\s*0\s*\)/g, '')
    .replace(/\D/g, '')
    .replace(/^0+/, '');
  return d.length > 0 ? d.slice(0, 20) : null;
}

const reversed = (s: string) => [...s].reverse().join('');

/** The stored phone keys: digits, and digits reversed (so a suffix becomes an indexed prefix). */
export function phoneKeys(display: string | null | undefined) {
  const digits = phoneDigits(display);
  return { mobileDigits: digits, mobileRev: digits === null ? null : reversed(digits) };
}

/**
 * [lo, hi): every string starting with `prefix`, as a plain range both databases answer from a
 * b-tree (code point order: SQLite's BINARY, PostgreSQL's "C" collation on these columns).
 */
export function prefixRange(prefix: string): [string, string] {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const head = prefix.slice(0, prefix.length - (last > 0xffff ? 2 : 1));
  return [prefix, head + String.fromCodePoint(Math.min(last + 1, 0x10ffff))];
}

export type ParsedQuery =
  | { type: 'words'; words: string[] }
  | {
      type: 'number';
      /** Enquiry number it may be (42 for "ENQ-000042", "000042", "42"). */
      enqNumber: number | null;
      /** Reversed-digit prefixes: stored numbers ending with the typed one. */
      phoneRevPrefix: string | null;
      /** Reversed digits of the typed number's tails: stored numbers it ends with. */
      phoneRevExact: string[];
    };

const ENQ_NO = /^(?:enq)?[\s#-]*0*(\d{1,9})$/i;
const PHONEISH = /^[+\d\s\-().]+$/;
const INTERNATIONAL = /^(?:\+|00)\s*(\d{1,3})[\s\-.]+(.*)$/;

/**
 * The same number with and without a trunk zero after its country code, as callers say it
 * ("+44 020 7946 0958") and as it may be stored ("+44 20 7946 0958"), or the other way round:
 * only some countries drop the zero (Italy's numbers keep it), so both are looked for. Where
 * the typed number does not show its country code apart, a zero in the first four digits.
 */
function trunkVariants(q: string, digits: string): string[] {
  const split = INTERNATIONAL.exec(q);
  if (split) {
    const cc = split[1] ?? '';
    const rest = (split[2] ?? '').replace(/^\(\s*0\s*\)/, '').replace(/\D/g, '');
    if (rest.length === 0) return [];
    return [rest.startsWith('0') ? cc + rest.replace(/^0+/, '') : `${cc}0${rest}`];
  }
  if (!/^(?:\+|00)/.test(q)) return [];
  return [1, 2, 3]
    .filter((k) => digits[k] === '0')
    .map((k) => digits.slice(0, k) + digits.slice(k + 1));
}

/** Reads what staff typed: an enquiry number, a phone number, or words (names, e-mail). */
export function parseQuery(raw: string): ParsedQuery {
  const q = raw.trim();
  const enq = ENQ_NO.exec(q);
  if (enq || PHONEISH.test(q)) {
    const digits = phoneDigits(q) ?? '';
    const phone = digits.length >= PHONE_MIN_DIGITS ? digits : null;
    const tails: string[] = [];
    for (let n = STORED_PHONE_MIN; phone && n < phone.length; n++)
      tails.push(reversed(phone.slice(-n)));
    if (phone) for (const v of trunkVariants(q, phone)) tails.push(reversed(v));
    return {
      type: 'number',
      enqNumber: enq ? Number(enq[1]) : null,
      phoneRevPrefix: phone && reversed(phone),
      phoneRevExact: tails,
    };
  }
  // An e-mail (or its start) stays whole; everything else is name words.
  const words = q
    .split(/\s+/)
    .flatMap((chunk) => (chunk.includes('@') ? [chunk.toLowerCase()] : nameWords(chunk)));
  return { type: 'words', words: [...new Set(words)].slice(0, 8) };
}
