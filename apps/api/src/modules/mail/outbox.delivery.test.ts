import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { TEST_MAIL_FROM, mailEnv, waitForOutboxRow } from '../../test/outbox';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { enqueueMail, type NewMail } from './outbox';

const TOKEN = 'metrics-token-0123456789';
const mail = (subject: string, to = 'student@example.test'): NewMail => ({
  kind: 'test',
  to,
  subject,
  text: `Body of ${subject}`,
});

/** Mail through a real SMTP server: what arrives, and what 421, 550 and a server down do. */
describe('the outbox worker', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp({ user: 'desk', password: 's3cret:pass' });
    t = await createTestApp({ ...mailEnv(smtp), METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const db = () => t.app.dbHandle.db;
  const arrived = (subject: string) => smtp.messages.filter((m) => m.subject === subject);

  it('sends a mail with its sender, Reply-To, HTML and headers, and marks it sent', async () => {
    const id = await enqueueMail(db(), {
      ...mail('Your enquiry ENQ-1'),
      html: '<p>Thank you</p>',
      replyTo: 'counsellor@agency.test',
      headers: { 'List-Unsubscribe': '<https://desk.agency.test/u/abc>' },
    });
    const row = await waitForOutboxRow(t.app, id, (r) => r.state === 'sent');
    expect(row).toMatchObject({ attempts: 1, lastError: null, claimedBy: null });
    expect(row.sentAt).not.toBeNull();
    const [m] = arrived('Your enquiry ENQ-1');
    expect(m).toMatchObject({ from: 'desk@agency.test', to: ['student@example.test'] });
    expect(m!.user).toBe('desk');
    expect(m!.header('From')).toBe(TEST_MAIL_FROM);
    expect(m!.header('Reply-To')).toBe('counsellor@agency.test');
    expect(m!.header('List-Unsubscribe')).toBe('<https://desk.agency.test/u/abc>');
    expect(m!.header('Message-ID')).toBe(`<${id}@agency.test>`);
    expect(m!.text.trim()).toBe('Body of Your enquiry ENQ-1');
    expect(m!.html).toBe('<p>Thank you</p>');
  });

  it('tries again after the server answers 421, and sends it', async () => {
    smtp.failNext(2, 421, 'Too busy, try later');
    const id = await enqueueMail(db(), mail('After 421'));
    const row = await waitForOutboxRow(t.app, id, (r) => r.state === 'sent');
    expect(row.attempts).toBe(3);
    expect(arrived('After 421')).toHaveLength(1);
  });

  it('gives up after the last backoff step, failed with the reason', async () => {
    smtp.failNext(6, 421, 'Still busy');
    const id = await enqueueMail(db(), mail('Never accepted'));
    const row = await waitForOutboxRow(t.app, id, (r) => r.state === 'failed');
    expect(row.attempts).toBe(6);
    expect(row.lastError).toMatch(/421.*Still busy/);
    expect(arrived('Never accepted')).toHaveLength(0);
  });

  it('marks a permanent refusal (550) failed at once, with the reason', async () => {
    smtp.failNext(1, 550, 'No such mailbox');
    const id = await enqueueMail(db(), mail('Refused'));
    const row = await waitForOutboxRow(t.app, id, (r) => r.state === 'failed');
    expect(row).toMatchObject({ attempts: 1, nextAttemptAt: null });
    expect(row.lastError).toMatch(/550.*No such mailbox/);
  });

  it('marks an invalid address failed without asking the server', async () => {
    const id = await enqueueMail(db(), mail('Bad address', 'not an address'));
    const row = await waitForOutboxRow(t.app, id, (r) => r.state === 'failed');
    expect(row.lastError).toBe('Invalid address: not an address');
    expect(arrived('Bad address')).toHaveLength(0);
  });

  it('counts depth, sends and failures in /api/metrics', async () => {
    const res = await t.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
    const page = res.body;
    expect(page).toMatch(/^studydesk_outbox_depth 0$/m);
    expect(page).toMatch(/^studydesk_outbox_sent_total 2$/m);
    expect(page).toMatch(/^studydesk_outbox_failures_total\{outcome="retry"\} 7$/m);
    expect(page).toMatch(/^studydesk_outbox_failures_total\{outcome="failed"\} 3$/m);
  });
});

/** With the real backoff (1 min first): a server that is down, then back. */
describe('the outbox worker when the mail server is down', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(mailEnv(smtp, '60,300,1800,7200,43200'));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps the mail waiting a minute, then sends it once the server is back', async () => {
    await smtp.stop();
    const id = await enqueueMail(t.app.dbHandle.db, mail('While down'));
    const waiting = await waitForOutboxRow(
      t.app,
      id,
      (r) => r.attempts === 1 && r.state === 'waiting',
    );
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    const wait = Date.parse(waiting.nextAttemptAt!) - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);

    await smtp.start();
    // The minute passes: the retry is due now.
    await t.app.dbHandle.db
      .updateTable('outbox')
      .set({ nextAttemptAt: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    t.app.outbox.wake();
    const sent = await waitForOutboxRow(t.app, id, (r) => r.state === 'sent');
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(smtp.messages.map((m) => m.subject)).toEqual(['While down']);
  });
});
