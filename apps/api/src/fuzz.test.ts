import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from './app';
import type { Database } from './db/schema';
import { bearer, createTestApp, type TestApp } from './test/harness';
import { fuzzFixtures, seedRecords, type Seeded } from './test/fuzz-fixtures';
import {
  HOSTILE_IDS,
  HOSTILE_QUERY,
  HOSTILE_VALUES,
  TAGS_ALLOWED,
  brokenMultiparts,
  fingerprint,
  withForbidden,
} from './test/hostile';
import { APPLICATION_TABLES } from './test/journey-routes';
import { formData, type FormFile } from './test/multipart';
import { pdf } from './modules/documents/documents.fixtures';
import { leadsCsv } from './modules/imports/imports.fixtures';

const TABLES = [
  'users',
  'services',
  'counters',
  'enquiries',
  'enquiry_status_changes',
  'followups',
  'contacts',
  'contact_attempts',
  'events',
  'countries',
  'states',
  'courses',
  'colleges',
  'intakes',
  'blogs',
  'gallery',
  ...APPLICATION_TABLES,
  // Documents (document_events is left out: a download, a read, is recorded there by design).
  'document_types',
  // Imports, and the documents the student's file keeps
  'imports',
  'import_rows',
  'documents',
  'document_requirements',
] as const satisfies readonly (keyof Database)[];
/** Routes whose valid request carries a file besides its fields (multipart). */
const FILE_ROUTES: Record<string, FormFile> = {
  'POST /api/student/:token/documents': { file: pdf(), filename: 'passport.pdf' },
  'POST /api/enquiries/:id/documents': { file: pdf(), filename: 'passport.pdf' },
  'POST /api/imports': { file: leadsCsv(), filename: 'leads.csv' },
};
/** A field people never see: a bot filling it is thanked (201) and nothing is kept. */
const HONEYPOT = 'website';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Hostile input (control and bidi characters, tags, huge strings, wrong
 * types, broken multipart, bad ids) sent to every write route and every read, as JSON and as
 * multipart, on whichever database the suite runs on. Never a 5xx, and nothing stored: every
 * table reads the same before and after each route's barrage.
 */
