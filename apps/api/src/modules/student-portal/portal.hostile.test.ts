import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../app';
import { fuzzFixtures, seedRecords, type Seeded } from '../../test/fuzz-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { brokenMultiparts } from '../../test/hostile';
import { formData } from '../../test/multipart';
import { pdf } from '../documents/documents.fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Request = { url: string; payload?: string | Buffer; headers?: Record<string, string> };

const NUL_PARAMS = ['%00', 'a%00b', `${'A'.repeat(42)}%00`, '..%2F..%2Fetc%2Fpasswd', '%C0%AE'];
const HUGE = 2 * 1024 * 1024;

/*
 * The student's link and the documents' routes under hostile input: NUL bytes in the address,
 * the query, the fields and the file's name, broken and oversized multipart, huge and malformed
 * JSON. Each is answered with a 4xx or a success, never a 5xx.
 */
describe("hostile input on the student's and the documents' routes", () => {
  let t: TestApp;
  let admin: string;
  let ids: Seeded;
  let routes: RouteEntry[];
  beforeAll(async () => {
    t = await createTestApp({
      STUDENT_LINK_RATE_LIMIT: '100000',
      STUDENT_LINK_MAX_FAILURES: '100000',
      DOCUMENT_MAX_BYTES: String(1024 * 1024),
    });
    admin = await t.tokenFor('admin');
    ids = await seedRecords(t, admin);
    routes = t.app.routeTable.filter(
      (r) => /\/(student|documents?|document-)/.test(r.url) && r.method !== 'HEAD',
    );
  });
  afterAll(() => t.close());

  const urlOf = (r: RouteEntry, param?: string) =>
    r.url.replaceAll(/:(\w+)/g, (_, p: string) => param ?? ids.byParam(r.url, p));

  /** What to send one route: its address made hostile, then its body. */
  function barrage(r: RouteEntry): Request[] {
    const url = urlOf(r);
    const fields = { ...fuzzFixtures(ids)[`${r.method} ${r.url}`], type: 'passport' };
    const nul = Object.fromEntries(Object.keys(fields).map((k) => [k, 'a\u0000b']));
    const file = (filename: string, bytes = pdf()) =>
      formData({ ...fields, file: { file: bytes, filename } });
    const json = { 'content-type': 'application/json' };
    return [
      ...(r.url.includes(':') ? NUL_PARAMS.map((p) => ({ url: urlOf(r, p) })) : []),
      { url: `${url}?q=%00&page=%00&type=a%00b&status=%00` },
      { url, payload: JSON.stringify(nul), headers: json },
      { url, payload: '{"type": "pass', headers: json },
      { url, payload: JSON.stringify({ type: 'x'.repeat(HUGE) }), headers: json },
      { url, payload: 'type=passport', headers: { 'content-type': 'text/plain' } },
      ...brokenMultiparts(fields).map((b) => ({ url, ...b })),
      { url, ...formData({ ...nul, file: { file: pdf(), filename: 'a\u0000.pdf' } }) },
      { url, ...file('passport.pdf\u0000.html') },
      { url, ...file('big.pdf', Buffer.concat([pdf(), Buffer.alloc(HUGE)])) },
      {
        url,
        ...formData(Object.fromEntries(Array.from({ length: 2000 }, (_, n) => [`f${n}`, 'x']))),
      },
    ];
  }

  it(
    'answers every request with a 4xx or a success, never a 5xx',
    { timeout: 300_000 },
    async () => {
      expect(routes.length).toBeGreaterThan(8);
      const fiveHundreds: string[] = [];
      for (const r of routes)
        for (const req of barrage(r)) {
          const res = await t.app.inject({
            method: r.method as Method,
            url: req.url,
            payload: req.payload,
            headers: { ...(r.access === 'public' ? {} : bearer(admin)), ...req.headers },
          });
          if (res.statusCode >= 500)
            fiveHundreds.push(`${r.method} ${req.url.slice(0, 80)}: ${res.statusCode} ${res.body}`);
        }
      expect(fiveHundreds).toEqual([]);
    },
  );
});
