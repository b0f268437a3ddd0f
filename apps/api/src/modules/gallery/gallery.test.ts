import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { sendForm } from '../../test/multipart';

describe('gallery', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('dates an item now when the date is blank (spec §9); lists at GET /gallery/', async () => {
    const before = Date.now();
    const res = await sendForm(
      t.app,
      { method: 'POST', url: '/api/gallery', token: admin },
      { title: 'Open day', from: '', link: '', date: '' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { date } = res.json<{ date: string }>();
    expect(Date.parse(date)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(date)).toBeLessThanOrEqual(Date.now());
    const list = await t.app.inject({ url: '/api/gallery/' });
    expect(list.json()).toMatchObject({ data: [{ title: 'Open day', date }], total: 1 });
  });

  it('soft-deletes with DELETE /gallery/soft/{id} and keeps the item restorable', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/gallery',
      headers: bearer(admin),
      payload: { title: 'Fair', date: '2026-03-01' },
    });
    const { _id, date } = res.json<{ _id: string; date: string }>();
    expect(date).toBe('2026-03-01T00:00:00.000Z');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/gallery/soft/${_id}`,
      headers: bearer(admin),
    });
    expect(del.json()).toMatchObject({ _id, deletedAt: expect.any(String) });
    expect((await t.app.inject({ url: `/api/gallery/${_id}` })).statusCode).toBe(404);
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/gallery/${_id}/restore`,
      headers: bearer(admin),
    });
    expect(back.json()).toMatchObject({ _id, deletedAt: null });
  });
});
