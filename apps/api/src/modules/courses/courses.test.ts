import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { courseInput, createRecord } from '../../test/fixtures';
import { sendForm } from '../../test/multipart';

describe('courses', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('parses repeated bracketed multipart lists (tags[] …) into the right lists', async () => {
    const res = await sendForm(
      t.app,
      { method: 'POST', url: '/api/courses', token: admin, lists: 'bracketed' },
      {
        title: 'BSc Nursing',
        domestic: 'true',
        fees: '9250.5',
        level: '',
        tags: ['health', '', 'care'],
        syllabus: ['Anatomy'],
        prerequisites: [],
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'BSc Nursing',
      domestic: true,
      fees: 9250.5,
      level: null,
      tags: ['health', 'care'],
      syllabus: ['Anatomy'],
      prerequisites: [],
      mode: 'offline',
      visible: true,
    });
  });

  it('lists domestic and international courses apart: {data, count} (spec §7)', async () => {
    for (let n = 10; n < 15; n++) await createRecord(t, admin, '/api/courses', courseInput(n));
    const tab = async (domestic: boolean) =>
      (await t.app.inject({ url: `/api/courses?domestic=${domestic}&q=Data` })).json<{
        data: { domestic: boolean }[];
        count: number;
      }>();
    const home = await tab(true);
    const abroad = await tab(false);
    expect(home.count).toBe(3);
    expect(abroad.count).toBe(2);
    expect(home.data.every((c) => c.domestic)).toBe(true);
    expect(abroad.data.every((c) => !c.domestic)).toBe(true);
    const bad = await t.app.inject({ url: '/api/courses?domestic=perhaps' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows hidden courses to staff only', async () => {
    await createRecord(t, admin, '/api/courses', { title: 'Draft course', visible: false });
    const find = async (headers = {}) =>
      (await t.app.inject({ url: '/api/courses?q=Draft', headers })).json<{ count: number }>()
        .count;
    expect(await find(bearer(admin))).toBe(1);
    expect(await find()).toBe(0);
  });
});
