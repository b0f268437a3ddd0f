import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingOptions, PublicAppointment } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { appointmentFixtures, daysAhead } from './appointments.fixtures';

describe('what the public booking pages read', () => {
  let t: TestApp;
  let f: ReturnType<typeof appointmentFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    f = appointmentFixtures(t, await t.tokenFor('admin'));
  });
  afterAll(() => t.close());

  const options = (q = '') => f.call(null, 'GET', `/public/booking-options${q}`);

  it('offers the active session types, and names the counsellor asked for', async () => {
    const o = await f.office('Europe/London');
    const c = await f.counsellor(o._id);
    const all = await options();
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json<BookingOptions>();
    expect(body.counsellor).toBeNull();
    expect(body.types.map((x) => x.minutes)).toEqual([30, 60]);
    expect(Object.keys(body.types[0]!).sort()).toEqual(['_id', 'minutes', 'mode', 'name']);
    const theirs = (await options(`?counsellor=${c.id}`)).json<BookingOptions>();
    expect(theirs.counsellor).toEqual({ _id: c.id, name: expect.stringMatching(/\S/) });
  });

  it('answers 404 for someone who cannot be booked, and 400 for a bad id', async () => {
    const o = await f.office('UTC');
    const noHours = await f.h.member('counsellor', [o._id]);
    const res = await options(`?counsellor=${noHours.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Counsellor not found' });
    const bad = await options('?counsellor=%27%3B--');
    expect(bad.statusCode).toBe(400);
  });

  it('gives each slot its office’s time zone, for the page to show beside the visitor’s', async () => {
    const o = await f.office('America/New_York');
    const c = await f.counsellor(o._id);
    const [slot] = await f.slots({ counsellor: c.id, from: daysAhead(3), to: daysAhead(4) });
    expect(slot).toMatchObject({ counsellor: c.id, timeZone: 'America/New_York' });
  });

  it('tells the private link whom and what to ask other times of, to move the session', async () => {
    const o = await f.office('UTC');
    const c = await f.counsellor(o._id);
    const type = (await f.types()).find((x) => x.minutes === 60)!._id;
    const [slot] = await f.slots({ counsellor: c.id, type, from: daysAhead(3), to: daysAhead(4) });
    const booked = await f.book({ ...f.person(), counsellor: c.id, type, start: slot!.start });
    expect(booked.statusCode, booked.body).toBe(201);
    const { token } = booked.json<{ token: string }>();
    const seen = (
      await f.call(null, 'GET', `/public/appointments/${token}`)
    ).json<PublicAppointment>();
    expect(seen).toMatchObject({ counsellorId: c.id, typeId: type });
  });
});
