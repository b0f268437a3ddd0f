import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { collegeInput, collegeRefs, courseInput, createRecord } from '../../test/fixtures';

/** A public count counts what the public list shows, no hidden records. */
describe('public counts', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const ctx = await collegeRefs(t, admin);
    await createRecord(t, admin, '/api/courses', { ...courseInput(1), visible: false });
    await createRecord(t, admin, '/api/college', collegeInput(1, ctx));
    await createRecord(t, admin, '/api/college', { ...collegeInput(2, ctx), visible: false });
    await createRecord(t, admin, '/api/college', { ...collegeInput(3, ctx), visible: false });
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, token?: string) =>
    (await t.app.inject({ url, headers: token ? bearer(token) : {} })).json<T>();

  it.each([
    ['/api/college', 'total', { anonymous: 1, staff: 3 }],
    ['/api/courses', 'count', { anonymous: 1, staff: 2 }],
  ] as const)('%s/count matches the list its caller sees', async (path, key, expected) => {
    const anonymous = await get<{ count: number }>(`${path}/count`);
    const staff = await get<{ count: number }>(`${path}/count`, admin);
    expect({ anonymous: anonymous.count, staff: staff.count }).toEqual(expected);
    expect((await get<Record<string, number>>(path))[key]).toBe(expected.anonymous);
    expect((await get<Record<string, number>>(path, admin))[key]).toBe(expected.staff);
  });
});
