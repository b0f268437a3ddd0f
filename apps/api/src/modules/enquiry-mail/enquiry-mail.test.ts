import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENQUIRY_MAIL_MESSAGES,
  MESSAGES,
  type EmailEntry,
  type TimelineEntry,
} from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry, enquiryInput } from '../../test/fixtures';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
type Refusal = { message: string; fieldErrors: Record<string, string> };
const FROM = 'StudyDesk <desk@agency.example>';

/**
 * "E-mail" on the enquiry's record: the mail arrives (merged, Reply-To the writer,
 * from the agency by name at MAIL_FROM's address, plain text and escaped HTML), is a line of the timeline, counts as a contact
 * (the speed-to-lead clock stops, an unassigned enquiry becomes the writer's), and is allowed
 * exactly where the record is.
 */
describe('e-mail from the enquiry record', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: string;
  let asha: { id: string; email: string; token: string };
  let ravi: { id: string; email: string; token: string };
  let n = 0;
  const api = (token: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const send = (token: string, id: string, body: object) =>
    api(token, 'POST', `/api/enquiries/${id}/emails`, body);
  const db = () => t.app.dbHandle.db;
  const counsellor = async () => {
    const u = await t.createUser('counsellor');
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: u });
    return { id: u.id, email: u.email, token: res.json<{ token: string }>().token };
  };
  const enquiry = async (owner: string | null = null) => {
    const id = await createEnquiry(t, admin, ++n);
    await db().updateTable('enquiries').set({ assignedTo: owner }).where('id', '=', id).execute();
    return { id, email: enquiryInput(n).email, fName: enquiryInput(n).fName };
  };
  const enquiryRow = (id: string) =>
    db()
      .selectFrom('enquiries')
      .select(['firstContactAt', 'assignedTo'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const timeline = async (id: string) =>
    (await api(admin, 'GET', `/api/enquiries/${id}/timeline`)).json<{ data: TimelineEntry[] }>()
      .data;
  /** The mail with this subject, once it has arrived (acknowledgements arrive too). */
  async function arrived(subject: string): Promise<ReceivedMail> {
    for (let k = 1; ; k++) {
      const found = (await smtp.waitFor(k)).find((m) => m.subject === subject);
      if (found) return found;
    }
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: FROM });
    admin = await t.tokenFor('admin');
    asha = await counsellor();
    ravi = await counsellor();
    await db()
      .updateTable('users')
      .set({ fname: 'Asha', lname: 'Rao' })
      .where('id', '=', asha.id)
      .execute();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends it merged, from MAIL_FROM with Reply-To the writer, as text and escaped HTML', async () => {
    const e = await enquiry(asha.id);
    const res = await send(asha.token, e.id, {
      subject: 'Your application, {{firstName}}',
      body: 'Dear {{firstName}},\n\nFees: 5 < 6 & "quotes" & your passport.\n\n{{counsellorName}}',
    });
    expect(res.statusCode, res.body).toBe(201);
    const line = res.json<EmailEntry>();
    expect(line).toMatchObject({
      type: 'email',
      to: e.email,
      subject: `Your application, ${e.fName}`,
      by: asha.id,
      byName: 'Asha Rao',
    });
    const mail = await arrived(`Your application, ${e.fName}`);
    expect(mail.to).toEqual([e.email]);
    expect(mail.parsed.from?.value).toEqual([
      { name: 'StudyDesk', address: 'desk@agency.example' },
    ]);
    expect(mail.parsed.replyTo?.value).toEqual([{ name: 'Asha Rao', address: asha.email }]);
    expect(mail.text).toContain(`Dear ${e.fName},`);
    expect(mail.text).toContain('Fees: 5 < 6 & "quotes" & your passport.');
    expect(mail.text).toContain('Asha Rao');
    expect(mail.html).toContain('Fees: 5 &lt; 6 &amp; &quot;quotes&quot; &amp; your passport.');
  });

  it('writes {{studentLink}} as a new private link that opens the student page', async () => {
    const e = await enquiry(asha.id);
    const links = () =>
      db().selectFrom('student_links').selectAll().where('enquiryId', '=', e.id).execute();
    await send(asha.token, e.id, { subject: 'No link', body: 'Dear {{firstName}}' });
    await arrived('No link');
    // Only a mail that asks for the link makes one.
    expect(await links()).toEqual([]);
    const res = await send(asha.token, e.id, {
      subject: 'Your documents',
      body: 'Upload them here: {{studentLink}}\n\n{{counsellorName}}',
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await arrived('Your documents');
    const url = /Upload them here: (\S+)/.exec(mail.text)?.[1];
    expect(url).toMatch(/^https?:\/\/[^/]+\/s\/[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain('Asha Rao');
    const token = url!.split('/').pop()!;
    expect((await t.app.inject({ url: `/api/student/${token}` })).statusCode).toBe(200);
    const made = await links();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ createdBy: asha.id, revokedAt: null });
  });

  it('puts it on the timeline with who wrote it, and where the mail is', async () => {
    const e = await enquiry(asha.id);
    const res = await send(asha.token, e.id, { subject: 'Offer letter', body: 'Attached soon.' });
    await arrived('Offer letter');
    const lines = await timeline(e.id);
    const line = lines.find((l) => l.type === 'email');
    expect(line).toMatchObject({
      _id: res.json<EmailEntry>()._id,
      subject: 'Offer letter',
      to: e.email,
      byName: 'Asha Rao',
    });
    // the outbox has recorded the send by now, or will in a moment
    await expect
      .poll(async () => (await timeline(e.id)).find((l) => l.type === 'email'))
      .toMatchObject({ state: 'sent', lastError: null });
  });

  it('counts as a contact: the clock stops once, and an unassigned enquiry becomes the writer’s', async () => {
    const e = await enquiry(null);
    expect(await enquiryRow(e.id)).toEqual({ firstContactAt: null, assignedTo: null });
    const first = await send(ravi.token, e.id, { subject: 'Hello', body: 'First mail' });
    expect(first.statusCode).toBe(201);
    const row = await enquiryRow(e.id);
    expect(row).toEqual({ firstContactAt: first.json<EmailEntry>().at, assignedTo: ravi.id });
    const again = await send(ravi.token, e.id, { subject: 'Hello again', body: 'Second mail' });
    expect(again.statusCode).toBe(201);
    expect((await enquiryRow(e.id)).firstContactAt).toBe(row.firstContactAt);
    const list = await api(admin, 'GET', `/api/enquiries?q=${encodeURIComponent(e.email)}`);
    expect(list.json<{ enquiries: { firstContactAt: string }[] }>().enquiries[0]).toMatchObject({
      firstContactAt: row.firstContactAt,
    });
  });

  it('is allowed where the record is: 404 for another counsellor, 403 for editors, 401 without a session', async () => {
    const e = await enquiry(asha.id);
    const body = { subject: 'Not yours', body: 'Hello' };
    const other = await send(ravi.token, e.id, body);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: MESSAGES.enquiries.notFound });
    expect((await send(await t.tokenFor('editor'), e.id, body)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${e.id}/emails`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await send(admin, '0'.repeat(24), body)).statusCode).toBe(404);
    expect((await send(admin, e.id, { ...body, subject: 'By the admin' })).statusCode).toBe(201);
    const written = await db()
      .selectFrom('enquiry_emails')
      .select('subject')
      .where('enquiryId', '=', e.id)
      .execute();
    expect(written).toEqual([{ subject: 'By the admin' }]);
  });

  it('refuses a student without an e-mail address, a bad subject and an unknown template', async () => {
    // Logged by phone: a mobile number, no e-mail address.
    const { email: _none, ...caller } = enquiryInput(++n);
    const logged = await api(asha.token, 'POST', '/api/enquiries', {
      ...caller,
      source: 'phone',
      assignedTo: asha.id,
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const e = { id: logged.json<{ _id: string }>()._id };
    const none = await send(asha.token, e.id, { subject: 'Hi', body: 'Hello' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: ENQUIRY_MAIL_MESSAGES.noEmail });
    const f = await enquiry(asha.id);
    const injected = await send(asha.token, f.id, { subject: 'Hi\r\nBcc: x@evil.test', body: 'x' });
    expect(injected.statusCode).toBe(400);
    expect(injected.json<Refusal>().fieldErrors.subject).toMatch(/control characters/);
    const markup = await send(asha.token, f.id, { subject: 'Hi', body: '<img src=x>' });
    expect(markup.json<Refusal>().fieldErrors.body).toBe('Message must not contain HTML tags');
    const blank = await send(asha.token, f.id, { subject: ' ', body: '' });
    expect(blank.json<Refusal>().fieldErrors).toMatchObject({
      subject: 'Subject is required',
      body: 'Message is required',
    });
    const unknown = await send(asha.token, f.id, {
      subject: 'Hi',
      body: 'Hello',
      template: 'no-such-template',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: ENQUIRY_MAIL_MESSAGES.unknownTemplate });
    const written = await db()
      .selectFrom('enquiry_emails')
      .select('id')
      .where('enquiryId', 'in', [e.id, f.id])
      .execute();
    expect(written).toEqual([]);
  });

  it('merges a template, a field without a value and an unknown one becoming nothing', async () => {
    const created = await api(admin, 'POST', '/api/mail-templates', {
      name: 'Documents reminder',
      subject: 'Documents for {{enqNo}}',
      body: 'Dear {{firstName}} {{lastName}},\n\nPlease send your documents.\n\n{{agencyName}}',
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json<{ _id: string; subject: string; body: string }>();
    const e = await enquiry(asha.id);
    await db().updateTable('enquiries').set({ lName: '' }).where('id', '=', e.id).execute();
    const { enqNo } = await db()
      .selectFrom('enquiries')
      .select('enqNo')
      .where('id', '=', e.id)
      .executeTakeFirstOrThrow();
    const res = await send(asha.token, e.id, {
      subject: template.subject,
      body: `${template.body}\n\nP.S. {{nickname}}`,
      template: template._id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await arrived(`Documents for ${enqNo}`);
    expect(mail.text).toContain(`Dear ${e.fName} ,`);
    expect(mail.text).toContain('StudyDesk');
    expect(mail.text).toContain('P.S.');
    expect(mail.text).not.toMatch(/\{\{|undefined|null/);
    const row = await db()
      .selectFrom('enquiry_emails')
      .select(['templateId', 'subject'])
      .where('enquiryId', '=', e.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ templateId: template._id, subject: `Documents for ${enqNo}` });
  });

  it('comes from the agency by name (its Settings name), at MAIL_FROM’s address', async () => {
    const renamed = await api(admin, 'PATCH', '/api/settings', { agencyName: 'Globe Study' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const e = await enquiry(asha.id);
    const res = await send(asha.token, e.id, { subject: 'From the agency', body: 'Hello' });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await arrived('From the agency');
    expect(mail.parsed.from?.value).toEqual([
      { name: 'Globe Study', address: 'desk@agency.example' },
    ]);
    expect(mail.parsed.replyTo?.value).toEqual([{ name: 'Asha Rao', address: asha.email }]);
  });
});
