import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from './app';
import { DEFAULT_STAGES } from './db/migrations/020-applications';
import { bearer, createTestApp, type TestApp } from './test/harness';
import { courseInput, collegeInput, createRecord } from './test/fixtures';
import { fuzzFixtures, seedRecords, type Seeded } from './test/fuzz-fixtures';
import { fingerprint } from './test/hostile';
import {
  BAD_AMOUNTS,
  BAD_CURRENCIES,
  BAD_DATES,
  BAD_ENUMS,
  BAD_FLAGS,
  BAD_QUERY,
  BAD_STAGE_KEYS,
  BAD_STAGES,
  BAD_TEXT,
  FIELD_KINDS,
  hostileJson,
  type FieldKind,
} from './test/hostile-typed';
import { JOURNEY_ROUTES, JOURNEY_TABLES, isJourneyRoute } from './test/journey-routes';

const DEFAULT_KEYS = DEFAULT_STAGES.map(([key]) => key);
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Sent = { payload?: unknown; headers?: Record<string, string> };

/**
 * Issue 22 "Done when": hostile input on every route of the student journey (applications,
 * stages, conditions, commission, board, export, shortlist, funnel, due) gets a 4xx, never a
 * 5xx, and stores nothing. Beyond fuzz.test.ts's generic barrage (which walks these routes
 * too), each field gets the values that are wrong for what it holds: days that do not exist,
 * amounts below zero or not finite, lone surrogates, ids unknown or of another kind, stages
 * that are none or retired; each path id of another kind; each query key a value it refuses.
 */
