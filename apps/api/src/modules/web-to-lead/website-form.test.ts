import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';

describe('GET /api/settings/website-form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_FORM_ORIGINS: 'https://www.agency.example,https://agency.example',
    });
  });
  afterAll(() => t.close());
  const get = (token?: string) =>
    t.app.inject({
      url: '/api/settings/website-form',
      headers: token ? bearer(token) : {},
    });

  it('tells an admin which sites may post the public forms', async () => {
    const res = await get(await t.tokenFor('admin'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      origins: ['https://www.agency.example', 'https://agency.example'],
    });
  });

  it('is for admins only', async () => {
    expect((await get(await t.tokenFor('counsellor'))).statusCode).toBe(403);
    expect((await get(await t.tokenFor('editor'))).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
  });

  it('answers an empty list when PUBLIC_FORM_ORIGINS is unset', async () => {
    const other = await createTestApp();
    try {
      const res = await other.app.inject({
        url: '/api/settings/website-form',
        headers: bearer(await other.tokenFor('admin')),
      });
      expect(res.json()).toEqual({ origins: [] });
    } finally {
      await other.close();
    }
  });
});
