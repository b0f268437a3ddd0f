import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RouteEntry } from '../app';
import { DEFAULT_STAGES } from '../db/migrations/020-applications';
import { bearer, createTestApp, type TestApp } from './harness';
import { courseInput, collegeInput, createRecord } from './fixtures';
import { seedRecords } from './fuzz-fixtures';
import { fingerprint } from './hostile';
import {
  BAD_AMOUNTS,
  BAD_CURRENCIES,
  BAD_DATES,
  BAD_ENUMS,
  BAD_FLAGS,
  BAD_STAGE_KEYS,
  BAD_STAGES,
  BAD_TEXT,
  type FieldKind,
} from './hostile-typed';
import { JOURNEY_TABLES, isJourneyRoute } from './journey-routes';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Sent = { payload?: unknown; headers?: Record<string, string> };

/** An app seeded as fuzz.test.ts seeds it, plus what the journey's hostile values need. */
async function seed(t: TestApp, admin: string) {
  const ids = await seedRecords(t, admin);
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
  // A retired stage, by key and by name.
  await post('/api/application-stages', { name: 'Old way', phase: 'applied' });
  const url = '/api/application-stages/old_way';
  await t.app.inject({ method: 'DELETE', url, headers: bearer(admin) });
  const { id } = ids;
  /** Ids of records of every other kind, and one of nothing. */
  const strangers = [
    randomUUID(),
    id.countries,
    id.courses,
    id.college,
    id.enquiries,
    id.intake,
  ].concat([id.users, id.blog, course, college, intake]);
  const bad: Record<FieldKind, unknown[]> = {
    date: BAD_DATES,
    amount: BAD_AMOUNTS,
    text: BAD_TEXT,
    ref: strangers,
    enum: BAD_ENUMS,
    flag: BAD_FLAGS,
    currency: BAD_CURRENCIES,
    stage: [...BAD_STAGES, 'old_way', 'Old way'],
    stageKeys: [...BAD_STAGE_KEYS, [...DEFAULT_STAGES.map(([key]) => key), 'old_way']],
  };
  return { ids, strangers, colleges: new Set([id.college, college]), bad };
}

/**
 * The journey fuzz tests' app, made before and closed after the describe block
 * that calls this: the journey's routes from the route table, the seeds, and requests sent as
 * an admin that must be refused (a 4xx with the error body) and change nothing stored.
 */
export function journeyFuzz() {
  let t: TestApp;
  let admin: string;
  const f = {} as Awaited<ReturnType<typeof seed>> & { routes: RouteEntry[] };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    Object.assign(f, await seed(t, admin));
    f.routes = t.app.routeTable.filter((r) => isJourneyRoute(r.url) && r.method !== 'HEAD');
  });
  afterAll(() => t.close());

  const name = (r: RouteEntry) => `${r.method} ${r.url}`;
  const urlFor = (r: RouteEntry, over: Record<string, string> = {}) =>
    r.url.replaceAll(/:(\w+)/g, (_, p: string) => over[p] ?? f.ids.byParam(r.url, p));
  const send = (r: RouteEntry, url: string, o: Sent) =>
    t.app.inject({
      method: r.method as Method,
      url,
      payload: o.payload as string,
      headers: { ...bearer(admin), ...o.headers },
    });
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
  /** The route called `METHOD /api/…`. */
  const route = (called: string) => f.routes.find((r) => name(r) === called)!;
  return Object.assign(f, { name, urlFor, send, refused, untouched, route });
}
