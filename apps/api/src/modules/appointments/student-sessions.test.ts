import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, Enquiry } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { appointmentFixtures, daysAhead } from './appointments.fixtures';

/** The sessions section of a student's record lists that student's sessions, and no one else's. */
describe('a student\u2019s sessions (GET /appointments?enquiry=)', () => {
  let t: TestApp;
  let admin: string;
  let f: ReturnType<typeof appointmentFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = appointmentFixtures(t, admin);
  });
  afterAll(() => t.close());

  const student = async (office: string, n: string) => {
    const res = await f.call(admin, 'POST', '/enquiries', {
      ...f.person(n),
      category: 'Other',
      source: 'walk-in',
      office,
      assignedTo: '',
    });
    if (res.statusCode !== 201) throw new Error(`enquiry: ${res.statusCode} ${res.body}`);
    return res.json<Enquiry>();
  };

  it('answers only the named student\u2019s sessions, cancelled ones too', async () => {
    const o = await f.office('UTC');
    const c = await f.counsellor(o._id, '09:00', '12:00');
    const [a, b] = [await student(o._id, 'a1a1a1'), await student(o._id, 'b2b2b2')];
    const book = async (enquiry: string, hh: string) => {
      const start = `${daysAhead(3)}T${hh}:00:00.000Z`;
      const res = await f.call(admin, 'POST', '/appointments', {
        enquiry,
        counsellor: c.id,
        start,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Appointment>()._id;
    };
    const [a1, b1, a2] = [
      await book(a._id, '09'),
      await book(b._id, '10'),
      await book(a._id, '11'),
    ];
    expect((await f.call(admin, 'DELETE', `/appointments/${a2}`)).statusCode).toBe(200);
    const list = await f.call(admin, 'GET', `/appointments?enquiry=${a._id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: Appointment[] }>().data.map((s) => s._id)).toEqual([a1, a2]);
    const other = await f.call(admin, 'GET', `/appointments?enquiry=${b._id}`);
    expect(other.json<{ data: Appointment[] }>().data.map((s) => s._id)).toEqual([b1]);
  });

  it("answers each session with its student's name and its office's, in one list", async () => {
    const o = await f.office('Asia/Kolkata');
    const c = await f.counsellor(o._id, '09:00', '12:00');
    const s = await student(o._id, 'c3c3c3');
    const start = `${daysAhead(4)}T04:00:00.000Z`;
    const made = await f.call(admin, 'POST', '/appointments', {
      enquiry: s._id,
      counsellor: c.id,
      start,
    });
    expect(made.statusCode, made.body).toBe(201);
    const list = await f.call(admin, 'GET', `/appointments?counsellor=${c.id}`);
    expect(list.json<{ data: Appointment[] }>().data).toEqual([
      expect.objectContaining({
        enquiry: s._id,
        studentName: `${s.fName} ${s.lName}`,
        office: o._id,
        officeName: o.name,
        officeZone: 'Asia/Kolkata',
      }),
    ]);
    const one = await f.call(admin, 'GET', `/appointments/${made.json<Appointment>()._id}`);
    expect(one.json()).toMatchObject({ studentName: `${s.fName} ${s.lName}`, officeName: o.name });
  });

  it('refuses a garbled student id with a 400', async () => {
    const res = await f.call(admin, 'GET', '/appointments?enquiry=%27%20or%201%3D1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: expect.any(String),
      fieldErrors: { enquiry: expect.any(String) },
    });
  });
});
