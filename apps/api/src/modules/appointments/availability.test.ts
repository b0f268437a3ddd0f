import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { appointmentFixtures, daysAhead } from './appointments.fixtures';

describe('availability, session types and slots', () => {
  let t: TestApp;
  let admin: string;
  let f: ReturnType<typeof appointmentFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = appointmentFixtures(t, admin);
  });
  afterAll(() => t.close());

  it('seeds a 30-minute introduction call and a 60-minute session', async () => {
    const types = await f.types();
    expect(types.map((x) => [x.minutes, x.mode])).toEqual([
      [30, 'online'],
      [60, 'office'],
    ]);
  });

  it('lets counsellors set their own hours and managers their offices\u2019 people only', async () => {
    const [a, b] = [await f.office('Europe/London'), await f.office('Asia/Kolkata')];
    const c = await f.counsellor(a._id);
    const other = await f.h.member('counsellor', [a._id]);
    const managerB = await f.h.member('manager', [b._id]);
    const managerA = await f.h.member('manager', [a._id]);
    const url = `/users/${c.id}/availability`;
    const own = await f.call(c.token, 'GET', url);
    expect(own.json<{ weekly: object[] }>().weekly[0]).toEqual({
      day: 'mon',
      from: '09:00',
      to: '10:00',
      office: a._id,
    });
    expect((await f.call(other.token, 'GET', url)).statusCode).toBe(403);
    expect((await f.call(managerB.token, 'PUT', url, { weekly: [] })).statusCode).toBe(404);
    const set = { weekly: [{ day: 'tue', from: '13:00', to: '15:30' }], timeOff: [] };
    expect((await f.call(managerA.token, 'PUT', url, set)).statusCode).toBe(200);
    const bad = await f.call(c.token, 'PUT', url, {
      weekly: [{ day: 'tue', from: '15:00', to: '13:00', office: b._id }, { day: 'xyz' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors)).toContain('weekly.0.to');
    const notHers = await f.call(c.token, 'PUT', url, {
      weekly: [{ day: 'tue', from: '09:00', to: '10:00', office: b._id }],
    });
    expect(notHers.json()).toMatchObject({
      fieldErrors: { 'weekly.0.office': expect.any(String) },
    });
    expect((await f.call(c.token, 'GET', url)).json()).toMatchObject({ weekly: set.weekly });
  });

  it('takes a session type as the staff form sends it: minutes as a numeral, no link as blank', async () => {
    const add = await f.call(admin, 'POST', '/session-types', {
      name: 'Visa clinic',
      minutes: '45',
      mode: 'office',
      meetingLink: '',
    });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json()).toMatchObject({ minutes: 45, meetingLink: null, active: true });
    const bad = await f.call(admin, 'POST', '/session-types', {
      name: 'Odd',
      minutes: '20',
      mode: 'online',
      meetingLink: 'not a link',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'meetingLink',
      'minutes',
    ]);
  });

  it('keeps the reason given for time off, and refuses one too long', async () => {
    const c = await f.counsellor((await f.office('UTC'))._id);
    const url = `/users/${c.id}/availability`;
    const off = { from: `${daysAhead(20)}T00:00:00.000Z`, to: `${daysAhead(21)}T00:00:00.000Z` };
    const timeOff = [{ ...off, reason: 'Graduation fair in Leeds' }];
    expect((await f.call(c.token, 'PUT', url, { weekly: [], timeOff })).statusCode).toBe(200);
    expect((await f.call(c.token, 'GET', url)).json()).toMatchObject({ timeOff });
    const long = await f.call(c.token, 'PUT', url, {
      weekly: [],
      timeOff: [{ ...off, reason: 'x'.repeat(201) }],
    });
    expect(long.json()).toMatchObject({ fieldErrors: { 'timeOff.0.reason': expect.any(String) } });
    expect((await f.call(c.token, 'GET', url)).json()).toMatchObject({ timeOff });
  });

  it('keeps 09:00 local across the change of the clocks (Europe/London, March 2027)', async () => {
    const o = await f.office('Europe/London');
    const c = await f.counsellor(o._id);
    const slots = await f.slots({ counsellor: c.id, from: '2027-03-26', to: '2027-03-30' });
    expect(slots.map((s) => s.start)).toEqual([
      '2027-03-26T09:00:00.000Z',
      '2027-03-26T09:30:00.000Z',
      '2027-03-27T09:00:00.000Z',
      '2027-03-27T09:30:00.000Z',
      // Sunday 28 March: the clocks go forward at 01:00 GMT; 09:00 BST is 08:00 UTC
      '2027-03-28T08:00:00.000Z',
      '2027-03-28T08:30:00.000Z',
      '2027-03-29T08:00:00.000Z',
      '2027-03-29T08:30:00.000Z',
    ]);
    expect(slots[0]).toMatchObject({ end: '2027-03-26T09:30:00.000Z', counsellor: c.id });
    const autumn = await f.slots({ counsellor: c.id, from: '2027-10-30', to: '2027-11-01' });
    expect(autumn.map((s) => s.start.slice(0, 16))).toEqual([
      '2027-10-30T08:00',
      '2027-10-30T08:30',
      '2027-10-31T09:00',
      '2027-10-31T09:30',
    ]);
  });

  it('takes off time off and booked sessions, keeps a notice, and bounds the range', async () => {
    const o = await f.office('UTC');
    const c = await f.counsellor(o._id, '09:00', '11:00');
    const [day1, day2] = [daysAhead(10), daysAhead(11)];
    const url = `/users/${c.id}/availability`;
    const hours = (await f.call(c.token, 'GET', url)).json<{ weekly: object[] }>();
    const timeOff = [{ from: `${day2}T00:00:00Z`, to: `${day2}T23:59:00Z` }];
    await f.call(c.token, 'PUT', url, { weekly: hours.weekly, timeOff });
    const long = (await f.types()).find((x) => x.minutes === 60)!;
    const ask = { counsellor: c.id, type: long._id, from: day1, to: daysAhead(12) };
    expect((await f.slots(ask)).map((s) => s.start.slice(11, 16))).toEqual([
      '09:00',
      '09:30',
      '10:00',
    ]);
    const start = `${day1}T09:30:00Z`;
    const booked = await f.book({ ...f.person(), counsellor: c.id, type: long._id, start });
    expect(booked.statusCode, booked.body).toBe(201);
    // the 60-minute session holds 09:30–10:30: no hour fits in 09:00–11:00 any more
    expect(await f.slots(ask)).toEqual([]);
    const now = await f.slots({ counsellor: c.id, from: daysAhead(0), to: daysAhead(1) });
    expect(now.every((s) => Date.parse(s.start) >= Date.now() + 2 * 3_600_000)).toBe(true);
    const wide = await f.call(null, 'GET', `/public/slots?from=${day1}&to=${daysAhead(60)}`);
    expect(wide.statusCode).toBe(400);
    for (const q of ['from=x&to=y', `from=${day2}&to=${day1}`, `from=${day1}&to=${day2}&type=nope`])
      expect((await f.call(null, 'GET', `/public/slots?${q}`)).statusCode).toBeLessThan(500);
  });
});
