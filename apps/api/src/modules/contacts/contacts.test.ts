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

  it('filters by status, and by "open" for everything not closed', async () => {
    await t.app.inject({ method: 'DELETE', url: '/api/contact', headers: bearer(admin) });
    const ids: string[] = [];
    for (const name of ['Open new', 'Open read', 'Done']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name, email: 'x@example.com', message: 'call me' },
      });
      const list = await t.app.inject({
        url: `/api/contact?q=${encodeURIComponent(name)}`,
        headers: bearer(admin),
      });
      ids.push(list.json<{ data: { _id: string }[] }>().data[0]!._id);
    }
    const setStatus = (id: string, status: string) =>
      sendForm(
        t.app,
        { method: 'PUT', url: `/api/contact/${id}/status`, token: admin },
        { status },
      );
    await setStatus(ids[1]!, 'read');
    await setStatus(ids[2]!, 'closed');
    const names = async (status: string) =>
      (
        await t.app.inject({
          url: `/api/contact?status=${status}&sort=name&order=asc`,
          headers: bearer(admin),
        })
      )
        .json<{ data: { name: string }[] }>()
        .data.map((c) => c.name);
    expect(await names('open')).toEqual(['Open new', 'Open read']);
    expect(await names('read')).toEqual(['Open read']);
    expect(await names('closed')).toEqual(['Done']);
    const bad = await t.app.inject({ url: '/api/contact?status=archived', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes all call requests, zeroing the count', async () => {
    for (let i = 0; i < 3; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: `N${i}`, email: `n${i}@example.com`, message: 'hello' },
      });
    expect(await count()).toBeGreaterThanOrEqual(3);
    // a bulk delete is admins' only: counsellors work the queue but cannot empty it
    for (const role of ['counsellor', 'editor'] as const) {
      const refused = await t.app.inject({
        method: 'DELETE',
        url: '/api/contact',
        headers: bearer(await t.tokenFor(role)),
      });
      expect(refused.statusCode, role).toBe(403);
    }
    expect(await count()).toBeGreaterThanOrEqual(3);
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
