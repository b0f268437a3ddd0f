import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { signIn } from '../../test/fixtures';

type Attempt = { _id: string; outcome: string; byName: string | null; nextTryAt: string | null };
type Entry = {
  type: string;
  at: string;
  outcome?: string;
  byName?: string | null;
  contactId?: string;
};
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('the call-back queue: attempts and Convert to enquiry', () => {
  let t: TestApp;
  let token: string;
  let userName: string;
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const request = async (name: string, extra: object = {}) => {
    const body = { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, ...extra };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { message: `Please call ${name}`, ...body },
    });
    expect(res.statusCode).toBe(201);
    const list = await api('GET', `/api/contact?q=${encodeURIComponent(body.email)}`);
    return list.json<{ data: { _id: string }[] }>().data[0]!._id;
  };
  const attempt = (id: string, body: object) => api('POST', `/api/contact/${id}/attempts`, body);
  const attempts = async (id: string) =>
    (await api('GET', `/api/contact/${id}/attempts`)).json<{ data: Attempt[] }>().data;
  const contact = async (id: string) =>
    (await api('GET', `/api/contact/${id}`)).json<Record<string, unknown>>();
  const events = async (type: string) =>
    Number(
      (
        await t.app.dbHandle.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('type', '=', type)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    const u = await t.createUser('counsellor');
    token = await signIn(t, u.email, u.password);
    userName = 'counsellor Tester';
  });
  afterAll(() => t.close());

  it('refuses bad attempts with a 400 that names the field, and stores nothing', async () => {
    const id = await request('Asha Rao');
    const bad: [object, string][] = [
      [{ outcome: 'maybe' }, 'outcome'],
      [{}, 'outcome'],
      [{ outcome: 'call-back-later' }, 'nextTryAt'],
      [{ outcome: 'reached', nextTryAt: inHours(2) }, 'nextTryAt'],
      [{ outcome: 'wrong-number', nextTryAt: inHours(2) }, 'nextTryAt'],
      [{ outcome: 'busy', nextTryAt: 'tomorrow' }, 'nextTryAt'],
      [{ outcome: 'busy', nextTryAt: inHours(-1) }, 'nextTryAt'],
      [{ outcome: 'busy', note: '<b>hi</b>' }, 'note'],
    ];
    for (const [body, field] of bad) {
      const res = await attempt(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty(field);
    }
    expect(await attempts(id)).toEqual([]);
    expect(await contact(id)).toMatchObject({ status: 'new', attemptCount: 0, nextTryAt: null });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await attempt(unknown, { outcome: 'busy' })).statusCode).toBe(404);
    expect((await api('GET', `/api/contact/${unknown}/attempts`)).statusCode).toBe(404);
    expect((await api('GET', `/api/contact/bad id/attempts`)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/contact/${id}/attempts`,
      payload: { outcome: 'busy' },
    });
    expect(anonymous.statusCode).toBe(401);
    const editor = await t.tokenFor('editor');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/contact/${id}/attempts`,
      payload: { outcome: 'busy' },
      headers: bearer(editor),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('stores each attempt with who and when, and keeps the request’s next try', async () => {
    const id = await request('Ravi Kumar');
    const before = await events('callBackChanged');
    const next = inHours(3);
    const first = await attempt(id, { outcome: 'no-answer', note: 'Rang out', nextTryAt: next });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ outcome: 'no-answer', byName: userName, nextTryAt: next });
    expect(await contact(id)).toMatchObject({
      status: 'read',
      nextTryAt: next,
      lastOutcome: 'no-answer',
      attemptCount: 1,
    });
    const second = await attempt(id, { outcome: 'reached', note: 'Wants Canada', extra: 1 });
    expect(second.statusCode).toBe(201);
    const all = await attempts(id);
    expect(all.map((a) => a.outcome)).toEqual(['reached', 'no-answer']);
    expect(all[0]).not.toHaveProperty('extra');
    expect(await contact(id)).toMatchObject({ nextTryAt: null, attemptCount: 2 });
    expect(await events('callBackChanged')).toBe(before + 2);
    // found from outside: taking the request showed "AssignedTo: (blank) → 01a2…"
    const history = await api('GET', `/api/contact/${id}/history`);
    const owner = history
      .json<{ data: { field: string | null; from: string | null; to: string | null }[] }>()
      .data.find((c) => c.field === 'assignedTo');
    expect(owner).toMatchObject({ from: null, to: userName });
  });

  it('orders the queue by next try, then a stated preferred time, then newest', async () => {
    // Clearing the queue is an admin's bulk delete; the rest is the counsellor's.
    const admin = await t.tokenFor('admin');
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/contact',
      headers: bearer(admin),
    });
    expect(cleared.statusCode).toBe(200);
    const ids: Record<string, string> = {};
    for (const name of [
      'Old Plain',
      'Old Evening',
      'Later Try',
      'Soon Try',
      'Done Deal',
      'New Plain',
    ])
      ids[name] = await request(name, name === 'Old Evening' ? { preferredTime: 'Evenings' } : {});
    await attempt(ids['Later Try']!, { outcome: 'busy', nextTryAt: inHours(5) });
    await attempt(ids['Soon Try']!, { outcome: 'call-back-later', nextTryAt: inHours(1) });
    await attempt(ids['Done Deal']!, { outcome: 'busy', nextTryAt: inHours(0.5) });
    await api('PUT', `/api/contact/${ids['Done Deal']!}/status`, { status: 'closed' });
    const res = await api('GET', '/api/contact?sort=queue&limit=100');
    const names = res.json<{ data: { name: string }[] }>().data.map((c) => c.name);
    expect(names).toEqual([
      'Soon Try',
      'Later Try',
      'Old Evening',
      'New Plain',
      'Old Plain',
      'Done Deal',
    ]);
    const page2 = await api('GET', '/api/contact?sort=queue&limit=2&page=2');
    expect(page2.json<{ data: { name: string }[] }>().data.map((c) => c.name)).toEqual([
      'Old Evening',
      'New Plain',
    ]);
  });

  it('converts a request into an enquiry that keeps its attempts, once', async () => {
    const id = await request('Meera Devi Iyer', { mobile: '+91 98765 43210' });
    await attempt(id, { outcome: 'no-answer', nextTryAt: inHours(2) });
    await attempt(id, { outcome: 'reached', note: 'Interested in MSc' });
    const newBefore = await events('newEnquiry');
    const res = await api('POST', `/api/contact/${id}/convert`, { category: 'Postgraduate' });
    expect(res.statusCode, res.body).toBe(201);
    const enquiry = res.json<Record<string, string>>();
    expect(enquiry).toMatchObject({
      fName: 'Meera Devi',
      lName: 'Iyer',
      email: 'meera@example.com',
      mobile: '+91 98765 43210',
      message: 'Please call Meera Devi Iyer',
      category: 'Postgraduate',
      source: 'call-request',
      status: 'new',
      assignedToName: userName,
    });
    expect(await events('newEnquiry')).toBe(newBefore + 1);
    expect(await contact(id)).toMatchObject({
      status: 'closed',
      enquiryId: enquiry._id,
      nextTryAt: null,
    });

    const timeline = await api('GET', `/api/enquiries/${enquiry._id}/timeline`);
    const entries = timeline.json<{ data: Entry[] }>().data;
    expect(
      entries.filter((e) => e.type === 'callAttempt').map((e) => [e.outcome, e.byName]),
    ).toEqual([
      ['reached', userName],
      ['no-answer', userName],
    ]);
    expect(entries.find((e) => e.type === 'callRequest')).toMatchObject({ contactId: id });
    // its first attempt was its first contact (speed to lead)
    const attempts = entries.filter((e) => e.type === 'callAttempt').map((e) => e.at);
    expect(enquiry.firstContactAt).toBe([...attempts].sort()[0]);

    const again = await api('POST', `/api/contact/${id}/convert`);
    expect(again.statusCode).toBe(409);
    expect((await attempt(id, { outcome: 'busy' })).statusCode).toBe(409);
    expect(await events('newEnquiry')).toBe(newBefore + 1);

    // The request may go; the enquiry keeps the attempts it was given.
    expect((await api('DELETE', `/api/contact/${id}`)).statusCode).toBeLessThan(300);
    const kept = await api('GET', `/api/enquiries/${enquiry._id}/timeline`);
    expect(
      kept.json<{ data: Entry[] }>().data.filter((e) => e.type === 'callAttempt'),
    ).toHaveLength(2);
  });

  it('leaves nothing half-done when a conversion fails part-way', async () => {
    const id = await request('Kiran');
    await attempt(id, { outcome: 'busy' });
    const db = t.app.dbHandle.db;
    const enquiries = async () =>
      Number(
        (
          await db
            .selectFrom('enquiries')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [countBefore, newBefore] = [await enquiries(), await events('newEnquiry')];
    // The attempts cannot be moved: the enquiry is written by then, and must not stay.
    await sql`alter table contact_attempts rename to contact_attempts_away`.execute(db);
    const res = await api('POST', `/api/contact/${id}/convert`).finally(() =>
      sql`alter table contact_attempts_away rename to contact_attempts`.execute(db),
    );
    expect(res.statusCode).toBe(500);
    expect(await enquiries()).toBe(countBefore);
    expect(await events('newEnquiry')).toBe(newBefore);
    expect(await contact(id)).toMatchObject({ status: 'read', enquiryId: null });
    expect(await attempts(id)).toHaveLength(1);
    const retry = await api('POST', `/api/contact/${id}/convert`);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ fName: 'Kiran', lName: '', category: 'Other' });
  });

  it('two people converting at once make one enquiry', async () => {
    const id = await request('Twice Over');
    const results = await Promise.all([1, 2].map(() => api('POST', `/api/contact/${id}/convert`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const made = await t.app.dbHandle.db
      .selectFrom('enquiries')
      .select('id')
      .where('email', '=', 'twice@example.com')
      .execute();
    expect(made).toHaveLength(1);
  });

  it('deleting an unconverted request takes its attempts with it', async () => {
    const id = await request('Gone Soon');
    await attempt(id, { outcome: 'busy' });
    await api('DELETE', `/api/contact/${id}`);
    const left = await t.app.dbHandle.db
      .selectFrom('contact_attempts')
      .select('id')
      .where('contactId', 'is', null)
      .where('enquiryId', 'is', null)
      .execute();
    expect(left).toEqual([]);
  });
});