describe('hostile input on every route', () => {
  let t: TestApp;
  let admin: string;
  let ids: Seeded;
  let routes: RouteEntry[];
  const seen: { route: string; status: number; what: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_IP_MAX_FAILURES: '100000',
      LOGIN_MAX_FAILURES: '100000',
      STUDENT_LINK_RATE_LIMIT: '100000',
      STUDENT_LINK_MAX_FAILURES: '100000',
    });
    admin = await t.tokenFor('admin');
    ids = await seedRecords(t, admin);
    routes = t.app.routeTable.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/docs') &&
        r.method !== 'HEAD' &&
        r.url !== '/api/enquiries/stream',
    );
  });
  afterAll(() => t.close());

  const name = (r: RouteEntry) => `${r.method} ${r.url}`;
  const headersFor = (r: RouteEntry) => (r.access === 'public' ? {} : bearer(admin));
  const urlFor = (r: RouteEntry, id?: string) =>
    r.url.replaceAll(/:(\w+)/g, (_, p: string) => id ?? ids.byParam(r.url, p));
  const send = async (
    r: RouteEntry,
    what: string,
    o: { url?: string; payload?: unknown; headers?: Record<string, string> },
  ) => {
    const res = await t.app.inject({
      method: r.method as Method,
      url: o.url ?? urlFor(r),
      payload: o.payload as string,
      headers: { ...headersFor(r), ...o.headers },
    });
    seen.push({ route: name(r), status: res.statusCode, what });
    return res;
  };
  /** Sends, and expects a refusal: a 4xx with the error body, never a 5xx. */
  const refused = async (...args: Parameters<typeof send>) => {
    const res = await send(...args);
    expect(
      res.statusCode,
      `${name(args[0])} ${args[1]}: ${res.body.slice(0, 200)}`,
    ).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, `${name(args[0])} ${args[1]}`).toBeLessThan(500);
    expect(res.json(), `${name(args[0])} ${args[1]}`).toMatchObject({
      message: expect.any(String),
      error: expect.any(String),
    });
  };
  /** Runs a barrage at one route and checks the database did not change. */
  const untouched = async (r: RouteEntry, barrage: () => Promise<void>) => {
    const before = await fingerprint(t.app.dbHandle.db, TABLES);
    await barrage();
    expect(await fingerprint(t.app.dbHandle.db, TABLES), `${name(r)} changed stored data`).toBe(
      before,
    );
  };

  // Thousands of requests (and password checks): bounded generously, never timed.
  const LONG = { timeout: 600_000 };

  it('refuses a hostile value in any one field of an otherwise valid body', LONG, async () => {
    const fixtures = fuzzFixtures(ids);
    const writes = routes.filter((r) => fixtures[name(r)]);
    // A new route taking a body must get a fixture here, or this fails.
    expect(routes.filter((r) => r.body.length > 0 && !fixtures[name(r)]).map(name)).toEqual([]);
    for (const r of writes) {
      const base = fixtures[name(r)]!;
      await untouched(r, async () => {
        for (const field of Object.keys(base)) {
          for (const [kind, value] of Object.entries(HOSTILE_VALUES)) {
            if (kind === 'tags' && TAGS_ALLOWED.has(field)) continue;
            const body = { ...base, [field]: value };
            const what = `${field}=${kind}`;
            if (field === HONEYPOT) await send(r, what, { payload: body });
            else await refused(r, what, { payload: body });
            if (typeof value === 'string' && field !== HONEYPOT)
              await refused(r, `${what} (multipart)`, formData(body));
          }
        }
        // Random text with a forbidden character somewhere, in every field that is text.
        const text = Object.keys(base).filter((f) => typeof base[f] === 'string' && f !== HONEYPOT);
        // (A body of lists only, like a new order of stages, has none.)
        if (text.length > 0)
          await fc.assert(
            fc.asyncProperty(fc.constantFrom(...text), withForbidden, async (field, value) => {
              await refused(r, `${field}=${JSON.stringify(value)}`, {
                payload: { ...base, [field]: value },
              });
            }),
            { numRuns: 15, seed: 12 },
          );
      });
    }
  });

  it(
    'refuses wrong shapes, broken multipart and oversized bodies on every write route',
    LONG,
    async () => {
      const bodies: [string, unknown][] = [
        ['array body', [42]],
        ['string body', '"text"'],
        ['number body', '42'],
        ['null body', 'null'],
      ];
      for (const r of routes.filter((x) => x.body.length > 0)) {
        const allHostile = (v: unknown) => Object.fromEntries(r.body.map((f) => [f, v]));
        await untouched(r, async () => {
          for (const [kind, value] of Object.entries(HOSTILE_VALUES)) {
            if (r.body.includes(HONEYPOT) && kind !== 'huge') continue; // thanked, not stored
            await refused(r, `every field ${kind}`, { payload: allHostile(value) });
          }
          for (const [what, payload] of bodies)
            await refused(r, what, { payload, headers: { 'content-type': 'application/json' } });
          for (const [i, broken] of brokenMultiparts(allHostile('x')).entries())
            await refused(r, `broken multipart ${i}`, broken);
          await refused(r, 'over the body limit', {
            payload: { [r.body[0]!]: 'x'.repeat(2 * 1024 * 1024) },
          });
        });
      }
    },
  );

  it('refuses bad ids in the path of every route that takes one', async () => {
    for (const r of routes.filter((x) => x.url.includes(':'))) {
      await untouched(r, async () => {
        for (const id of HOSTILE_IDS) {
          const res = await send(r, `id ${id.slice(0, 20)}`, { url: urlFor(r, id), payload: {} });
          // a student's link is a token, not an id: a malformed one is a bad link like any (404)
          const expected = r.url.includes(':token') ? 404 : 400;
          expect(res.statusCode, `${name(r)} id ${id.slice(0, 20)}`).toBe(expected);
        }
      });
    }
  });

  it('refuses hostile query values on every read', LONG, async () => {
    for (const r of routes.filter((x) => x.method === 'GET')) {
      const keys = [...new Set([...r.query, 'q', 'page', 'limit', 'sort'])];
      await untouched(r, async () => {
        for (const key of r.query.length > 0 ? keys : ['q'])
          for (const v of HOSTILE_QUERY) {
            const res = await send(r, `?${key}=${v.slice(0, 12)}`, {
              url: `${urlFor(r)}?${key}=${v}`,
            });
            expect(res.statusCode, `${name(r)} ?${key}=${v.slice(0, 12)}`).toBeLessThan(500);
          }
        // Repeated keys arrive as a list: a list is not a search.
        if (r.query.includes('q')) await refused(r, 'q twice', { url: `${urlFor(r)}?q=a&q=b` });
      });
    }
  });

  it('never answered with a 5xx, and the fixtures really are valid bodies', async () => {
    expect(seen.length).toBeGreaterThan(1000);
    expect(seen.filter((s) => s.status >= 500)).toEqual([]);
    // Sent as they are, the bases are accepted: the refusals above were the hostile value's doing.
    const fixtures = fuzzFixtures(ids);
    for (const r of routes.filter((x) => fixtures[name(x)])) {
      const file = FILE_ROUTES[name(r)];
      const res = await send(
        r,
        'valid',
        file ? formData({ ...fixtures[name(r)], file }) : { payload: fixtures[name(r)] },
      );
      const expected =
        name(r) === 'POST /api/users/login'
          ? 401
          : name(r) === 'POST /api/users/forgot-password'
            ? 202
            : 200;
      expect([expected, 201], `${name(r)}: ${res.body.slice(0, 300)}`).toContain(res.statusCode);
    }
  });
});
