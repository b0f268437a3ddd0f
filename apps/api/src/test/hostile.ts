import fc from 'fast-check';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { formData } from './multipart';

/** Characters no text field may take: C0 controls, DEL, C1 controls and bidi controls. */
export const FORBIDDEN = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
];

/** What a hostile client puts in a field. Each must be refused by every field it reaches. */
export const HOSTILE_VALUES: Record<string, unknown> = {
  nul: 'Asha\u0000Verma',
  escape: 'Asha\u001b[31mVerma',
  bidi: 'invoice\u202egnp.exe',
  tags: '<img src=x onerror=alert(1)>',
  huge: 'x'.repeat(300_000),
  array: [42],
  object: { $gt: '' },
};
/** Where markup is the point (sanitised rich text) or never kept as text (passwords). */
export const TAGS_ALLOWED = new Set(['fullDesc', 'password', 'newPassword', 'currentPassword']);

/** Ids and query values sent in a URL (already percent-encoded). */
export const HOSTILE_IDS = [
  '%00',
  'a%20b',
  '%E2%80%AE',
  'x'.repeat(100),
  '..%2F..%2Fetc',
  '%27%3B--',
];
export const HOSTILE_QUERY = ['%00', 'a%1Bb', '%E2%80%AE', '0x10', '%5B42%5D', 'x'.repeat(3000)];

/** Random text with at least one forbidden character somewhere in it. */
export const withForbidden = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...FORBIDDEN), fc.string({ maxLength: 12 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/** Multipart bodies no parser should take: no boundary, and one cut off before its end. */
export function brokenMultiparts(fields: Record<string, unknown>) {
  const whole = formData(fields);
  return [
    { payload: 'title=x', headers: { 'content-type': 'multipart/form-data' } },
    {
      payload: whole.payload.subarray(0, Math.floor(whole.payload.length / 2)),
      headers: whole.headers,
    },
  ];
}

/** Tables a hostile request may legitimately touch: its own rate-limit and sign-in records. */
const VOLATILE = new Set(['sessions', 'rate_limits', 'login_failures', 'login_known_ips']);

/** Every row of every table that holds data, as text: equal before and after means untouched. */
export async function fingerprint(db: Db, tables: readonly (keyof Database)[]): Promise<string> {
  const out: Record<string, string[]> = {};
  for (const table of tables.filter((x) => !VOLATILE.has(x))) {
    const rows = await db.selectFrom(table).selectAll().execute();
    out[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return JSON.stringify(out);
}
