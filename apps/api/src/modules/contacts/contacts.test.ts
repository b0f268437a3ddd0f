import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { sendForm } from '../../test/multipart';

describe('call requests', () => {
  let t: TestApp;
  let admin: string;
  const count = async () =>
    (await t.app.inject({ url: '/api/contact/count', headers: bearer(admin) })).json<{
      count: number;
    }>().count;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('accepts a multipart call request from the public and a multipart status change from staff', async () => {
    const res = await sendForm(
      t.app,
      { method: 'POST', url: '/api/contact' },
      { name: 'Meera', email: 'meera@example.com', message: 'Call me after 6pm' },
    );
    expect(res.statusCode).toBe(201);
    const list = await t.app.inject({ url: '/api/contact', headers: bearer(admin) });
    const [c] = list.json<{ data: { _id: string; status: string }[] }>().data;
    expect(c).toMatchObject({ status: 'new', name: 'Meera' });
    const status = { method: 'PUT' as const, url: `/api/contact/${c!._id}/status`, token: admin };
    const upd = await sendForm(t.app, status, { status: 'closed' });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ status: 'closed' });
    const refused = await sendForm(t.app, status, { status: 'archived' });
    expect(refused.statusCode).toBe(400);
  });

  it('deletes all call requests, zeroing the count', async () => {
    for (let i = 0; i < 3; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: `N${i}`, email: `n${i}@example.com`, message: 'hello' },
      });
    expect(await count()).toBeGreaterThanOrEqual(3);
    const counsellorCannot = await t.app.inject({
      method: 'DELETE',
      url: '/api/contact',
      headers: bearer(await t.tokenFor('editor')),
    });
    expect(counsellorCannot.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/contact',
      headers: bearer(admin),
    });
    expect(res.json()).toMatchObject({ count: 0 });
    expect(await count()).toBe(0);
  });

  it('keeps call requests from the public', async () => {
    for (const url of ['/api/contact', '/api/contact/count'])
      expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
