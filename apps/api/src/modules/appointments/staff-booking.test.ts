import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES as M, type AppointmentMade, type Enquiry } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { appointmentFixtures, daysAhead } from './appointments.fixtures';

const MINUTE = 60_000;
/** An instant `minutes` from now, on the quarter-hour after it. */
const soon = (minutes: number) => {
  const t = Date.now() + minutes * MINUTE;
  return new Date(t - (t % (15 * MINUTE)) + 15 * MINUTE).toISOString();
};

// Staff book on a student's behalf at any time to come, and record walk-ins, never overlapping.
describe('booking by staff, and walk-ins', () => {
  let t: TestApp;
  let admin: string;
  let f: ReturnType<typeof appointmentFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = appointmentFixtures(t, admin);
  });
  afterAll(() => t.close());

  const student = async (office: string, assignedTo = '') => {
    const res = await f.call(admin, 'POST', '/enquiries', {
      ...f.person(),
      category: 'Other',
      source: 'walk-in',
      office,
      assignedTo,
    });
    if (res.statusCode !== 201) throw new Error(`enquiry: ${res.statusCode} ${res.body}`);
    return res.json<Enquiry>();
  };
  const sessionsOf = (counsellor: string) =>
    t.app.dbHandle.db
      .selectFrom('appointments')
      .select(['id', 'status'])
      .where('counsellorId', '=', counsellor)
      .execute();

  it('books within the hours, outside them and sooner than the public notice, and says which', async () => {
    const o = await f.office('UTC');
    const c = await f.counsellor(o._id, '09:00', '10:00');
    const s = await student(o._id);
    const book = (start: string) =>
      f.call(c.token, 'POST', '/appointments', { enquiry: s._id, counsellor: c.id, start });
    const within = await book(`${daysAhead(3)}T09:00:00.000Z`);
    expect(within.statusCode, within.body).toBe(201);
    expect(within.json<AppointmentMade>()).toMatchObject({ outsideHours: false, office: o._id });
    const evening = await book(`${daysAhead(3)}T19:30:00.000Z`);
    expect(evening.statusCode, evening.body).toBe(201);
    expect(evening.json<AppointmentMade>()).toMatchObject({
      outsideHours: true,
      office: o._id,
      start: `${daysAhead(3)}T19:30:00.000Z`,
      status: 'booked',
    });
    // within the public's two hours' notice: staff may
    const shortly = await book(soon(30));
    expect(shortly.statusCode, shortly.body).toBe(201);
    expect(await sessionsOf(c.id)).toHaveLength(3);
  });

  it("refuses an overlap with the counsellor's other session (409), and a time gone by (400), changing nothing", async () => {
    const o = await f.office('UTC');
    const c = await f.counsellor(o._id, '09:00', '10:00');
    const s = await student(o._id);
    const book = (start: string) =>
      f.call(admin, 'POST', '/appointments', { enquiry: s._id, counsellor: c.id, start });
    expect((await book(`${daysAhead(4)}T20:00:00.000Z`)).statusCode).toBe(201);
    const overlap = await book(`${daysAhead(4)}T20:15:00.000Z`);
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ message: M.overlaps, error: 'conflict' });
    const past = await book(new Date(Date.now() - 60 * MINUTE).toISOString());
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      message: M.inThePast,
      fieldErrors: { start: M.inThePast },
    });
    const nobody = await f.call(admin, 'POST', '/appointments', {
      enquiry: s._id,
      counsellor: 'nobody',
      start: `${daysAhead(4)}T21:00:00.000Z`,
    });
    expect(nobody.statusCode).toBe(404);
    expect(await sessionsOf(c.id)).toHaveLength(1);
  });

  it("records a walk-in from now, checked in, with the student's counsellor; a second overlaps", async () => {
    const o = await f.office('UTC');
    const c = await f.counsellor(o._id, '09:00', '10:00');
    const s = await student(o._id, c.id);
    const before = Date.now();
    const res = await f.call(admin, 'POST', '/appointments/walk-in', { enquiry: s._id });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<AppointmentMade>();
    expect(made).toMatchObject({ counsellor: c.id, status: 'checked-in', enquiry: s._id });
    expect(Date.parse(made.start)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(made.start)).toBeLessThanOrEqual(Date.now());
    expect(made.checkedInAt).not.toBeNull();
    const again = await f.call(c.token, 'POST', '/appointments/walk-in', { enquiry: s._id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: M.overlaps });
    expect(await sessionsOf(c.id)).toEqual([{ id: made._id, status: 'checked-in' }]);
    // held at once: done is the student's contact
    const done = await f.call(c.token, 'PATCH', `/appointments/${made._id}`, { status: 'done' });
    expect(done.json()).toMatchObject({ status: 'done' });
  });

  it('gives an unowned walk-in to the counsellor who takes it, and refuses bad input with a 400', async () => {
    const o = await f.office('UTC');
    const c = await f.counsellor(o._id);
    const s = await student(o._id);
    const db = t.app.dbHandle.db;
    await db.updateTable('enquiries').set({ assignedTo: null }).where('id', '=', s._id).execute();
    const res = await f.call(c.token, 'POST', '/appointments/walk-in', { enquiry: s._id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AppointmentMade>().counsellor).toBe(c.id);
    const owner = await db
      .selectFrom('enquiries')
      .select('assignedTo')
      .where('id', '=', s._id)
      .executeTakeFirstOrThrow();
    expect(owner.assignedTo).toBe(c.id);
    for (const body of [{}, { enquiry: "' or 1=1" }, { enquiry: s._id, type: 42 }]) {
      const bad = await f.call(c.token, 'POST', '/appointments/walk-in', body);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json()).toMatchObject({ message: expect.any(String), error: 'validation' });
    }
    const missing = await f.call(c.token, 'POST', '/appointments/walk-in', { enquiry: 'nobody' });
    expect(missing.statusCode).toBe(404);
  });
});
