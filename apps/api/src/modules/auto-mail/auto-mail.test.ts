import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { mailEnv } from '../../test/outbox';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

/** The acknowledgement to a public enquirer and the mail to a lead's new owner. */
describe('automatic mail', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: string;
  let n = 0;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ ...mailEnv(smtp), PUBLIC_BASE_URL: 'https://desk.agency.test/' });
    admin = await t.tokenFor('admin');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { agencyName: 'Globe Study' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const db = () => t.app.dbHandle.db;
  const post = async (fields: object = {}) => {
    const input = { ...enquiryInput(++n), ...fields };
    const res = await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: input });
    expect(res.statusCode, res.body).toBe(201);
    const e = await db()
      .selectFrom('enquiries')
      .selectAll()
      .where('email', '=', input.email)
      .executeTakeFirstOrThrow();
    return e;
  };
  const outbox = (kind: string, to: string) =>
    db()
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', kind)
      .where('toAddress', '=', to)
      .execute();
  const arrived = async (to: string) => {
    for (;;) {
      const m = smtp.messages.find((x) => x.to.includes(to));
      if (m) return m;
      await smtp.waitFor(smtp.messages.length + 1);
    }
  };
  const setAck = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/mail/acknowledgement',
      headers: bearer(admin),
      payload,
    });

  it('acknowledges a public enquiry: written with it, numbered, text and escaped HTML', async () => {
    const e = await post({ fName: 'Zoë & "Co"' });
    // Written in the enquiry's transaction: there when the answer is.
    const [row] = await outbox('acknowledgement', e.email);
    expect(row).toMatchObject({ enquiryId: e.id, state: expect.any(String) });
    const m = await arrived(e.email);
    // From the agency by name, at MAIL_FROM's address; no owner, no reply address: no Reply-To.
    expect(m.parsed.from?.value).toEqual([{ name: 'Globe Study', address: 'desk@agency.test' }]);
    expect(m.header('Reply-To')).toBeUndefined();
    expect(m.to).toEqual([e.email]);
    expect(m.subject).toBe(`Globe Study: we have your enquiry ${e.enqNo}`);
    expect(m.header('Auto-Submitted')).toBe('auto-generated');
    expect(m.text).toContain('Dear Zoë & "Co",');
    expect(m.text).toContain(`Your enquiry number is ${e.enqNo}`);
    expect(m.text).toContain('Thank you for contacting Globe Study.');
    expect(m.html).toContain('Dear Zoë &amp; &quot;Co&quot;,');
    expect(m.html).toContain(`<p>Your enquiry number is ${e.enqNo}`);
  });

  it('has replies go to the owner, else to the agency’s reply address', async () => {
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/settings', headers: bearer(admin), payload });
    expect((await patch({ agencyReplyTo: 'hello@globe.test' })).statusCode).toBe(200);
    const unowned = await post();
    expect((await arrived(unowned.email)).parsed.replyTo?.value).toEqual([
      { name: '', address: 'hello@globe.test' },
    ]);
    const c = await t.createUser('counsellor');
    await patch({ roundRobin: true });
    const owned = await post();
    await patch({ roundRobin: false, agencyReplyTo: '' });
    expect(owned.assignedTo).toBe(c.id);
    expect((await arrived(owned.email)).parsed.replyTo?.value).toEqual([
      { name: '', address: c.email },
    ]);
    expect((await patch({ agencyReplyTo: 'not an address' })).statusCode).toBe(400);
  });

  it('offers a session: on the owner’s booking page, else on anyone’s', async () => {
    const unowned = await post();
    const plain = await arrived(unowned.email);
    expect(plain.text).toContain(
      'Book a counselling session at a time that suits you: https://desk.agency.test/book\n',
    );
    expect(plain.html).toContain('<a href="https://desk.agency.test/book">');
    await t.createUser('counsellor');
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/settings', headers: bearer(admin), payload });
    await patch({ roundRobin: true });
    const owned = await post();
    await patch({ roundRobin: false });
    const link = `https://desk.agency.test/book/${owned.assignedTo!}`;
    expect((await arrived(owned.email)).text).toContain(`suits you: ${link}\n`);
  });

  it('merges an admin’s template, a field without a value becoming nothing', async () => {
    const res = await setAck({
      subject: '{{agencyName}}: {{enqNo}} {{counsellorName}}',
      body: 'Hi {{firstName}} {{lastName}}!\nFrom {{counsellorName}}.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const e = await post({ lName: 'Rao' });
    const [row] = await outbox('acknowledgement', e.email);
    expect(row!.subject).toBe(`Globe Study: ${e.enqNo}`);
    // The line naming the counsellor, who has none yet, is left out whole.
    expect(row!.textBody).toBe(`Hi ${e.fName} Rao!`);
    expect(row!.htmlBody).toContain(`<p>Hi ${e.fName} Rao!</p>`);
  });

  it('acknowledges a call request, without the number it does not have', async () => {
    await setAck({
      subject: 'Thanks {{firstName}} {{enqNo}}',
      body: 'Dear {{firstName}},\nYour number: {{enqNo}}\nBye',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ravi Kumar Shah', email: 'ravi@example.com', message: 'Call me' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await outbox('acknowledgement', 'ravi@example.com');
    expect(row, 'acknowledged').toMatchObject({
      subject: 'Thanks Ravi',
      textBody: 'Dear Ravi,\nBye',
      enquiryId: null,
    });
  });

  it('sends nothing once turned off, for an enquiry or a call request', async () => {
    await setAck({ on: false });
    const e = await post();
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Off', email: 'off@example.com', message: 'x' },
    });
    expect(await outbox('acknowledgement', e.email)).toEqual([]);
    expect(await outbox('acknowledgement', 'off@example.com')).toEqual([]);
    await setAck({ on: true });
    expect(await outbox('acknowledgement', (await post()).email)).toHaveLength(1);
  });

  it('does not acknowledge an enquiry staff log themselves', async () => {
    const input = { ...enquiryInput(++n), consent: undefined, source: 'phone' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: bearer(admin),
      payload: input,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await outbox('acknowledgement', input.email)).toEqual([]);
  });

  it('tells a counsellor of a lead given in turn: their phone, their message, a link', async () => {
    const c = await t.createUser('counsellor');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { roundRobin: true },
    });
    const e = await post({ message: 'MSc in Toronto for the September intake.\nCall after 6 pm.' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { roundRobin: false },
    });
    expect(e.assignedTo).toBe(c.id);
    const [row] = await outbox('assignment', c.email);
    expect(row).toMatchObject({ enquiryId: e.id, userId: c.id });
    const m = await arrived(c.email);
    expect(m.subject).toBe(`New lead assigned to you: ${e.enqNo} ${e.fName} Verma`);
    expect(m.text).toContain('You were given, in turn, a new lead');
    expect(m.text).toContain(`Phone: ${e.mobile}`);
    expect(m.text).toContain(
      'Their message:\nMSc in Toronto for the September intake.\nCall after 6 pm.',
    );
    expect(m.text).toContain(`https://desk.agency.test/enquiries/${e.id}`);
    expect(m.html).toContain(`<a href="https://desk.agency.test/enquiries/${e.id}">`);
  });

  it('tells the new owner of a reassignment by someone else, not one who takes a lead', async () => {
    const c = await t.createUser('counsellor');
    const e = await post();
    const put = (token: string, assignedTo: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/enquiries/${e.id}`,
        headers: bearer(token),
        payload: { assignedTo },
      });
    expect((await put(admin, c.id)).statusCode).toBe(200);
    const [row] = await outbox('assignment', c.email);
    expect(row!.textBody).toMatch(/^Hello counsellor,\n\n\S+ \S+ assigned you a new lead/);
    const self = await t.createUser('counsellor');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: self.email, password: self.password },
    });
    expect((await put(login.json<{ token: string }>().token, self.id)).statusCode).toBe(200);
    expect(await outbox('assignment', self.email)).toEqual([]);
  });
});
