import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '@studydesk/contract';
import type { RouteEntry } from '../../app';
import { createTestApp, type TestApp } from '../../test/harness';
import { fuzzFixtures, type Seeded } from '../../test/fuzz-fixtures';
import { fingerprint } from '../../test/hostile';
import { JOURNEY_ROUTES, JOURNEY_TABLES, isJourneyRoute } from '../../test/journey-routes';
import { journey, type Journey } from './applications.fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call a route at all: staff (admins and counsellors) or admins only. */
const ADMIN_ONLY = new Set([
  'POST /api/application-stages',
  'PUT /api/application-stages/order',
  'PATCH /api/application-stages/:key',
  'DELETE /api/application-stages/:key',
  'POST /api/application-stages/:key/restore',
  'PATCH /api/applications/:id/commission',
  'PUT /api/college/:id/commission',
]);

/**
 * Issue 22 "Done when", permissions per role on every journey route (the route table's, so a
 * new route is reached): no session 401; editors 403; counsellors 403 on admins' routes; a
 * counsellor naming another counsellor's application, condition or commission by id gets 404
 * and changes nothing; a counsellor's lists, board, export and summaries never show another's
 * application; their own and unassigned ones they read by id.
 */
describe('every journey route, by role', () => {
  let t: TestApp;
  let j: Journey;
  let routes: RouteEntry[];
  let own: Record<'ashas' | 'ravis' | 'nobodys', ApplicationDetail>;
  let bodies: Record<string, Record<string, unknown>>;
  const name = (r: RouteEntry) => `${r.method} ${r.url}`;

  beforeAll(async () => {
    t = await createTestApp();
    j = await journey(t);
    routes = t.app.routeTable.filter((r) => isJourneyRoute(r.url) && r.method !== 'HEAD');
    const open = async (token: string, enquiry: string) => {
      const res = await j.apply(token, enquiry, { intake: j.intakes.september, tuition: 9000 });
      const id = res.json<ApplicationDetail>()._id;
      await j.call(token, 'POST', `/applications/${id}/conditions`, { text: 'IELTS 6.5' });
      await j.call(token, 'PATCH', `/applications/${id}/stage`, { stage: 'Enrolled' });
      return (await j.call(j.admin, 'GET', `/applications/${id}`)).json<ApplicationDetail>();
    };
    own = {
      ashas: await open(j.asha.token, j.students.ashas._id),
      ravis: await open(j.ravi.token, j.students.ravis._id),
      nobodys: await open(j.admin, j.students.nobodys._id),
    };
    // Valid bodies as the fuzz test has them, naming this journey's records.
    const id = {
      countries: j.canada,
      courses: j.courses.dataScience,
      college: j.colleges.lakeside,
      enquiries: j.students.ravis._id,
      intake: j.intakes.september,
      owner: j.ravi.id,
    };
    bodies = fuzzFixtures({ id } as unknown as Seeded);
  });
  afterAll(() => t.close());

  /** The route's url naming `whose` application, its first condition and its student. */
  const urlFor = (r: RouteEntry, whose: keyof typeof own) => {
    const a = own[whose];
    const values: Record<string, string> = {
      id: r.url.startsWith('/api/applications/')
        ? a._id
        : r.url.startsWith('/api/college/')
          ? a.college
          : a.enquiry,
      conditionId: a.conditions[0]!._id,
      key: 'preparing',
    };
    return r.url.replaceAll(/:(\w+)/g, (_, p: string) => values[p]!);
  };
  const call = (r: RouteEntry, url: string, token?: string) =>
    t.app.inject({
      method: r.method as Method,
      url,
      payload: bodies[name(r)],
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('walks exactly the journey routes, each staff or admins only', () => {
    expect(routes.map(name).sort()).toEqual([...JOURNEY_ROUTES].sort());
    for (const r of routes) {
      const want = ADMIN_ONLY.has(name(r)) ? ['admin'] : ['admin', 'manager', 'counsellor'];
      expect(r.access, name(r)).toEqual(want);
    }
  });

  it('refuses callers without a session (401), editors (403) and counsellors on admins’ routes (403)', async () => {
    const before = await fingerprint(t.app.dbHandle.db, JOURNEY_TABLES);
    for (const r of routes) {
      const url = urlFor(r, 'ravis');
      expect((await call(r, url)).statusCode, `${name(r)} anonymous`).toBe(401);
      expect((await call(r, url, j.editor.token)).statusCode, `${name(r)} editor`).toBe(403);
      if (ADMIN_ONLY.has(name(r)))
        expect((await call(r, url, j.asha.token)).statusCode, `${name(r)} counsellor`).toBe(403);
    }
    expect(await fingerprint(t.app.dbHandle.db, JOURNEY_TABLES)).toBe(before);
  });

  it("answers another counsellor's application, condition and commission as missing (404)", async () => {
    const byId = routes.filter(
      (r) => r.url.startsWith('/api/applications/:id') && !ADMIN_ONLY.has(name(r)),
    );
    expect(byId).toHaveLength(9); // read, edit, move, delete, restore, 3 × condition, commission
    const before = await fingerprint(t.app.dbHandle.db, JOURNEY_TABLES);
    for (const r of byId) {
      const res = await call(r, urlFor(r, 'ravis'), j.asha.token);
      expect(res.statusCode, `${name(r)}: ${res.body}`).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Application not found' });
    }
    expect(await fingerprint(t.app.dbHandle.db, JOURNEY_TABLES)).toBe(before);
    for (const r of byId.filter((x) => x.method === 'GET'))
      for (const whose of ['ashas', 'nobodys'] as const)
        expect(
          (await call(r, urlFor(r, whose), j.asha.token)).statusCode,
          `${name(r)} ${whose}`,
        ).toBe(200);
  });

  it("never shows a counsellor another counsellor's application in a list, board, export or summary", async () => {
    const reads = routes.filter(
      (r) => r.method === 'GET' && !r.url.startsWith('/api/applications/:id'),
    );
    expect(reads).toHaveLength(10);
    for (const r of reads) {
      const res = await call(r, urlFor(r, 'ashas'), j.asha.token);
      expect(res.statusCode, name(r)).toBe(200);
      expect(res.body, name(r)).not.toContain(own.ravis._id);
      expect(res.body, name(r)).not.toContain('Kiran');
    }
    const summary = await j.call(j.asha.token, 'GET', '/applications/commission');
    const counted = summary.json<{ rows: { applications: number }[] }>().rows;
    // Her own application only: the agency's unassigned ones are anyone's to work, but their
    // commission is not a counsellor's figure.
    expect(counted.reduce((n, row) => n + row.applications, 0)).toBe(1);
  });
});
