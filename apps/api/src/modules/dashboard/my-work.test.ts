import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FollowUpQueue, MyWork } from '@studydesk/contract';
import { createEnquiry, signIn } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';

/*
 * A counsellor's own work on a Wednesday: the week runs from Monday 9 March. Each
 * enquiry is written at its own moment (only Date is faked), so who waits and since when, and
 * who was first contacted when, are known by hand.
 */
const TODAY = '2026-03-11';
const MONDAY = '2026-03-09';
const NOON = Date.parse(`${TODAY}T12:00:00Z`);
const at = (iso: string | number) =>
  vi.setSystemTime(typeof iso === 'number' ? iso : Date.parse(iso));
const minutesBeforeNoon = (m: number) => NOON - m * 60_000;

describe('GET /dashboard/mine: the signed-in counsellor’s own work', () => {
  let t: TestApp;
  let admin: string;
  let me: { id: string; token: string };
  let other: { id: string };
  const ids: Record<string, string> = {};
  const as = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: bearer(token) });

  /** A public enquiry (no contact yet) received at `when`, then handed to `assignedTo`. */
  let n = 0;
  async function enquiry(key: string, when: string | number, assignedTo: string | null) {
    at(when);
    ids[key] = await createEnquiry(t, admin, ++n);
    if (!assignedTo) return;
    const res = await as(admin, 'PUT', `/api/enquiries/${ids[key]}`, { assignedTo });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function contact(key: string, when: string | number) {
    at(when);
    const res = await as(admin, 'POST', `/api/enquiries/${ids[key]}/contact-log`, {
      note: 'Called',
      outcome: 'reached',
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  async function followUp(key: string, nextContactDate?: string) {
    const res = await as(admin, 'POST', '/api/followUp', {
      enquiry: ids[key],
      followUpDetails: `Call ${key} back`,
      nextContactDate,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ _id: string }>()._id;
  }
  const done = (id: string) =>
    as(admin, 'POST', `/api/followUp/${id}/done`, { outcome: 'reached', note: 'Spoke' });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const mine = await t.createUser('counsellor');
    me = { id: mine.id, token: await signIn(t, mine.email, mine.password) };
    other = { id: (await t.createUser('counsellor')).id };
    vi.useFakeTimers({ toFake: ['Date'] });
    // waiting: one an hour old, one five minutes old, one from last week; one deleted
    await enquiry('waitHour', minutesBeforeNoon(60), me.id);
    await enquiry('waitFresh', minutesBeforeNoon(5), me.id);
    await enquiry('waitOld', '2026-03-04T10:00:00Z', me.id);
    await enquiry('waitGone', minutesBeforeNoon(90), me.id);
    // contacted: last week, and twice this week (one of them created last week)
    await enquiry('lastWeek', '2026-03-02T10:00:00Z', me.id);
    await contact('lastWeek', '2026-03-06T10:00:00Z');
    await enquiry('thisWeek', '2026-03-09T08:00:00Z', me.id);
    await contact('thisWeek', '2026-03-10T09:00:00Z');
    await enquiry('acrossWeeks', '2026-03-05T10:00:00Z', me.id);
    await contact('acrossWeeks', '2026-03-09T00:30:00Z');
    // someone else's and nobody's
    await enquiry('othersWaiting', minutesBeforeNoon(120), other.id);
    await enquiry('othersContacted', '2026-03-09T09:00:00Z', other.id);
    await contact('othersContacted', '2026-03-10T10:00:00Z');
    await enquiry('nobodys', minutesBeforeNoon(120), null);
    at(NOON);
    expect((await as(admin, 'PATCH', `/api/enquiries/${ids.waitGone}`)).statusCode).toBe(200);
    // follow-ups on the contacted ones: due today, overdue, upcoming, undated, one already done
    ids.dueToday = await followUp('lastWeek', TODAY);
    await followUp('thisWeek', '2026-03-10');
    await followUp('thisWeek', '2026-03-20');
    await followUp('acrossWeeks');
    expect((await done(await followUp('acrossWeeks', TODAY))).statusCode).toBe(200);
    await followUp('othersContacted', TODAY);
  });
  afterEach(() => at(NOON));
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const mine = async (token = me.token) => {
    const res = await as(token, 'GET', `/api/dashboard/mine?today=${TODAY}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MyWork>();
  };
  const listCount = async (query: string) =>
    (await as(me.token, 'GET', `/api/enquiries?owner=me&${query}`)).json<{ count: number }>().count;
  const queue = async () =>
    (
      await as(me.token, 'GET', `/api/followUp/queue?assignedTo=${me.id}&today=${TODAY}`)
    ).json<FollowUpQueue>().sections;

  /** The figures, and each as the list it links to counts it. */
  async function figuresAndLists() {
    const w = await mine();
    const sections = await queue();
    const lists = {
      leadsWaiting: await listCount('contacted=no'),
      leadsPastTarget: await listCount('contacted=no&pastTarget=yes'),
      followUpsDueToday: sections.today,
      followUpsOverdue: sections.overdue,
      contactedThisWeek: await listCount(`contactedSince=${w.week.from}`),
    };
    return { w, lists };
  }

  it('counts what the rows say, as the lists behind the figures count it', async () => {
    const { w, lists } = await figuresAndLists();
    const counts = {
      leadsWaiting: 3, // waitHour, waitFresh, waitOld
      leadsPastTarget: 2, // waitHour, waitOld (15 minutes by default)
      followUpsDueToday: 1, // lastWeek's (the done one and someone else's are not counted)
      followUpsOverdue: 1,
      contactedThisWeek: 2, // thisWeek, acrossWeeks
    };
    expect(w).toEqual({
      today: TODAY,
      week: { from: MONDAY, to: '2026-03-15' },
      responseTargetMinutes: 15,
      ...counts,
    });
    expect(lists).toEqual(counts);
  });

  it('moves a lead from waiting to contacted this week once a contact is logged', async () => {
    await contact('waitHour', NOON + 60_000);
    at(NOON + 2 * 60_000);
    expect(await done(ids.dueToday!)).toMatchObject({ statusCode: 200 });
    const { w, lists } = await figuresAndLists();
    const counts = {
      leadsWaiting: 2,
      leadsPastTarget: 1,
      followUpsDueToday: 0,
      followUpsOverdue: 1,
      contactedThisWeek: 3,
    };
    expect(w).toMatchObject(counts);
    expect(lists).toEqual(counts);
  });

  it('measures "past the target" against the agency’s response target', async () => {
    const patch = await as(admin, 'PATCH', '/api/settings', { responseTargetMinutes: 3 });
    expect(patch.statusCode, patch.body).toBe(200);
    const { w, lists } = await figuresAndLists();
    expect(w).toMatchObject({ responseTargetMinutes: 3, leadsWaiting: 2, leadsPastTarget: 2 });
    expect(lists.leadsPastTarget).toBe(2);
  });

  it('gives any signed-in staff member their own figures, and no one else', async () => {
    const editor = await mine(await t.tokenFor('editor'));
    expect(editor).toMatchObject({ leadsWaiting: 0, followUpsDueToday: 0, contactedThisWeek: 0 });
    expect((await t.app.inject({ url: `/api/dashboard/mine?today=${TODAY}` })).statusCode).toBe(
      401,
    );
    const bad = await as(me.token, 'GET', '/api/dashboard/mine?today=11-03-2026');
    expect(bad.statusCode).toBe(400);
    const badFilter = await as(me.token, 'GET', '/api/enquiries?waitingOver=soon');
    expect(badFilter.statusCode).toBe(400);
  });
});
