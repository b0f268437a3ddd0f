import { randomBytes } from 'node:crypto';
import type { Office, SessionType, Slot } from '@studydesk/contract';
import { bearer, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Offices in a zone, counsellors with hours there, and the calls the tests make. */
export function appointmentFixtures(t: TestApp, admin: string) {
  const h = officeHelpers(t, admin);
  const call = (token: string | null, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function office(timeZone: string): Promise<Office> {
    const name = `Office ${randomBytes(3).toString('hex')}`;
    const res = await call(admin, 'POST', '/offices', { name, timeZone });
    if (res.statusCode !== 201) throw new Error(`office: ${res.statusCode} ${res.body}`);
    return res.json<Office>();
  }

  /** A counsellor of `office` with the same hours every day of the week. */
  async function counsellor(officeId: string, from = '09:00', to = '10:00') {
    const who = await h.member('counsellor', [officeId]);
    const weekly = EVERY_DAY.map((day) => ({ day, from, to }));
    const res = await call(who.token, 'PUT', `/users/${who.id}/availability`, { weekly });
    if (res.statusCode !== 200) throw new Error(`hours: ${res.statusCode} ${res.body}`);
    return who;
  }

  const types = async () =>
    (await call(admin, 'GET', '/session-types')).json<{ data: SessionType[] }>().data;

  const slots = async (q: Record<string, string>) => {
    const res = await call(null, 'GET', `/public/slots?${new URLSearchParams(q).toString()}`);
    if (res.statusCode !== 200) throw new Error(`slots: ${res.statusCode} ${res.body}`);
    return res.json<{ slots: Slot[] }>().slots;
  };

  const person = (n = randomBytes(3).toString('hex')) => ({
    fName: 'Priya',
    lName: `Shah ${n}`,
    email: `priya-${n}@example.com`,
    mobile: `+44 7700 ${String(parseInt(n, 16) % 1_000_000).padStart(6, '0')}`,
    consent: true,
  });
  const book = (body: Record<string, unknown>) => call(null, 'POST', '/public/appointments', body);

  return { h, call, office, counsellor, types, slots, person, book };
}

/** A date some days ahead (YYYY-MM-DD, UTC). */
export const daysAhead = (n: number) =>
  new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A seeded session for the route walks: a counsellor of the default office, booked publicly. */
export async function seedAppointment(t: TestApp, admin: string) {
  const f = appointmentFixtures(t, admin);
  const office = (await f.h.list()).find((o) => o.isDefault)!._id;
  const c = await f.counsellor(office, '09:00', '17:00');
  const res = await f.book({ ...f.person(), counsellor: c.id, start: '2031-01-06T09:00:00.000Z' });
  if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  const row = await t.app.dbHandle.db
    .selectFrom('appointments')
    .select('id')
    .where('counsellorId', '=', c.id)
    .executeTakeFirstOrThrow();
  const type = (await f.types())[0]!._id;
  return { id: row.id, token: res.json<{ token: string }>().token, counsellor: c.id, type };
}

/** Valid bodies for the appointment routes (the fuzz walk makes each field hostile in turn). */
export const appointmentBodies = (
  s: Awaited<ReturnType<typeof seedAppointment>>,
  enquiry: string,
) => ({
  'PUT /api/users/:id/availability': {
    weekly: EVERY_DAY.map((day) => ({ day, from: '09:00', to: '17:00' })),
    timeOff: [{ from: '2031-02-01T00:00:00Z', to: '2031-02-02T00:00:00Z' }],
  },
  'POST /api/session-types': {
    name: 'Visa clinic',
    minutes: 45,
    mode: 'online',
    meetingLink: 'https://meet.example.com/visa',
  },
  'PATCH /api/session-types/:id': { name: 'Introduction call', minutes: 30, active: true },
  'POST /api/public/appointments': {
    fName: 'Meera',
    lName: 'Iyer',
    email: 'meera@example.com',
    mobile: '+91 98450 12345',
    consent: true,
    counsellor: s.counsellor,
    start: '2031-01-07T09:00:00.000Z',
    timeZone: 'Asia/Kolkata',
  },
  'PATCH /api/public/appointments/:token': { start: '2031-01-08T09:00:00.000Z' },
  'POST /api/appointments': {
    enquiry,
    counsellor: s.counsellor,
    start: '2031-01-09T09:00:00.000Z',
  },
  'POST /api/appointments/walk-in': { enquiry, counsellor: s.counsellor },
  'PATCH /api/appointments/:id': { start: '2031-01-10T09:00:00.000Z', status: 'checked-in' },
});
