import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import {
  collegeInput,
  collegeRefs,
  courseInput,
  createRecord,
  type CollegeCtx,
} from '../../test/fixtures';
import { sendForm } from '../../test/multipart';

type Page = {
  colleges: { name: string }[];
  total: number;
  totalPages: number;
  currentPage: number;
};

describe('colleges', () => {
  let t: TestApp;
  let admin: string;
  let ctx: CollegeCtx;
  const list = async (query: string, headers: Record<string, string> = bearer(admin)) =>
    (await t.app.inject({ url: `/api/college${query}`, headers })).json<Page>();
  const count = async () =>
    (await t.app.inject({ url: '/api/college/count' })).json<{ count: number }>().count;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    ctx = await collegeRefs(t, admin);
  });
  afterAll(() => t.close());

  it('parses indexed multipart lists (courses[0] …) into the right lists, in index order', async () => {
    const second = await createRecord(t, admin, '/api/courses', courseInput(901));
    // As the web's FormData sends it: indexed entries, out of order, one of them empty.
    const res = await sendForm(
      t.app,
      { method: 'POST', url: '/api/college', token: admin },
      {
        name: 'Maple College',
        country: ctx.country,
        status: 'new',
        visible: 'false',
        'courses[1]': second,
        'courses[0]': ctx.course,
        'category[0]': 'PhD',
        'facilities[0]': 'Library',
        'facilities[1]': '',
        'facilities[2]': 'Lab',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      courses: [ctx.course, second],
      category: ['PhD'],
      facilities: ['Library', 'Lab'],
      services: [],
      visible: false,
      status: 'new',
    });
  });

  it('answers a duplicate name, in any case, with the spec §8 message', async () => {
    await createRecord(t, admin, '/api/college', collegeInput(1, ctx));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/college',
      headers: bearer(admin),
      payload: { ...collegeInput(1, ctx), name: 'LAKESIDE COLLEGE 001' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Failed to add college / College already existing',
      fieldErrors: { name: expect.any(String) },
    });
  });

  it('refuses courses, countries and places that do not exist', async () => {
    for (const [field, value] of [
      ['courses', [ctx.course, 'no-such-course']],
      ['country', 'no-such-country'],
      ['state', 'no-such-place'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/college',
        headers: bearer(admin),
        payload: { ...collegeInput(2, ctx), [field]: value },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ fieldErrors: { [field]: expect.any(String) } });
    }
  });

  it('pages and filters by search, category, status, country and place (spec §7)', async () => {
    const other = await collegeRefs(t, admin, 950);
    const state = await createRecord(t, admin, '/api/states', {
      country: other.country,
      name: 'BC',
    });
    for (let n = 10; n < 15; n++)
      await createRecord(t, admin, '/api/college', {
        ...collegeInput(n, n < 12 ? ctx : { ...other }),
        ...(n >= 12 ? { state } : {}),
        category: n % 2 ? ['PhD'] : ['Diploma', 'Graduate'],
        status: n === 14 ? 'recommended' : 'regular',
      });
    expect(await list('?limit=2&page=2&search=lakeside')).toMatchObject({
      total: 6,
      totalPages: 3,
      currentPage: 2,
    });
    const names = async (q: string) => (await list(q)).colleges.map((c) => c.name).sort();
    expect(await names('?category=Diploma')).toEqual([
      'Lakeside College 010',
      'Lakeside College 012',
      'Lakeside College 014',
    ]);
    expect(await names(`?country=${other.country}&status=regular`)).toEqual([
      'Lakeside College 012',
      'Lakeside College 013',
    ]);
    expect(await names(`?state=${state}&category=Graduate&status=recommended`)).toEqual([
      'Lakeside College 014',
    ]);
    expect(await names('?search=college 011')).toEqual(['Lakeside College 011']);
  });

  it('shows hidden colleges to staff only', async () => {
    const id = await createRecord(t, admin, '/api/college', {
      ...collegeInput(20, ctx),
      name: 'Hidden Hall',
      visible: false,
    });
    expect((await list('?search=hidden')).total).toBe(1);
    expect((await list('?search=hidden', {})).total).toBe(0);
    expect((await t.app.inject({ url: `/api/college/${id}` })).statusCode).toBe(404);
  });

  it('counts exactly and never below zero', async () => {
    const id = await createRecord(t, admin, '/api/college', collegeInput(30, ctx));
    const before = await count();
    const del = () =>
      t.app.inject({ method: 'DELETE', url: `/api/college/${id}`, headers: bearer(admin) });
    expect((await del()).statusCode).toBe(204);
    expect((await del()).statusCode).toBe(404);
    expect(await count()).toBe(before - 1);
    for (const c of (await list('?limit=100')).colleges as unknown as { _id: string }[])
      await t.app.inject({
        method: 'DELETE',
        url: `/api/college/${c._id}`,
        headers: bearer(admin),
      });
    expect(await count()).toBe(0);
  });
});
