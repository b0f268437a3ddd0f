import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Due } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { postStaffEnquiry, signIn, staffEnquiryInput } from '../../test/fixtures';

const TODAY = '2026-03-10';
const NOW = '2026-03-10T09:00:00.000Z';

describe("GET /api/due: the signed-in user's follow-ups and call-backs that have come due", () => {
  let t: TestApp;
  const who: Record<'me' | 'other' | 'gone', { id: string; token: string }> = {} as never;
  const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const due = async (token = who.me.token, today = TODAY, now = NOW) => {
    const res = await as(token, 'GET', `/api/due?today=${today}&now=${now}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Due>();
  };
  const enquiry = async (assignedTo: string | null, fName: string) => {
    const res = await postStaffEnquiry(
      t,
      who.other.token,
      staffEnquiryInput({ fName, assignedTo }),
    );
    return res.json<{ _id: string }>()._id;
  };
  const followUp = (token: string, enquiryId: string, date: string, details: string) =>
    as(token, 'POST', '/api/followUp', {
      enquiry: enquiryId,
      followUpDetails: details,
      nextContactDate: date,
    });
  const callBack = async (token: string, name: string, nextTryAt: string) => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name, email: `${name.toLowerCase()}@example.com`, message: 'Call me' },
    });
    const list = await as(token, 'GET', `/api/contact?q=${name.toLowerCase()}@example.com`);
    const id = list.json<{ data: { _id: string }[] }>().data[0]!._id;
    // Stored directly: the API refuses a next try in the past, and these are relative to NOW.
    await as(token, 'POST', `/api/contact/${id}/attempts`, {
      outcome: 'busy',
      nextTryAt: '2099-01-01T00:00:00Z',
    });
    await t.app.dbHandle.db
      .updateTable('contacts')
      .set({ nextTryAt })
      .where('id', '=', id)
      .execute();
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const key of ['me', 'other', 'gone'] as const) {
      const u = await t.createUser('counsellor');
      who[key] = { id: u.id, token: await signIn(t, u.email, u.password) };
    }
  });
  afterAll(() => t.close());

  it('lists what is due by today and now, for its owner only, with when the next comes due', async () => {
    const mine = await enquiry(who.me.id, 'Assigned');
    const theirs = await enquiry(who.other.id, 'Theirs');
    await followUp(who.other.token, mine, '2026-03-09', 'overdue on my enquiry');
    await followUp(who.me.token, theirs, TODAY, 'booked by me today');
    await followUp(who.other.token, theirs, TODAY, 'not mine');
    await followUp(who.me.token, theirs, '2026-03-12', 'later');
    const done = await followUp(who.me.token, theirs, '2026-03-01', 'done already');
    await as(who.me.token, 'POST', `/api/followUp/${done.json<{ _id: string }>()._id}/done`, {
      outcome: 'reached',
    });
    await callBack(who.me.token, 'Mycall', '2026-03-10T08:00:00.000Z');
    await callBack(who.me.token, 'Soon', '2026-03-10T11:30:00.000Z');
    await callBack(who.other.token, 'Othercall', '2026-03-10T08:00:00.000Z');

    const d = await due();
    expect(d.followUps.map((f) => f.details)).toEqual([
      'overdue on my enquiry',
      'booked by me today',
    ]);
    expect(d.followUps[0]).toMatchObject({ enquiry: mine, name: 'Assigned Thomas' });
    expect(d.callBacks.map((c) => c.name)).toEqual(['Mycall']);
    expect(d).toMatchObject({
      count: 3,
      nextFollowUpDate: '2026-03-12',
      nextCallBackAt: '2026-03-10T11:30:00.000Z',
    });

    const later = await due(who.me.token, '2026-03-12', '2026-03-10T12:00:00.000Z');
    expect(later.followUps.map((f) => f.details)).toContain('later');
    expect(later.callBacks.map((c) => c.name)).toEqual(['Mycall', 'Soon']);
    expect(later.nextCallBackAt).toBeNull();
    expect((await due(who.other.token)).callBacks.map((c) => c.name)).toEqual(['Othercall']);
  });

  it("hands a blocked colleague's call-backs to everyone", async () => {
    await callBack(who.gone.token, 'Orphan', '2026-03-10T07:00:00.000Z');
    expect((await due()).callBacks.map((c) => c.name)).not.toContain('Orphan');
    await t.app.dbHandle.db
      .updateTable('users')
      .set({ status: 'blocked' })
      .where('id', '=', who.gone.id)
      .execute();
    expect((await due()).callBacks.map((c) => c.name)).toContain('Orphan');
    expect((await due(who.other.token)).callBacks.map((c) => c.name)).toContain('Orphan');
  });

  it('announces follow-up and call-back changes on the stream, with no personal data', async () => {
    const db = t.app.dbHandle.db;
    const last = async () =>
      db
        .selectFrom('events')
        .select(['type', 'payload'])
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    const theirs = await enquiry(who.me.id, 'Hinted');
    const res = await followUp(who.me.token, theirs, TODAY, 'hint');
    expect(res.statusCode).toBe(201);
    expect(await last()).toEqual({ type: 'followUpChanged', payload: '{}' });
    const refused = await followUp(who.me.token, theirs, 'not-a-date', 'hint');
    expect(refused.statusCode).toBe(400);
    const count = await db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await followUp(who.me.token, theirs, 'not-a-date', 'again');
    const after = await db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(count.n));
  });

  it('refuses bad dates and users without follow-ups', async () => {
    expect((await as(who.me.token, 'GET', '/api/due?today=tomorrow')).statusCode).toBe(400);
    expect((await as(who.me.token, 'GET', '/api/due?now=soon')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/due' })).statusCode).toBe(401);
    const editor = await t.tokenFor('editor');
    expect((await as(editor, 'GET', '/api/due')).statusCode).toBe(403);
  });
});
