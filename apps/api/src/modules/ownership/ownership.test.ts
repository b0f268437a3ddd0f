import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_FIELD_MESSAGE } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry, enquiryInput } from '../../test/fixtures';
import { openStream } from '../../test/sse';

type User = { id: string; token: string };

/** Owners of enquiries and call requests: filters, validation, history, the live notice. */
describe('ownership', () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let asha: User;
  let ben: User;
  const enquiries: string[] = [];
  const contacts: string[] = [];
  const streams: { close: () => void }[] = [];

  const login = async (role: 'counsellor' | 'editor', status?: 'blocked' | 'pending') => {
    const u = await t.createUser(role, status);
    if (status) return { id: u.id, token: '' };
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: u });
    return { id: u.id, token: res.json<{ token: string }>().token };
  };
  const list = async (path: string, token: string, query: string) => {
    const res = await t.app.inject({ url: `/api/${path}?${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Record<string, unknown>>();
    const items = (body.enquiries ?? body.data) as { _id: string }[];
    return { ids: items.map((i) => i._id).sort(), count: body.count as number };
  };
  const assignEnquiry = (id: string, to: string | null, token = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/enquiries/${id}`,
      headers: bearer(token),
      payload: { assignedTo: to },
    });
  const assignContact = (id: string, to: string | null, token = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/contact/${id}/owner`,
      headers: bearer(token),
      payload: { assignedTo: to },
    });
  const stream = (token: string) => {
    const s = openStream(`${base}/api/enquiries/stream`, bearer(token));
    streams.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    admin = await t.tokenFor('admin');
    asha = await login('counsellor');
    ben = await login('counsellor');
    for (let i = 1; i <= 5; i++) enquiries.push(await createEnquiry(t, admin, i));
    for (let i = 1; i <= 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: `Caller ${i}`, email: `caller${i}@example.com`, message: 'Call me' },
      });
      expect(res.statusCode).toBe(201);
    }
    contacts.push(...(await list('contact', admin, 'limit=100')).ids);
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await t.close();
  });

  it('refuses an owner who is not an active admin or counsellor, and changes nothing', async () => {
    const editor = await login('editor');
    const blocked = await login('counsellor', 'blocked');
    const pending = await login('counsellor', 'pending');
    for (const bad of [editor.id, blocked.id, pending.id, 'no-such-user']) {
      for (const res of [
        await assignEnquiry(enquiries[0]!, bad),
        await assignContact(contacts[0]!, bad),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ fieldErrors: { assignedTo: OWNER_FIELD_MESSAGE } });
      }
    }
    const bad = await assignContact(contacts[0]!, '../x');
    expect(bad.statusCode).toBe(400);
    expect((await list('contact', admin, 'owner=none')).count).toBe(4);
    expect((await list('enquiries', admin, 'owner=none')).count).toBe(5);
  });

  it('gives a call request to someone, names them, and 404s an unknown one', async () => {
    const res = await assignContact(contacts[0]!, asha.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      assignedTo: asha.id,
      assignedToName: expect.stringMatching(/Tester/),
    });
    expect((await assignContact('0'.repeat(24), asha.id)).statusCode).toBe(404);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/api/contact/${contacts[3]!}/owner`,
      headers: bearer(admin),
      payload: { assignedTo: '' },
    });
    expect(cleared.json()).toMatchObject({ assignedTo: null, assignedToName: null });
  });

  it('filters both lists by owner (mine, unassigned, all) with exact counts', async () => {
    await assignEnquiry(enquiries[0]!, asha.id);
    await assignEnquiry(enquiries[1]!, asha.id);
    await assignEnquiry(enquiries[2]!, ben.id);
    await assignContact(contacts[1]!, ben.id);
    const cases = [
      ['enquiries', asha, 'owner=me', [enquiries[0], enquiries[1]]],
      ['enquiries', ben, 'owner=me', [enquiries[2]]],
      ['enquiries', asha, 'owner=none', [enquiries[3], enquiries[4]]],
      ['enquiries', asha, 'owner=all', enquiries],
      ['enquiries', asha, '', enquiries],
      ['contact', asha, 'owner=me', [contacts[0]]],
      ['contact', ben, 'owner=me', [contacts[1]]],
      ['contact', ben, 'owner=none', [contacts[2], contacts[3]]],
      ['contact', ben, 'owner=all', contacts],
    ] as const;
    for (const [path, user, query, want] of cases) {
      const got = await list(path, user.token, `${query}&limit=1`);
      expect(got.count, `${path} ${query}`).toBe(want.length);
      const all = await list(path, user.token, `${query}&limit=100`);
      expect(all.ids).toEqual([...want].sort());
    }
    // with the other filters too, and an unknown value refused
    expect((await list('enquiries', asha.token, 'owner=me&status=new')).count).toBe(2);
    expect((await list('enquiries', asha.token, 'owner=me&status=active')).count).toBe(0);
    expect((await list('contact', asha.token, 'owner=me&status=open')).count).toBe(1);
    const bad = await t.app.inject({ url: '/api/enquiries?owner=yours', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
  });

  it('records a reassignment once and tells only the new owner, live', async () => {
    const a = stream(asha.token);
    const b = stream(ben.token);
    await Promise.all([a.ready, b.ready]);
    const target = enquiries[3]!;
    expect((await assignEnquiry(target, ben.id)).statusCode).toBe(200);
    expect((await assignEnquiry(target, ben.id)).statusCode).toBe(200); // no change: nothing
    expect((await assignContact(contacts[2]!, asha.id)).statusCode).toBe(200);
    expect((await assignContact(contacts[2]!, asha.id)).statusCode).toBe(200);
    // a new enquiry reaches everyone: past it, each stream has had all it will get
    const sentinel = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: enquiryInput(99),
    });
    const { enqNo } = sentinel.json<{ enqNo: string }>();
    const seen = (s: typeof a) => () => s.events.some((e) => e.data.includes(enqNo));
    await Promise.all([a.until(seen(a)), b.until(seen(b))]);
    const assigned = (s: typeof a) =>
      s.events
        .filter((e) => e.event === 'assigned')
        .map((e) => JSON.parse(e.data) as Record<string, unknown>);
    expect(assigned(b)).toEqual([
      expect.objectContaining({
        kind: 'enquiry',
        id: target,
        no: expect.stringMatching(/^ENQ-/),
        name: 'Asha0004 Verma',
        to: ben.id,
        byName: expect.any(String),
      }),
    ]);
    expect(assigned(a)).toEqual([
      expect.objectContaining({
        kind: 'contact',
        id: contacts[2],
        no: null,
        name: expect.stringMatching(/^Caller \d$/),
        to: asha.id,
      }),
    ]);
    const db = t.app.dbHandle.db;
    const edits = await db
      .selectFrom('record_changes')
      .select(['from', 'to', 'by'])
      .where('kind', '=', 'enquiry')
      .where('recordId', '=', target)
      .where('field', '=', 'assignedTo')
      .execute();
    expect(edits).toEqual([{ from: null, to: ben.id, by: expect.any(String) }]);
    const moves = await db
      .selectFrom('record_changes')
      .select(['from', 'to'])
      .where('kind', '=', 'contact')
      .where('recordId', '=', contacts[2]!)
      .where('field', '=', 'assignedTo')
      .execute();
    expect(moves).toEqual([{ from: null, to: asha.id }]);
  });

  it('sends no notice to someone who takes a record for themselves', async () => {
    const s = stream(asha.token);
    await s.ready;
    expect((await assignEnquiry(enquiries[4]!, asha.id, asha.token)).statusCode).toBe(200);
    expect((await assignEnquiry(enquiries[4]!, ben.id, asha.token)).statusCode).toBe(200);
    const sentinel = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: enquiryInput(98),
    });
    const { enqNo } = sentinel.json<{ enqNo: string }>();
    await s.until(() => s.events.some((e) => e.data.includes(enqNo)));
    expect(s.events.filter((e) => e.event === 'assigned')).toEqual([]);
  });
});
