import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry } from '../../test/fixtures';

type Entry = { type: string; at: string; byName: string | null } & Record<string, unknown>;
const LOG = {
  note: 'Discussed MBA options',
  outcome: 'call-back-later',
  nextContactDate: '2026-03-12',
  status: 'pending',
  today: '2026-03-10',
};

describe('logging a contact on an enquiry, and its timeline', () => {
  let t: TestApp;
  let admin: string;
  let counsellor: string;
  let counsellorId: string;
  let enquiry: string;
  const followUps: Record<string, string> = {};
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = counsellor) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const log = (body: object, id = enquiry, token = counsellor) =>
    api('POST', `/api/enquiries/${id}/contact-log`, body, token);
  const openIds = async () =>
    (await api('GET', '/api/followUp/queue?today=2026-03-10&limit=100'))
      .json<{ data: { _id: string }[] }>()
      .data.map((x) => x._id);
  const stored = async () =>
    (await api('GET', `/api/followUp/enqId/${enquiry}`)).json<{ count: number }>().count;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const u = await t.createUser('counsellor');
    counsellorId = u.id;
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: u });
    counsellor = login.json<{ token: string }>().token;
    enquiry = await createEnquiry(t, admin, 1);
    for (const [key, date] of [
      ['overdue', '2026-03-01'],
      ['upcoming', '2026-03-20'],
    ] as const) {
      const res = await api('POST', '/api/followUp', {
        enquiry,
        followUpDetails: `Call ${key}`,
        nextContactDate: date,
      });
      followUps[key] = res.json<{ _id: string }>()._id;
    }
  });
  afterAll(() => t.close());

  it('records what was said, books the next contact and moves the status, in one request', async () => {
    const res = await log(LOG);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<Record<string, Record<string, unknown>>>();
    expect(body.followUp).toMatchObject({
      kind: 'contact',
      followUpDetails: LOG.note,
      outcome: 'call-back-later',
      doneAt: expect.any(String),
      createdByName: 'counsellor Tester',
    });
    expect(body.next).toMatchObject({ kind: 'task', nextContactDate: '2026-03-12', doneAt: null });
    expect(body.enquiry).toMatchObject({ _id: enquiry, status: 'pending' });
    // the overdue follow-up asked for this call: done; the later one stays open
    const open = await openIds();
    expect(open).not.toContain(followUps.overdue);
    expect(open).toContain(followUps.upcoming);
    expect(open).toContain(body.next!._id);
    const overdue = await api('GET', `/api/followUp/${followUps.overdue}`);
    expect(overdue.json()).toMatchObject({ outcome: 'call-back-later', result: LOG.note });
  });

  it('refuses bad input, unknown enquiries and other roles, writing nothing', async () => {
    const before = await stored();
    for (const body of [
      { ...LOG, outcome: 'maybe' },
      { ...LOG, note: '' },
      { ...LOG, nextContactDate: '12-03-2026' },
      { ...LOG, status: 'asleep' },
    ]) {
      const res = await log(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await log(LOG, 'no-such-enquiry')).statusCode).toBe(404);
    expect((await log(LOG, enquiry, await t.tokenFor('editor'))).statusCode).toBe(403);
    expect(await stored()).toBe(before);
  });

  it('shows one timeline, newest first: edits field by field, status changes, follow-ups and contacts', async () => {
    const edit = await api('PUT', `/api/enquiries/${enquiry}`, {
      lName: 'Sharma',
      assignedTo: counsellorId,
      remarks: 'Prefers evenings',
      category: 'Postgraduate', // unchanged: not an edit
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await api('GET', `/api/enquiries/${enquiry}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: Entry[] }>().data;
    const ats = data.map((e) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());
    const edits = data.filter((e) => e.type === 'edit');
    expect(edits.map((e) => [e.field, e.from, e.to, e.byName]).sort()).toEqual([
      ['assignedTo', null, 'counsellor Tester', 'counsellor Tester'],
      ['lName', 'Verma', 'Sharma', 'counsellor Tester'],
      ['remarks', null, 'Prefers evenings', 'counsellor Tester'],
    ]);
    expect(data.filter((e) => e.type === 'status').map((e) => [e.from, e.to])).toEqual([
      ['new', 'pending'],
      [null, 'new'],
    ]);
    const contacts = data.filter((e) => e.type === 'contact');
    expect(contacts).toHaveLength(2); // the logged call, and the overdue follow-up it completed
    expect(contacts.every((c) => c.outcome === 'call-back-later' && c.note === LOG.note)).toBe(
      true,
    );
    expect(
      data
        .filter((e) => e.type === 'followUp')
        .map((e) => e.details)
        .sort(),
    ).toEqual(['Call overdue', 'Call upcoming', `Follow up: ${LOG.note}`]);
    expect(data[0]!.type).toBe('edit');
    expect((await api('GET', '/api/enquiries/no-such/timeline')).statusCode).toBe(404);
    expect(
      (
        await api(
          'GET',
          `/api/enquiries/${enquiry}/timeline`,
          undefined,
          await t.tokenFor('editor'),
        )
      ).statusCode,
    ).toBe(403);
  });
});
