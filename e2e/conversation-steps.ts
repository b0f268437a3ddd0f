import nodemailer from 'nodemailer';
import type { Page } from 'playwright-core';
import { pdf } from '../apps/api/src/modules/documents/documents.fixtures';
import { startTestSmtp, type ReceivedMail } from '../apps/api/src/test/smtp';
import { E2E_ADMIN } from './env';
import { MAIL_FROM } from './mail-steps';
import { freePort, serveStudyDesk, type Served } from './serve';

export const INBOUND_DOMAIN = 'replies.agency.example';
const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** StudyDesk sending to a test SMTP server and taking mail in on its own SMTP listener. */
export async function conversationDesk() {
  const smtp = await startTestSmtp();
  const port = await freePort();
  const desk = await serveStudyDesk(
    {
      ...{ SMTP_URL: smtp.url, MAIL_FROM, PUBLIC_BASE_URL: `http://127.0.0.1:${port}` },
      ...{ INBOUND_DOMAIN, INBOUND_SMTP_PORT: '0', INBOUND_SMTP_HOST: '127.0.0.1' },
    },
    { port },
  );
  return { desk, smtp };
}

/** The admin's calls that set the scene: a counsellor who keeps hours every day, 09:00–17:00. */
export async function seedCounsellor(desk: Served, word: string) {
  const inject = desk.app.inject.bind(desk.app);
  const login = await inject({ method: 'POST', url: '/api/users/login', payload: E2E_ADMIN });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const who = { email: `asha.${word}@e2e.local`, password: 'Counsellor-pass-1' };
  const made = await inject({
    ...{ method: 'POST', url: '/api/users', headers },
    payload: {
      fname: 'Asha',
      lname: `Rao ${word}`,
      userType: 'counsellor',
      status: 'active',
      ...who,
    },
  });
  if (made.statusCode !== 201) throw new Error(`counsellor: ${made.statusCode} ${made.body}`);
  const id = made.json<{ _id: string }>()._id;
  const weekly = EVERY_DAY.map((day) => ({ day, from: '09:00', to: '17:00' }));
  const hours = await inject({
    ...{ method: 'PUT', url: `/api/users/${id}/availability`, headers },
    payload: { weekly },
  });
  if (hours.statusCode !== 200) throw new Error(`hours: ${hours.statusCode} ${hours.body}`);
  /** The enquiry of a student, by their address, as staff find it. */
  const enquiryOf = async (email: string) => {
    const found = await inject({ url: `/api/enquiries?owner=all&q=${email}`, headers });
    return found.json<{ enquiries: { _id: string }[] }>().enquiries[0]!._id;
  };
  return { id, ...who, enquiryOf };
}

export type Student = { fName: string; lName: string; email: string; mobile: string };

/** The public form, then "Book a counselling session" on the thank-you page and the first time. */
export async function enquireAndBook(page: Page, s: Student) {
  await page.goto('/EnquiryForm');
  const fill = (name: RegExp, value: string) => page.getByRole('textbox', { name }).fill(value);
  await fill(/first name/i, s.fName);
  await fill(/last name/i, s.lName);
  await fill(/^email/i, s.email);
  await fill(/mobile number/i, s.mobile);
  await page.getByRole('combobox', { name: /level of study/i }).selectOption('Postgraduate');
  await page.getByRole('checkbox', { name: /agree to be contacted/i }).check();
  await page.getByRole('button', { name: /send enquiry/i }).click();
  await page.waitForURL('**/thank-you**');
  await page.getByRole('link', { name: 'Book a counselling session' }).click();
  await page.getByRole('heading', { level: 1, name: 'Book a session' }).waitFor();
  await page.getByRole('group', { name: 'Time' }).getByRole('radio').first().check();
  await fill(/^first name/i, s.fName);
  await fill(/^last name/i, s.lName);
  await fill(/^email/i, s.email);
  await fill(/^mobile number/i, s.mobile);
  await page.getByRole('checkbox', { name: /agree to be contacted/ }).check();
  await page.getByRole('button', { name: 'Book this session' }).click();
  await page.getByRole('heading', { name: 'Your session is booked' }).waitFor();
}

/**
 * The student answers the confirmation as a mail program does: to its Reply-To, In-Reply-To its
 * Message-ID, the original quoted below the question, a PDF attached (multipart/mixed).
 */
export async function replyToConfirmation(desk: Served, s: Student, confirmation: ReceivedMail) {
  const p = confirmation.parsed;
  const replyTo = p.replyTo?.value[0]?.address;
  if (!replyTo || !p.messageId) throw new Error('the confirmation has no Reply-To or Message-ID');
  const quoted = confirmation.text
    .trim()
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  const sent = await nodemailer
    .createTransport({ host: '127.0.0.1', port: desk.app.inbox.smtpPort, ignoreTLS: true })
    .sendMail({
      from: { name: `${s.fName} ${s.lName}`, address: s.email },
      to: replyTo,
      subject: `Re: ${confirmation.subject}`,
      inReplyTo: p.messageId,
      references: [p.messageId],
      text: `Should I bring my transcript? I attach it.\n\nOn a day, StudyDesk wrote:\n${quoted}\n`,
      attachments: [{ filename: 'transcript.pdf', content: pdf('Transcript of a student') }],
    });
  return { replyTo, messageId: sent.messageId };
}
