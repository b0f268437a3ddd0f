import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';
import { mailEnv, waitForOutboxRow } from '../../test/outbox';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { enqueueMail } from './outbox';
import { NO_MAIL_SERVER } from './outbox.claims';

/** The embedded default has no mail server: mail waits, and goes out after a start with one. */
describe('the outbox without SMTP_URL', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let second: App | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp();
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
    await smtp.close();
  });

  it('keeps mail waiting, marked "No mail server set", then sends it once a start has one', async () => {
    const id = await enqueueMail(t.app.dbHandle.db, {
      kind: 'ack',
      to: 'student@example.test',
      subject: 'Held back',
      text: 'Hello',
    });
    const waiting = await waitForOutboxRow(t.app, id, (r) => r.lastError === NO_MAIL_SERVER);
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 0 });
    expect(smtp.messages).toEqual([]);
    await t.app.close();

    // The same database, started again with a mail server.
    const env = { ...mailEnv(smtp), DATABASE_URL: t.config.databaseUrl };
    second = await buildApp({ ...t.config, mail: loadConfig(env).mail });
    const sent = await waitForOutboxRow(second, id, (r) => r.state === 'sent');
    expect(sent).toMatchObject({ attempts: 1, lastError: null });
    expect((await smtp.waitFor(1)).map((m) => m.subject)).toEqual(['Held back']);
  });
});
