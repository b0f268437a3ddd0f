import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import {
  createCallRequest,
  createEnquiry,
  enquiryInput,
  postStaffEnquiry,
  signIn,
  staffEnquiryInput,
} from '../../test/fixtures';

type User = { id: string; token: string };
type Enq = { _id: string; assignedTo: string | null };

/** Whoever logs or first works a record owns it, recorded as an assignment. */
describe('owning what you log or work', () => {
  let t: TestApp;
  let admin: User;
  let asha: User;
  let ben: User;
  let n = 500;
  const user = async (role: 'counsellor') => {
    const u = await t.createUser(role);
    return { id: u.id, token: await signIn(t, u.email, u.password) };
  };
  const api = (
    who: User,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: bearer(who.token) });
  const owner = async (path: string, id: string) =>
    (await api(admin, 'GET', `/api/${path}/${id}`)).json<Enq>().assignedTo;
  /** The owner edits recorded on a record's history: [from, to, by]. */
  const edits = async (recordId: string) =>
    (
      await t.app.dbHandle.db
        .selectFrom('record_changes')
        .select(['from', 'to', 'by'])
        .where('recordId', '=', recordId)
        .where('field', '=', 'assignedTo')
        .execute()
    ).map((r) => [r.from, r.to, r.by]);
  const assignedEvents = async (id: string) =>
    (
      await t.app.dbHandle.db
        .selectFrom('events')
        .select('payload')
        .where('type', '=', 'assigned')
        .execute()
    )
      .map((e) => JSON.parse(e.payload) as { id: string; to: string })
      .filter((e) => e.id === id);

  beforeAll(async () => {
    t = await createTestApp();
    const adminToken = await t.tokenFor('admin');
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(adminToken) });
    admin = { id: me.json<{ _id: string }>()._id, token: adminToken };
    asha = await user('counsellor');
    ben = await user('counsellor');
  });
  afterAll(() => t.close());

  it('gives an enquiry logged by staff to whoever logged it, unless an owner is named', async () => {
    const logged = (who: User, body: object) =>
      postStaffEnquiry(t, who.token, staffEnquiryInput({ mobile: `+91 98${++n}0000`, ...body }));
    const mine = await logged(asha, {});
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json()).toMatchObject({ assignedTo: asha.id });
    expect(await edits(mine.json<Enq>()._id)).toEqual([[null, asha.id, asha.id]]);
    const blank = await logged(asha, { assignedTo: '' });
    expect(blank.json()).toMatchObject({ assignedTo: asha.id });
    const byAdmin = await logged(admin, {});
    expect(byAdmin.json()).toMatchObject({ assignedTo: admin.id });
    const named = await logged(admin, { assignedTo: ben.id });
    expect(named.json()).toMatchObject({ assignedTo: ben.id });
    // in Mine for the one who logged it
    const list = await api(asha, 'GET', '/api/enquiries?owner=me&limit=100');
    expect(list.json<{ enquiries: Enq[] }>().enquiries.map((e) => e._id)).toEqual(
      expect.arrayContaining([mine.json<Enq>()._id, blank.json<Enq>()._id]),
    );
  });

  it('gives an unassigned enquiry to the first to log a contact on it, and keeps an owner', async () => {
    const id = await createEnquiry(t, admin.token, ++n);
    const log = (who: User) =>
      api(who, 'POST', `/api/enquiries/${id}/contact-log`, { note: 'Called', outcome: 'reached' });
    expect((await log(asha)).statusCode).toBe(201);
    expect(await owner('enquiries', id)).toBe(asha.id);
    expect((await log(ben)).statusCode).toBe(201);
    expect(await owner('enquiries', id)).toBe(asha.id);
    expect(await edits(id)).toEqual([[null, asha.id, asha.id]]);
    const timeline = await api(admin, 'GET', `/api/enquiries/${id}/timeline`);
    expect(timeline.json<{ data: object[] }>().data).toContainEqual(
      expect.objectContaining({ type: 'edit', field: 'assignedTo', by: asha.id }),
    );
    // taken for oneself: nobody is told
    expect(await assignedEvents(id)).toEqual([]);
  });

  it('gives an unassigned call request to the first to log an attempt on it', async () => {
    const who = { name: 'Ravi Kumar', email: `ravi${++n}@example.com` };
    const id = await createCallRequest(t, admin.token, who);
    const attempt = (u: User) =>
      api(u, 'POST', `/api/contact/${id}/attempts`, { outcome: 'no-answer' });
    expect((await attempt(ben)).statusCode).toBe(201);
    expect(await owner('contact', id)).toBe(ben.id);
    expect((await attempt(asha)).statusCode).toBe(201);
    expect(await owner('contact', id)).toBe(ben.id);
    expect(await edits(id)).toEqual([[null, ben.id, ben.id]]);
    const mine = await api(ben, 'GET', '/api/contact?owner=me&limit=100');
    expect(mine.json<{ data: { _id: string }[] }>().data.map((c) => c._id)).toContain(id);
  });

  it('gives a returning person to the counsellor who owns their earlier enquiry, not the next in turn', async () => {
    const on = await api(admin, 'PATCH', '/api/settings', { roundRobin: true });
    expect(on.statusCode, on.body).toBe(200);
    const first = enquiryInput(++n);
    const post = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/enquiries', payload: body });
    expect((await post(first)).statusCode).toBe(201);
    const find = async (email: string) =>
      (await api(admin, 'GET', `/api/enquiries?q=${email}&limit=100`)).json<{ enquiries: Enq[] }>()
        .enquiries;
    const [earlier] = await find(first.email);
    expect(earlier!.assignedTo).not.toBeNull();
    // again from the same e-mail, then from the same phone with another e-mail
    expect((await post({ ...first, message: 'Again' })).statusCode).toBe(201);
    const samePhone = { ...first, email: `other${n}@example.com` };
    expect((await post(samePhone)).statusCode).toBe(201);
    const again = [...(await find(first.email)), ...(await find(samePhone.email))];
    expect(again).toHaveLength(3);
    expect(new Set(again.map((e) => e.assignedTo))).toEqual(new Set([earlier!.assignedTo]));
    await api(admin, 'PATCH', '/api/settings', { roundRobin: false });
  });

  it('gives a returning person one owner: the turn taken for the new enquiry goes to the unassigned earlier one too', async () => {
    const post = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/enquiries', payload: body });
    const first = enquiryInput(++n);
    const earlier = (await post(first)).json<{ enqNo: string }>();
    const byNo = (enqNo: string) =>
      t.app.dbHandle.db
        .selectFrom('enquiries')
        .select(['id', 'assignedTo'])
        .where('enqNo', '=', enqNo)
        .executeTakeFirstOrThrow();
    expect((await byNo(earlier.enqNo)).assignedTo).toBeNull(); // round-robin was off
    expect((await api(admin, 'PATCH', '/api/settings', { roundRobin: true })).statusCode).toBe(200);
    // twice more at once, from the same phone: one turn for the person, not one each
    const again = await Promise.all([
      post({ ...first, message: 'Again' }),
      post({ ...first, email: `again${n}@example.com` }),
    ]);
    expect(again.map((r) => r.statusCode)).toEqual([201, 201]);
    const rows = await Promise.all(
      [earlier, ...again.map((r) => r.json<{ enqNo: string }>())].map((e) => byNo(e.enqNo)),
    );
    const owners = new Set(rows.map((r) => r.assignedTo));
    expect(owners.size).toBe(1);
    const [owner] = owners;
    expect([asha.id, ben.id]).toContain(owner);
    // recorded on the earlier one as round-robin's assignment, once
    expect(await edits(rows[0]!.id)).toEqual([[null, owner, null]]);
    await api(admin, 'PATCH', '/api/settings', { roundRobin: false });
  });
});
