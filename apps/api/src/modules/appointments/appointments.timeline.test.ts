import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, Enquiry, TimelineEntry } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { appointmentFixtures, daysAhead } from './appointments.fixtures';

type Line = Extract<TimelineEntry, { type: 'session' }>;

// Each step of a session is a line on its student's timeline: what, who and when.
describe("a session on its student's timeline", () => {
  let t: TestApp;
  let admin: string;
  let f: ReturnType<typeof appointmentFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = appointmentFixtures(t, admin);
  });
  afterAll(() => t.close());

  const sessionLines = async (token: string, enquiry: string) => {
    const res = await f.call(token, 'GET', `/enquiries/${enquiry}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json<{ data: TimelineEntry[] }>().data;
    // nothing of a session shows twice, as a generic change
    expect(lines.filter((l) => l.type === 'change' && l.kind === 'session')).toEqual([]);
    return lines.filter((l): l is Line => l.type === 'session').reverse();
  };

  it('shows booked, rescheduled, checked in and done, each with who did it', async () => {
    const o = await f.office('Asia/Kolkata');
    const c = await f.counsellor(o._id, '09:00', '12:00');
    const made = await f.call(admin, 'POST', '/enquiries', {
      ...f.person(),
      category: 'Other',
      source: 'walk-in',
      office: o._id,
    });
    const student = made.json<Enquiry>()._id;
    const [first, second] = [`${daysAhead(3)}T04:00:00.000Z`, `${daysAhead(4)}T05:00:00.000Z`];
    const booked = await f.call(c.token, 'POST', '/appointments', {
      enquiry: student,
      counsellor: c.id,
      start: first,
    });
    const id = booked.json<Appointment>()._id;
    const url = `/appointments/${id}`;
    expect((await f.call(admin, 'PATCH', url, { start: second })).statusCode).toBe(200);
    expect((await f.call(c.token, 'PATCH', url, { status: 'checked-in' })).statusCode).toBe(200);
    expect((await f.call(c.token, 'PATCH', url, { status: 'done' })).statusCode).toBe(200);
    const adminId = (await f.call(admin, 'GET', '/users/me')).json<{ _id: string }>()._id;
    const lines = await sessionLines(c.token, student);
    expect(lines.map((l) => [l.event, l.by, l.start, l.from])).toEqual([
      ['booked', c.id, first, null],
      ['rescheduled', adminId, second, first],
      ['checked-in', c.id, second, null],
      ['done', c.id, second, null],
    ]);
    expect(lines[0]).toMatchObject({
      appointmentId: id,
      zone: 'Asia/Kolkata',
      byName: expect.any(String),
    });
    expect(lines.every((l) => l.typeName.length > 0 && Date.parse(l.at) > 0)).toBe(true);
  });

  it('shows a public booking and its cancel by the student (no one named), and a no-show', async () => {
    const o = await f.office('UTC');
    const c = await f.counsellor(o._id);
    const me = f.person();
    const start = `${daysAhead(5)}T09:00:00.000Z`;
    const res = await f.book({ ...me, counsellor: c.id, start });
    expect(res.statusCode, res.body).toBe(201);
    const { token } = res.json<{ token: string }>();
    expect((await f.call(null, 'DELETE', `/public/appointments/${token}`)).statusCode).toBe(200);
    const walkIn = await f.call(c.token, 'POST', '/appointments/walk-in', {
      enquiry: (
        await t.app.dbHandle.db
          .selectFrom('enquiries')
          .select('id')
          .where('email', '=', me.email)
          .executeTakeFirstOrThrow()
      ).id,
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    const { enquiry, _id } = walkIn.json<Appointment>();
    expect(
      (await f.call(c.token, 'PATCH', `/appointments/${_id}`, { status: 'no-show' })).statusCode,
    ).toBe(200);
    const lines = await sessionLines(admin, enquiry);
    expect(lines.map((l) => [l.event, l.by])).toEqual([
      ['booked', null],
      ['cancelled', null],
      ['booked', c.id],
      ['checked-in', c.id],
      ['no-show', c.id],
    ]);
  });
});
