import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry, signIn } from '../../test/fixtures';

type NewCount = { count: number; enquiries: { id: string; enqNo: string }[] };

describe('the bell’s read marker', () => {
  let t: TestApp;
  let admin: string;
  let user: { email: string; password: string };
  const newCount = async (token: string) => {
    const res = await t.app.inject({ url: '/api/enquiries/new/count', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json<NewCount>();
  };
  const markRead = (token: string, body?: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/enquiries/new/read',
      headers: bearer(token),
      ...(body ? { payload: body } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    user = await t.createUser('counsellor');
    for (const n of [1, 2, 3]) await createEnquiry(t, admin, n);
  });
  afterAll(() => t.close());

  it('clears for this user only, and stays cleared in a new session', async () => {
    const first = await signIn(t, user.email, user.password);
    const shown = await newCount(first);
    expect(shown.count).toBe(3);
    const res = await markRead(first, { id: shown.enquiries[0]!.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 0, enquiries: [] });
    // another device, another sign-in: still read
    const second = await signIn(t, user.email, user.password);
    expect(await newCount(second)).toEqual({ count: 0, enquiries: [] });
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(first) });
    expect((await newCount(second)).count).toBe(0);
    // someone else has not read them
    expect((await newCount(admin)).count).toBe(3);
  });

  it('counts what arrives later, and keeps one that arrived after the popup opened unread', async () => {
    const token = await signIn(t, user.email, user.password);
    const seen = await createEnquiry(t, admin, 4);
    const shown = await newCount(token);
    expect(shown.enquiries.map((e) => e.id)).toEqual([seen]);
    const later = await createEnquiry(t, admin, 5);
    // arrived a second later (two requests can share a millisecond; the marker orders by time)
    await t.app.dbHandle.db
      .updateTable('enquiries')
      .set({ createdAt: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', later)
      .execute();
    const res = await markRead(token, { id: shown.enquiries[0]!.id });
    expect(res.json<NewCount>().enquiries.map((e) => e.id)).toEqual([later]);
    expect((await newCount(token)).count).toBe(1);
    // an older id never moves the marker back
    const oldest = (await newCount(admin)).enquiries.at(-1)!.id;
    expect((await markRead(token, { id: oldest })).json<NewCount>().count).toBe(1);
    // without an id: everything up to now
    expect((await markRead(token)).json()).toEqual({ count: 0, enquiries: [] });
    expect((await markRead(token, {})).json<NewCount>().count).toBe(0);
  });

  it('refuses an unknown enquiry and callers without enquiry access', async () => {
    const token = await signIn(t, user.email, user.password);
    const unknown = await markRead(token, { id: 'no-such-enquiry' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ fieldErrors: { id: 'Enquiry not found' } });
    expect((await markRead(await t.tokenFor('editor'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/enquiries/new/read' })).statusCode).toBe(
      401,
    );
  });
});

describe('the list behind the bell’s “older new enquiries” row (unseen=yes)', () => {
  let t: TestApp;
  let admin: string;
  let user: { email: string; password: string };
  const ids: string[] = [];
  const listed = async (token: string, query = 'status=new&unseen=yes') => {
    const url = `/api/enquiries?${query}&sort=createdAt&order=asc`;
    const res = await t.app.inject({ url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ enquiries: { _id: string }[] }>().enquiries.map((e) => e._id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    user = await t.createUser('counsellor');
    for (const n of [1, 2, 3, 4]) {
      const id = await createEnquiry(t, admin, n);
      // a second apart, in the order made (two requests can share a millisecond)
      const createdAt = new Date(Date.parse('2026-11-01T09:00:00Z') + n * 1000).toISOString();
      await t.app.dbHandle.db
        .updateTable('enquiries')
        .set({ createdAt })
        .where('id', '=', id)
        .execute();
      ids.push(id);
    }
  });
  afterAll(() => t.close());

  it('lists only what this user has not marked read, waiting longest first', async () => {
    const token = await signIn(t, user.email, user.password);
    expect(await listed(token)).toEqual(ids);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/enquiries/new/read',
      headers: bearer(token),
      payload: { id: ids[1] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<NewCount>().count).toBe(2);
    // the read ones are still New, but not in this list; the bell's count and this list agree
    expect(await listed(token)).toEqual(ids.slice(2));
    expect(await listed(token, 'status=new')).toEqual(ids);
    // someone else's marker is theirs
    expect(await listed(admin)).toEqual(ids);
  });

  it('refuses a value other than yes', async () => {
    const res = await t.app.inject({ url: '/api/enquiries?unseen=no', headers: bearer(admin) });
    expect(res.statusCode).toBe(400);
  });
});
