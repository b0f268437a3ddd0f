import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { mailEnv } from '../../test/outbox';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { journey, type Journey } from '../applications/applications.fixtures';
import { runDigest } from './digest';

/** 08:00 in London on the day of the September intake's deadline (British summer time). */
const MORNING = new Date('2031-06-30T07:00:00.000Z');

/** The morning digest's content, its once a day, and its unsubscribe link. */
describe('the morning digest', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let j: Journey;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ ...mailEnv(smtp), PUBLIC_BASE_URL: 'https://desk.agency.test' });
    j = await journey(t);
    const settings = { timeZone: 'Europe/London', agencyName: 'Globe Study' };
    await j.call(j.admin, 'PATCH', '/settings', settings);
    // Asha's work on 30-06-2031: one of each kind.
    const ashas = j.students.ashas._id;
    await j.apply(j.asha.token, ashas, { intake: j.intakes.september });
    const followUp = (nextContactDate: string, followUpDetails: string) =>
      j.call(j.asha.token, 'POST', '/followUp', {
        enquiry: ashas,
        nextContactDate,
        followUpDetails,
      });
    expect((await followUp('2026-01-01', 'Send the brochure')).statusCode).toBe(201);
    expect((await followUp('2031-06-30', 'Ask about IELTS')).statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ravi Shah',
        email: 'rs@example.com',
        mobile: '+44 7700 900123',
        message: 'Call me',
      },
    });
    const contact = await db()
      .selectFrom('contacts')
      .select('id')
      .where('email', '=', 'rs@example.com')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('contacts')
      .set({ nextTryAt: '2031-06-30T06:30:00.000Z', nextTryBy: j.asha.id })
      .where('id', '=', contact.id)
      .execute();
    await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiryInput(7), fName: 'Waiting' },
    });
    const waiting = await db()
      .selectFrom('enquiries')
      .select('id')
      .where('fName', '=', 'Waiting')
      .executeTakeFirstOrThrow();
    await j.call(j.admin, 'PUT', `/enquiries/${waiting.id}`, { assignedTo: j.asha.id });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const db = () => t.app.dbHandle.db;
  const digests = (userId?: string) =>
    db()
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'digest')
      .$if(!!userId, (q) => q.where('userId', '=', userId!))
      .orderBy('createdAt')
      .execute();
  const email = (id: string) =>
    db().selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow();

  it('lists a counsellor’s work, with the unsubscribe headers; nothing to those without work', async () => {
    expect(await runDigest(db(), MORNING)).toBe(1);
    const [row] = await digests();
    expect(row!.userId).toBe(j.asha.id);
    const to = (await email(j.asha.id)).email;
    await smtp.waitFor(1);
    const m = await (async () => {
      for (;;) {
        const found = smtp.messages.find(
          (x) => x.to.includes(to) && x.subject.startsWith('Your day'),
        );
        if (found) return found;
        await smtp.waitFor(smtp.messages.length + 1);
      }
    })();
    expect(m.subject).toBe('Your day, 30-06-2031: 5 to do');
    // from the agency by name, at MAIL_FROM's address
    expect(m.parsed.from?.value).toEqual([{ name: 'Globe Study', address: 'desk@agency.test' }]);
    expect(m.text).toContain('Follow-ups overdue (1)\n- Meera Thomas');
    expect(m.text).toContain('due 01-01-2026: Send the brochure');
    expect(m.text).toContain('Follow-ups due today (1)\n- Meera Thomas');
    expect(m.text).toContain(
      'Call-backs due (1)\n- Ravi Shah, +44 7700 900123, since 30/06, 07:30',
    );
    expect(m.text).toContain(
      'Leads waiting past the 15-minute response target (1)\n- Waiting Verma',
    );
    expect(m.text).toContain('Deadlines (1)\n- Application deadline 30-06-2031: Meera Thomas');
    expect(m.text).toContain('Globe Study sends this digest at 08:00 (Europe/London)');
    expect(m.html).toContain('<a href="https://desk.agency.test/enquiries/');
    const unsubscribe = m.header('List-Unsubscribe')!;
    expect(unsubscribe).toMatch(
      /^<https:\/\/desk\.agency\.test\/api\/mail\/unsubscribe\?token=[\w-]{32}>$/,
    );
    expect(m.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await digests(j.ravi.id)).toEqual([]);
  });

  it('is written once a person’s day, however often or concurrently it runs', async () => {
    const later = new Date(MORNING.getTime() + 90 * 60_000);
    const runs = await Promise.all([
      runDigest(db(), later),
      runDigest(db(), later),
      runDigest(db(), MORNING),
    ]);
    expect(runs).toEqual([0, 0, 0]);
    // Before 08:00 or after noon of the next day, not the time.
    expect(await runDigest(db(), new Date('2031-07-01T06:59:59.000Z'))).toBeNull();
    expect(await runDigest(db(), new Date('2031-07-01T11:00:00.000Z'))).toBeNull();
    expect(await digests(j.asha.id)).toHaveLength(1);
    // Racing on the next day: one.
    const next = new Date('2031-07-01T07:00:00.000Z');
    const raced = await Promise.all([runDigest(db(), next), runDigest(db(), next)]);
    expect(raced[0]! + raced[1]!).toBe(1);
    expect(await digests(j.asha.id)).toHaveLength(2);
  });

  it('stops for a person who follows its unsubscribe link, until they turn it on again', async () => {
    const [row] = await digests(j.asha.id);
    const url = /<https:\/\/desk\.agency\.test(\/api\/mail\/unsubscribe\?token=[\w-]+)>/.exec(
      (JSON.parse(row!.headers!) as Record<string, string>)['List-Unsubscribe']!,
    )![1]!;
    // Opening it asks first (a mail scanner following links turns nothing off).
    const page = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<form method="post" action="${url.replace(/&/g, '&amp;')}">`);
    const off = async () =>
      (
        await db()
          .selectFrom('users')
          .select('digestOff')
          .where('id', '=', j.asha.id)
          .executeTakeFirstOrThrow()
      ).digestOff;
    expect(Number(await off())).toBe(0);
    // The one-click POST of RFC 8058, as a mail provider sends it.
    const click = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(click.json()).toEqual({ message: 'The morning digest is off' });
    expect(Number(await off())).toBe(1);
    expect(await runDigest(db(), new Date('2031-07-02T07:00:00.000Z'))).toBe(0);
    const mine = await j.call(j.asha.token, 'GET', '/users/me/digest');
    expect(mine.json()).toEqual({ on: false });
    const on = await j.call(j.asha.token, 'PUT', '/users/me/digest', { on: true });
    expect(on.json()).toEqual({ on: true });
    expect(await runDigest(db(), new Date('2031-07-03T07:00:00.000Z'))).toBe(1);
  });

  it('answers a link that is not valid with 404, changing nothing', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe?token=nope' });
    expect(bad.statusCode).toBe(404);
    const page = await t.app.inject({
      url: '/api/mail/unsubscribe?token=nope',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This link is not valid');
    expect((await t.app.inject({ url: '/api/mail/unsubscribe' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/users/me/digest', payload: { on: false } }))
        .statusCode,
    ).toBe(401);
    expect((await j.call(j.asha.token, 'PUT', '/users/me/digest', { on: 'no' })).statusCode).toBe(
      400,
    );
  });

  it('is not written when the agency turned it off', async () => {
    await j.call(j.admin, 'PATCH', '/settings', { digestOn: false });
    expect(await runDigest(db(), new Date('2031-07-04T07:00:00.000Z'))).toBeNull();
    await j.call(j.admin, 'PATCH', '/settings', { digestOn: true });
    expect(await runDigest(db(), new Date('2031-07-04T07:00:00.000Z'))).toBe(1);
  });

  it('ignores the profile switch of someone not signed in', async () => {
    const res = await t.app.inject({ url: '/api/users/me/digest', headers: bearer('x') });
    expect(res.statusCode).toBe(401);
  });
});
