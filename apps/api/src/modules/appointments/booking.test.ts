import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, Enquiry, PublicAppointment } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { appointmentFixtures, daysAhead } from './appointments.fixtures';

type Booked = { token: string; appointment: PublicAppointment };

describe('booking a session: public, by its private link, and by staff', () => {
  let t: TestApp;
  let admin: string;
  let f: ReturnType<typeof appointmentFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = appointmentFixtures(t, admin);
  });
  afterAll(() => t.close());

  const enquiryOf = (email: string) =>
    t.app.dbHandle.db
      .selectFrom('enquiries')
      .select(['id', 'assignedTo', 'source', 'firstContactAt'])
      .where('email', '=', email)
      .execute();

  it('books a free time, files it on a new enquiry of the counsellor, and refuses it twice', async () => {
    const o = await f.office('Europe/London');
    const c = await f.counsellor(o._id);
    const start = `${daysAhead(5)}T09:00:00.000Z`;
    const [slot] = await f.slots({ counsellor: c.id, from: start, to: daysAhead(6) });
    const me = f.person();
    const res = await f.book({
      ...me,
      counsellor: c.id,
      start: slot!.start,
      timeZone: 'Asia/Kolkata',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { token, appointment } = res.json<Booked>();
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(appointment).toMatchObject({
      start: slot!.start,
      status: 'booked',
      timeZone: 'Asia/Kolkata',
    });
    expect(await enquiryOf(me.email)).toEqual([
      expect.objectContaining({ assignedTo: c.id, source: 'booking' }),
    ]);
    const again = await f.book({ ...f.person(), counsellor: c.id, start: slot!.start });
    expect(again.statusCode).toBe(409);
    // the same person booking again is filed on their open enquiry, not a new one
    const later = await f.book({ ...me, counsellor: c.id, start: slot!.end });
    expect(later.statusCode, later.body).toBe(201);
    expect(await enquiryOf(me.email)).toHaveLength(1);
  });

  it('refuses times never offered, too soon, bad input and the honeypot, changing nothing', async () => {
    const o = await f.office('UTC');
    const c = await f.counsellor(o._id);
    const p = f.person();
    const bodies = [
      { ...p, counsellor: c.id, start: `${daysAhead(5)}T12:00:00Z` },
      { ...p, counsellor: c.id, start: `${daysAhead(5)}T09:10:00Z` },
      { ...p, counsellor: c.id, start: new Date(Date.now() + 3_600_000).toISOString() },
      { ...p, counsellor: c.id, start: 'soon' },
      { ...p, consent: false, counsellor: c.id, start: `${daysAhead(5)}T09:00:00Z` },
      { ...p, website: 'bot', counsellor: c.id, start: `${daysAhead(5)}T09:00:00Z` },
    ];
    for (const body of bodies) expect((await f.book(body)).statusCode).toBe(400);
    const gone = await f.book({ ...p, counsellor: 'nobody', start: `${daysAhead(5)}T09:00:00Z` });
    expect(gone.statusCode).toBe(404);
    expect(await enquiryOf(p.email)).toEqual([]);
  });

  it('gives one of five people racing for one time the session, and the others 409', async () => {
    const o = await f.office('UTC');
    const c = await f.counsellor(o._id);
    const start = `${daysAhead(6)}T09:00:00.000Z`;
    const all = await Promise.all(
      Array.from({ length: 5 }, () => f.book({ ...f.person(), counsellor: c.id, start })),
    );
    expect(all.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const held = await t.app.dbHandle.db
      .selectFrom('appointments')
      .select('id')
      .where('counsellorId', '=', c.id)
      .execute();
    expect(held).toHaveLength(1);
  });

  it('takes turns among the counsellors free when none is named', async () => {
    const o = await f.office('UTC');
    const [a, b] = [await f.counsellor(o._id), await f.counsellor(o._id)];
    const start = `${daysAhead(7)}T09:00:00.000Z`;
    for (let k = 0; k < 2; k++) {
      const res = await f.book({ ...f.person(), office: o._id, start });
      expect(res.statusCode, res.body).toBe(201);
    }
    const held = await t.app.dbHandle.db
      .selectFrom('appointments')
      .select('counsellorId')
      .where('officeId', '=', o._id)
      .execute();
    expect(held.map((x) => x.counsellorId).sort()).toEqual([a.id, b.id].sort());
    expect((await f.book({ ...f.person(), office: o._id, start })).statusCode).toBe(409);
  });

  it('shows, moves and cancels a session by its private link only', async () => {
    const o = await f.office('UTC');
    const c = await f.counsellor(o._id);
    const [first, second] = [`${daysAhead(8)}T09:00:00.000Z`, `${daysAhead(9)}T09:30:00.000Z`];
    const made = await f.book({ ...f.person(), counsellor: c.id, start: first });
    const url = `/public/appointments/${made.json<Booked>().token}`;
    expect((await f.call(null, 'GET', url)).json()).toMatchObject({ start: first });
    expect((await f.call(null, 'GET', '/public/appointments/guess')).statusCode).toBe(404);
    const moved = await f.call(null, 'PATCH', url, { start: second });
    expect(moved.json(), moved.body).toMatchObject({ start: second, status: 'booked' });
    // the old time is free again, the new one taken
    expect((await f.book({ ...f.person(), counsellor: c.id, start: first })).statusCode).toBe(201);
    expect((await f.book({ ...f.person(), counsellor: c.id, start: second })).statusCode).toBe(409);
    expect((await f.call(null, 'DELETE', url)).json()).toMatchObject({ status: 'cancelled' });
    expect((await f.call(null, 'DELETE', url)).statusCode).toBe(409);
    expect((await f.book({ ...f.person(), counsellor: c.id, start: second })).statusCode).toBe(201);
  });

  it('lets staff book for a student, check in and hold the session, within their offices', async () => {
    const [a, b] = [await f.office('UTC'), await f.office('UTC')];
    const c = await f.counsellor(a._id);
    const managerB = await f.h.member('manager', [b._id]);
    const made = await f.call(admin, 'POST', '/enquiries', {
      fName: 'Ravi',
      lName: 'Kumar',
      email: 'ravi-walkin@example.com',
      mobile: '+91 98765 43210',
      category: 'Other',
      source: 'walk-in',
      office: a._id,
      assignedTo: '',
    });
    const student = made.json<Enquiry>();
    const start = `${daysAhead(4)}T09:00:00.000Z`;
    const res = await f.call(c.token, 'POST', '/appointments', { enquiry: student._id, start });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json<Appointment>();
    expect(s).toMatchObject({ enquiry: student._id, counsellor: c.id, office: a._id });
    const list = await f.call(c.token, 'GET', `/appointments?from=${daysAhead(4)}`);
    expect(list.json<{ data: Appointment[] }>().data.map((x) => x._id)).toEqual([s._id]);
    expect((await f.call(managerB.token, 'GET', `/appointments/${s._id}`)).statusCode).toBe(404);
    expect((await f.call(managerB.token, 'GET', '/appointments')).json()).toEqual({
      data: [],
      total: 0,
    });
    const url = `/appointments/${s._id}`;
    const inn = await f.call(c.token, 'PATCH', url, { status: 'checked-in' });
    expect(inn.json<Appointment>().checkedInAt).not.toBeNull();
    const done = await f.call(c.token, 'PATCH', url, { status: 'done' });
    expect(done.json()).toMatchObject({ status: 'done' });
    const [e] = await enquiryOf('ravi-walkin@example.com');
    expect(e!.firstContactAt).not.toBeNull();
    expect((await f.call(c.token, 'DELETE', url)).statusCode).toBe(409);
  });
});
