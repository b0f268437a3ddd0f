import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, Role } from '@studydesk/contract';
import type { RouteEntry } from './lib/route-table';
import { fuzzFixtures, seedRecords, type Seeded } from './test/fuzz-fixtures';
import { bearer, createTestApp, type TestApp } from './test/harness';
import { officeHelpers } from './test/offices';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/*
 * Routes whose records belong to no office, each with why. Every other signed-in route is
 * walked: one added later without the office scope fails below unless it is named here.
 */
const OFFICE_FREE: [RegExp, string][] = [
  [
    /^\/api\/(countries|states|courses|college|intake|services|blog|gallery)(\/|$)/,
    'catalogue and website',
  ],
  [/^\/api\/college\/:id\/commission$/, "a college's commission rules: the agency's"],
  [
    /^\/api\/(users|offices)(\/|$)/,
    'the team and offices: changed by admins; a manager reads the people of their offices (offices/office-people.test.ts)',
  ],
  [
    /^\/api\/(settings|branding|website-form|mail-templates|acknowledgement)(\/|$)/,
    'agency settings',
  ],
  [/^\/api\/(application-stages|document-types|document-requirements)(\/|$)/, 'agency workflow'],
  [
    /^\/api\/(money\/settings|money\/rates|fees)(\/|$)/,
    'money settings, rates and the price list: the agency\u2019s (the money reports are scoped)',
  ],
  [/^\/api\/outbox(\/|$)/, 'the mail queue: admins only'],
  [/^\/api\/imports(\/|$)/, 'an import is its maker\u2019s (imports.access), not an office\u2019s'],
  [/^\/api\/(health|docs|events|digest|me)(\/|$)/, 'no records'],
  [/^\/api\/s\/:token/, "the student's own link: one student, by token"],
];
const officeFree = (url: string) => OFFICE_FREE.some(([re]) => re.test(url));
const allows = (access: Access | undefined, role: Role) =>
  access === undefined || access === 'session' || (access !== 'public' && access.includes(role));

describe('office scope: every route, for records of another office', () => {
  let t: TestApp;
  let seeded: Seeded;
  let bodies: Record<string, Record<string, unknown>>;
  const people: Record<'counsellorB' | 'managerB' | 'managerA', { token: string; role: Role }> =
    {} as never;
  let routes: RouteEntry[];
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const h = officeHelpers(t, admin);
    // Everything seeded goes to the default office (A); B is another office.
    seeded = await seedRecords(t, admin);
    bodies = fuzzFixtures(seeded);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    const b = (await h.office('Branch B'))._id;
    people.counsellorB = { ...(await h.member('counsellor', [b])), role: 'counsellor' };
    people.managerB = { ...(await h.member('manager', [b])), role: 'manager' };
    people.managerA = { ...(await h.member('manager', [a])), role: 'manager' };
    routes = t.app.routeTable.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        r.method !== 'HEAD' &&
        r.access !== 'public' &&
        r.url !== '/api/enquiries/stream' &&
        !officeFree(r.url),
    );
  }, 120_000);
  afterAll(() => t.close());

  const urlOf = (r: RouteEntry) =>
    r.url.replaceAll(/:(\w+)/g, (_, p: string) => seeded.byParam(r.url, p));
  const send = (r: RouteEntry, token: string) =>
    t.app.inject({
      method: r.method as Method,
      url: urlOf(r),
      headers: bearer(token),
      payload: bodies[`${r.method} ${r.url}`],
    });
  /** What office A's records would show of themselves in an answer. */
  const traces = () => [
    seeded.id.enquiries,
    seeded.id.contact,
    seeded.id.applications,
    seeded.id.followUp,
    'asha1@example.com',
    'ravi@example.com',
  ];

  it('answers office B\u2019s counsellor and manager 404 for A\u2019s records, by id', async () => {
    const byId = routes.filter((r) => r.url.includes('/:'));
    expect(byId.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const who of ['counsellorB', 'managerB'] as const) {
      const { token, role } = people[who];
      for (const r of byId) {
        const res = await send(r, token);
        const want = allows(r.access, role) ? 404 : 403;
        if (res.statusCode !== want)
          leaks.push(`${who} ${r.method} ${r.url}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 300_000);

  it('gives office B lists without A\u2019s records', async () => {
    const lists = routes.filter((r) => r.method === 'GET' && !r.url.includes('/:'));
    const leaks: string[] = [];
    for (const who of ['counsellorB', 'managerB'] as const) {
      for (const r of lists) {
        const res = await send(r, people[who].token);
        const seen = traces().filter((x) => res.body.includes(x));
        if (res.statusCode >= 500 || seen.length > 0)
          leaks.push(`${who} ${r.url}: ${res.statusCode} shows ${seen.join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 300_000);

  it('answers office A\u2019s manager as it answers an admin, for the same records', async () => {
    const reads = routes.filter((r) => r.method === 'GET' && r.url.includes('/:'));
    const differ: string[] = [];
    for (const r of reads) {
      if (!allows(r.access, 'manager')) continue;
      const [asAdmin, asManager] = [await send(r, admin), await send(r, people.managerA.token)];
      if (asManager.statusCode !== asAdmin.statusCode)
        differ.push(`${r.url}: ${asManager.statusCode}, admin ${asAdmin.statusCode}`);
    }
    expect(differ).toEqual([]);
    expect(reads.length).toBeGreaterThan(10);
    const list = await t.app.inject({
      url: '/api/enquiries',
      headers: bearer(people.managerA.token),
    });
    expect(list.body).toContain(seeded.id.enquiries);
  }, 300_000);
});
