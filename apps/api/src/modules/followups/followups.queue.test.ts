import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry } from '../../test/fixtures';

const TODAY = '2026-03-10';
type Item = { _id: string; section: string; details: string; name: string; enquiryStatus: string };
type Queue = { data: Item[]; count: number; sections: Record<string, number> };

describe('the follow-up work queue', () => {
  let t: TestApp;
  let admin: string;
  let enquiry: string;
  const ids: Record<string, string> = {};
  const queue = async (q = '') => {
    const res = await t.app.inject({
      url: `/api/followUp/queue?today=${TODAY}${q}`,
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Queue>();
  };
  const book = async (details: string, nextContactDate?: string, on = enquiry) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/followUp',
      payload: { enquiry: on, followUpDetails: details, nextContactDate },
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ _id: string }>()._id;
  };
  const done = (id: string, body: object, token = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/followUp/${id}/done`,
      payload: body,
      headers: bearer(token),
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    enquiry = await createEnquiry(t, admin, 1);
    ids.none = await book('Send the brochure');
    ids.upcoming = await book('Ask about the visa', '2026-03-20');
    ids.today = await book('Call about fees', TODAY);
    ids.overdue = await book('Call back', '2026-03-01');
  });
  afterAll(() => t.close());

  it('lists open follow-ups in sections Overdue, Today, Upcoming, No date, with the person', async () => {
    const q = await queue();
    expect(q.sections).toEqual({ overdue: 1, today: 1, upcoming: 1, noDate: 1 });
    expect(q.count).toBe(4);
    expect(q.data.map((x) => [x.section, x._id])).toEqual([
      ['overdue', ids.overdue],
      ['today', ids.today],
      ['upcoming', ids.upcoming],
      ['noDate', ids.none],
    ]);
    expect(q.data[0]).toEqual({
      _id: ids.overdue,
      section: 'overdue',
      details: 'Call back',
      nextContactDate: '2026-03-01',
      createdAt: expect.any(String),
      enquiry,
      enqNo: 'ENQ-000001',
      name: 'Asha0001 Verma',
      mobile: '+91 9800000001',
      email: 'asha1@example.com',
      enquiryStatus: 'new',
      assignedTo: null,
      assignedToName: null,
    });
    // one pager across the sections
    const page2 = await queue('&limit=3&page=2');
    expect(page2.data.map((x) => x._id)).toEqual([ids.none]);
    expect(page2.count).toBe(4);
  });

  it('takes a follow-up off the queue with Done, booking the next and moving the status, at once', async () => {
    const res = await done(ids.today!, {
      outcome: 'reached',
      note: 'Fees explained',
      nextContactDate: '2026-03-17',
      status: 'active',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      followUp: Record<string, unknown>;
      next: Record<string, unknown>;
      enquiry: Record<string, unknown>;
    }>();
    expect(body.followUp).toMatchObject({
      _id: ids.today,
      outcome: 'reached',
      result: 'Fees explained',
      doneAt: expect.any(String),
      kind: 'task',
    });
    expect(body.next).toMatchObject({
      nextContactDate: '2026-03-17',
      doneAt: null,
      kind: 'task',
      followUpDetails: 'Follow up: Fees explained',
    });
    expect(body.enquiry).toMatchObject({ _id: enquiry, status: 'active' });
    const q = await queue();
    expect(q.data.map((x) => x._id)).not.toContain(ids.today);
    expect(q.sections).toEqual({ overdue: 1, today: 0, upcoming: 2, noDate: 1 });
    expect(q.data.every((x) => x.enquiryStatus === 'active')).toBe(true);
    // the spec's list keeps the record, now done
    const got = await t.app.inject({ url: `/api/followUp/${ids.today}`, headers: bearer(admin) });
    expect(got.json()).toMatchObject({ outcome: 'reached', doneAt: expect.any(String) });
  });

  it('refuses a second Done, bad input and other roles, changing nothing', async () => {
    const before = await queue();
    expect((await done(ids.today!, { outcome: 'busy' })).statusCode).toBe(409);
    const bad = await done(ids.overdue!, { outcome: 'asleep', nextContactDate: '10-03-2026' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fieldErrors: { outcome: expect.any(String), nextContactDate: expect.any(String) },
    });
    expect((await done('no-such-id', { outcome: 'busy' })).statusCode).toBe(404);
    expect(
      (await done(ids.overdue!, { outcome: 'busy' }, await t.tokenFor('editor'))).statusCode,
    ).toBe(403);
    expect(await queue()).toEqual(before);
  });

  it('leaves out follow-ups of deleted enquiries, and filters by assignee', async () => {
    const other = await createEnquiry(t, admin, 2);
    const gone = await book('Never mind', '2026-03-02', other);
    expect((await queue()).data.map((x) => x._id)).toContain(gone);
    await t.app.inject({ method: 'PATCH', url: `/api/enquiries/${other}`, headers: bearer(admin) });
    expect((await queue()).data.map((x) => x._id)).not.toContain(gone);
    const me = await t.createUser('counsellor');
    await t.app.inject({
      method: 'PUT',
      url: `/api/enquiries/${enquiry}`,
      payload: { assignedTo: me.id },
      headers: bearer(admin),
    });
    const mine = await queue(`&assignedTo=${me.id}`);
    expect(mine.count).toBe(4);
    expect(mine.data[0]).toMatchObject({ assignedTo: me.id, assignedToName: 'counsellor Tester' });
    expect((await queue('&assignedTo=someone-else')).count).toBe(0);
  });
});
