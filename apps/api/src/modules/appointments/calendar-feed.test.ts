import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { createTestApp, type TestApp } from '../../test/harness';
import { appointmentFixtures, daysAhead } from './appointments.fixtures';

describe('each counsellor\u2019s private calendar feed', () => {
  let t: TestApp;
  let f: ReturnType<typeof appointmentFixtures>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BASE_URL: 'https://desk.agency.test' });
    f = appointmentFixtures(t, await t.tokenFor('admin'));
  });
  afterAll(() => t.close());

  const feedOf = async (url: string) => {
    const res = await f.call(null, 'GET', url.replace('https://desk.agency.test/api', ''));
    return { res, events: () => eventsOf(res.body) };
  };
  const eventsOf = (ics: string) =>
    new ICAL.Component(ICAL.parse(ics) as unknown[])
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));

  it('lists the counsellor\u2019s live sessions, and a new address revokes the old', async () => {
    const o = await f.office('Europe/London');
    const c = await f.counsellor(o._id, '09:00', '17:00');
    const other = await f.counsellor(o._id, '09:00', '17:00');
    const [first, second] = [`${daysAhead(3)}T09:00:00.000Z`, `${daysAhead(4)}T10:00:00.000Z`];
    const me = f.person();
    await f.book({ ...me, counsellor: c.id, start: first });
    const gone = await f.book({ ...f.person(), counsellor: c.id, start: second });
    await f.call(null, 'DELETE', `/public/appointments/${gone.json<{ token: string }>().token}`);
    await f.book({ ...f.person(), counsellor: other.id, start: first });

    const made = await f.call(c.token, 'POST', '/users/me/calendar-feed');
    expect(made.statusCode, made.body).toBe(201);
    const { url } = made.json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/desk\.agency\.test\/api\/calendar\/[\w-]{43}\.ics$/);
    const feed = await feedOf(url);
    expect(feed.res.statusCode).toBe(200);
    expect(feed.res.headers['content-type']).toMatch(/^text\/calendar/);
    const events = feed.events();
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([first]);
    expect(events[0]!.summary).toContain(me.lName);
    expect(events[0]!.summary).not.toContain(me.email);

    const again = (await f.call(c.token, 'POST', '/users/me/calendar-feed')).json<{
      url: string;
    }>();
    expect((await feedOf(url)).res.statusCode).toBe(404);
    expect((await feedOf(again.url)).events()).toHaveLength(1);
    expect((await f.call(null, 'GET', '/calendar/guess.ics')).statusCode).toBe(404);
    expect((await f.call(null, 'POST', '/users/me/calendar-feed')).statusCode).toBe(401);
  });
});
