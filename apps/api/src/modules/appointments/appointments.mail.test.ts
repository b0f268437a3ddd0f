import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { createTestApp, type TestApp } from '../../test/harness';
import { mailEnv } from '../../test/outbox';
import { startTestSmtp, type TestSmtp, type ReceivedMail } from '../../test/smtp';
import { appointmentFixtures, daysAhead } from './appointments.fixtures';
import { createAppointmentReads } from './appointments.read';
import { createReminders } from './appointments.notify';

const HOUR = 3_600_000;

describe('a session\u2019s mail: confirmation with its .ics, and reminders through the outbox', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let f: ReturnType<typeof appointmentFixtures>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ ...mailEnv(smtp), PUBLIC_BASE_URL: 'https://desk.agency.test' });
    f = appointmentFixtures(t, await t.tokenFor('admin'));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The session's mails to `email` (the new enquiry's acknowledgement aside). */
  const to = (email: string) => (all: ReceivedMail[]) =>
    all.filter((m) => m.to.includes(email) && m.subject.startsWith('Your session'));
  const booked = async (start: string) => {
    const o = await f.office('Europe/London');
    const c = await f.counsellor(o._id, '09:00', '17:00');
    const me = f.person();
    const res = await f.book({ ...me, counsellor: c.id, start, timeZone: 'Asia/Kolkata' });
    expect(res.statusCode, res.body).toBe(201);
    return { me, token: res.json<{ token: string }>().token };
  };

  it('confirms with the time in the student\u2019s zone and the office\u2019s, an .ics and the link', async () => {
    // 2 April 2031: London is on summer time (UTC+1), Kolkata UTC+5:30
    const start = '2031-04-02T09:00:00.000Z';
    const { me, token } = await booked(start);
    const [mail] = to(me.email)(await smtp.waitUntil((all) => to(me.email)(all).length > 0));
    expect(mail!.subject).toBe(
      'Your session is booked: Wednesday, 2 April 2031 at 14:30 (Asia/Kolkata)',
    );
    expect(mail!.text).toContain('Wednesday, 2 April 2031 at 10:00 (Europe/London) at the office');
    const link = `https://desk.agency.test/book/session/${token}`;
    expect(mail!.text).toContain(link);
    const ics = mail!.parsed.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    const event = new ICAL.Event(
      new ICAL.Component(
        ICAL.parse(ics!.content.toString('utf8')) as unknown[],
      ).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe(start);
    expect(event.endDate.toJSDate().toISOString()).toBe('2031-04-02T09:30:00.000Z');
    expect(event.summary).toMatch(/^Introduction call with /);
    expect(event.description).toContain(link);
  });

  it('reminds 24 hours and 1 hour before, once each, and never a cancelled session', async () => {
    const reminders = createReminders(t.app.dbHandle.db, createAppointmentReads(t.app.dbHandle.db));
    const start = `${daysAhead(3)}T10:00:00.000Z`;
    const at = Date.parse(start);
    const kept = await booked(start);
    const other = await booked(start);
    expect((await f.call(null, 'DELETE', `/public/appointments/${other.token}`)).statusCode).toBe(
      200,
    );
    await reminders.run(at - 25 * HOUR);
    await reminders.run(at - 23 * HOUR);
    await reminders.run(at - 22 * HOUR);
    await reminders.run(at - 50 * 60_000);
    await reminders.run(at - 30 * 60_000);
    const mine = to(kept.me.email);
    const all = mine(await smtp.waitUntil((m) => mine(m).length >= 3));
    // the outbox sends its rows side by side: they arrive in any order, each exactly once
    expect(all.map((m) => m.subject.split(':')[0]).sort()).toEqual([
      'Your session is booked',
      'Your session is coming up',
      'Your session starts soon',
    ]);
    const rows = await t.app.dbHandle.db
      .selectFrom('outbox')
      .select(['kind', 'toAddress'])
      .where('toAddress', 'in', [kept.me.email, other.me.email])
      .where('kind', 'like', 'appointment-%')
      .execute();
    expect(
      rows.map((r) => `${r.toAddress === kept.me.email ? 'kept' : 'other'} ${r.kind}`).sort(),
    ).toEqual([
      'kept appointment-confirmation',
      'kept appointment-reminder-day',
      'kept appointment-reminder-hour',
      'other appointment-confirmation',
    ]);
  });
});
