import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('marks new mail within a second after the clock is set back, without spinning', async () => {
    const app = (await createTestApp()).app;
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      const mail = (subject: string) =>
        enqueueMail(app.dbHandle.db, { kind: 'ack', to: 's@example.test', subject, text: 'Hi' });
      const before = await mail('Before');
      await waitForOutboxRow(app, before, (r) => r.lastError === NO_MAIL_SERVER);
      // The machine's clock goes back a day (an operator, a virtual machine resumed): the wait
      // until the next mark came out as a day, which Node cuts to 1 ms, so the worker ran again
      // every millisecond and marked nothing until the day had passed.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() - 86_400_000);
      const after = await mail('After');
      const row = await waitForOutboxRow(app, after, (r) => r.lastError === NO_MAIL_SERVER);
      expect(row.state).toBe('waiting');
      expect(warnings).not.toContain('TimeoutOverflowWarning');
    } finally {
      vi.useRealTimers();
      process.off('warning', onWarning);
      await app.close();
    }
  });
});