describe('hostile input on the student journey routes, by what each field holds', () => {
  let t: TestApp;
  let admin: string;
  let ids: Seeded;
  let routes: RouteEntry[];
  let bad: Record<FieldKind, unknown[]>;
  /** Ids of records of every other kind, and one of nothing. */
  let strangers: string[];
  let colleges: Set<string>;
  const seen: { route: string; status: number }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    ids = await seedRecords(t, admin);
    routes = t.app.routeTable.filter((r) => isJourneyRoute(r.url) && r.method !== 'HEAD');
    const post = (url: string, body: object) => createRecord(t, admin, url, body);
    // A college that offers no course of the seeds, with an intake of its own.
    const course = await post('/api/courses', courseInput(7));
    const college = await post(
      '/api/college',
      collegeInput(7, { country: ids.id.countries, course }),
    );
    const intake = await post('/api/intake', {
      college,
      intakeMonth: 'May',
      intakeYear: 2031,
      deadlineDate: '2031-03-01',
    });
    await post('/api/application-stages', { name: 'Old way', phase: 'applied' });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/application-stages/old_way',
      headers: bearer(admin),
    });
    const { id } = ids;
    colleges = new Set([id.college, college]);
    strangers = [
      randomUUID(),
      id.countries,
      id.courses,
      id.college,
      id.enquiries,
      id.intake,
      id.users,
      id.blog,
      course,
      college,
      intake,
    ];
    bad = {
      date: BAD_DATES,
      amount: BAD_AMOUNTS,
      text: BAD_TEXT,
      ref: strangers,
      enum: BAD_ENUMS,
      flag: BAD_FLAGS,
      currency: BAD_CURRENCIES,
      stage: [...BAD_STAGES, 'old_way', 'Old way'],
      stageKeys: [...BAD_STAGE_KEYS, [...DEFAULT_KEYS, 'old_way']],
    };
  });
  afterAll(() => t.close());

  const name = (r: RouteEntry) => `${r.method} ${r.url}`;
  const urlFor = (r: RouteEntry, over: Record<string, string> = {}) =>
    r.url.replaceAll(/:(\w+)/g, (_, p: string) => over[p] ?? ids.byParam(r.url, p));
  const send = async (r: RouteEntry, url: string, o: Sent) => {
    const res = await t.app.inject({
      method: r.method as Method,
      url,
      payload: o.payload as string,
      headers: { ...bearer(admin), ...o.headers },
    });
    seen.push({ route: name(r), status: res.statusCode });
    return res;
  };
  const refused = async (r: RouteEntry, what: string, url: string, o: Sent, status?: number) => {
    const res = await send(r, url, o);
    const why = `${name(r)} ${what}: ${res.statusCode} ${res.body.slice(0, 200)}`;
    if (status) expect.soft(res.statusCode, why).toBe(status);
    expect.soft(res.statusCode, why).toBeGreaterThanOrEqual(400);
    expect.soft(res.statusCode, why).toBeLessThan(500);
    expect.soft(res.json(), why).toMatchObject({
      message: expect.any(String),
      error: expect.any(String),
    });
  };
  const untouched = async (r: RouteEntry, barrage: () => Promise<void>) => {
    const before = await fingerprint(t.app.dbHandle.db, JOURNEY_TABLES);
    await barrage();
    const after = await fingerprint(t.app.dbHandle.db, JOURNEY_TABLES);
    expect(after, `${name(r)} changed stored data`).toBe(before);
  };

  it('names a kind for every field of every journey body, and reaches every journey route', () => {
    const fixtures = fuzzFixtures(ids);
    const fields = routes.flatMap((r) => Object.keys(fixtures[name(r)] ?? {}));
    expect(fields.filter((f) => !FIELD_KINDS[f])).toEqual([]);
    expect(routes.map(name).sort()).toEqual([...JOURNEY_ROUTES].sort());
  });

  it('refuses, in each field, the values wrong for what it holds', async () => {
    const fixtures = fuzzFixtures(ids);
    for (const r of routes.filter((x) => fixtures[name(x)])) {
      const base = fixtures[name(r)]!;
      await untouched(r, async () => {
        for (const field of Object.keys(base))
          for (const value of bad[FIELD_KINDS[field]!].filter((v) => v !== base[field]))
            await refused(
              r,
              `${field}=${String(value).slice(0, 30)}`,
              urlFor(r),
              hostileJson(base, field, value),
            );
      });
    }
  });

  it('refuses a closed outcome without its note, on a move and on opening', async () => {
    const move = routes.find((r) => name(r) === 'PATCH /api/applications/:id/stage')!;
    const open = routes.find((r) => name(r) === 'POST /api/applications')!;
    const { note, ...base } = fuzzFixtures(ids)['POST /api/applications']!;
    expect(note).toEqual(expect.any(String));
    await untouched(move, async () => {
      await refused(
        move,
        'Rejected, no note',
        urlFor(move),
        { payload: { stage: 'Rejected' } },
        400,
      );
      await refused(
        open,
        'Rejected, no note',
        urlFor(open),
        { payload: { ...base, stage: 'rejected' } },
        400,
      );
    });
  });

  it('answers ids of another kind, or of nothing, in the path as missing (404)', async () => {
    const fixtures = fuzzFixtures(ids);
    for (const r of routes.filter((x) => /:(id|conditionId)\b/.test(x.url))) {
      const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      await untouched(r, async () => {
        for (const param of params)
          for (const other of strangers.filter((s) => s !== ids.byParam(r.url, param))) {
            if (r.url.startsWith('/api/college/') && colleges.has(other)) continue;
            const url = urlFor(r, { [param]: other });
            await refused(r, `:${param} another kind`, url, { payload: fixtures[name(r)] }, 404);
          }
      });
    }
    for (const r of routes.filter((x) => x.url.includes(':key')))
      await untouched(r, () =>
        refused(
          r,
          'no such stage',
          urlFor(r, { key: 'no_such_stage' }),
          { payload: fixtures[name(r)] },
          404,
        ),
      );
  });

  it('refuses, in each query key of every journey read, the values it cannot take (400)', async () => {
    for (const r of routes.filter((x) => x.method === 'GET' && x.query.length > 0))
      await untouched(r, async () => {
        for (const key of r.query) {
          expect(BAD_QUERY[key], `${name(r)} ?${key} has no hostile values`).toBeDefined();
          for (const v of BAD_QUERY[key]!)
            await refused(r, `?${key}=${v.slice(0, 12)}`, `${urlFor(r)}?${key}=${v}`, {}, 400);
        }
      });
    const funnel = routes.find((r) => r.url === '/api/dashboard/funnel')!;
    await refused(
      funnel,
      'from after to',
      '/api/dashboard/funnel?from=2031-02-01&to=2031-01-01',
      {},
      400,
    );
  });

  it('takes the first and the last day a date can name, and reads them back without a 5xx', async () => {
    const edit = routes.find((r) => name(r) === 'PATCH /api/applications/:id')!;
    for (const day of ['0001-01-01', '9999-12-31']) {
      const dates = { acceptanceDeadline: day, depositDueDate: day, visaAppointmentDate: day };
      expect((await send(edit, urlFor(edit), { payload: dates })).statusCode).toBe(200);
      for (const r of routes.filter((x) => x.method === 'GET')) {
        const keys = r.query.filter((k) => ['today', 'from', 'to'].includes(k));
        const query = keys.map((k) => `${k}=${day}`).join('&');
        const res = await send(r, `${urlFor(r)}?${query}`, {});
        expect(res.statusCode, `${name(r)}?${query}: ${res.body.slice(0, 200)}`).toBe(200);
      }
    }
  });

  it('never answered with a 5xx', () => {
    expect(seen.length).toBeGreaterThan(500);
    expect(seen.filter((s) => s.status >= 500)).toEqual([]);
  });
});
