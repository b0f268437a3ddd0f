import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/database';
import { startServer, type ChildServer } from '../../test/child-server';
import { freshDatabaseUrl } from '../../test/harness';
import { mailEnv } from '../../test/outbox';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { enqueueMails } from './outbox';
import { PROCESS_TEST_TIMEOUT, stopChildren } from '../../test/process';

// Even a test that failed or timed out half way leaves no server running.
afterAll(stopChildren);

/**
 * A stop (SIGTERM) while mail is being sent: the process takes no more, waits for the answers
 * of what it is sending, records them, and exits 0 with nothing left claimed.
 */
describe('the outbox on SIGTERM', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let smtp: TestSmtp;
  let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let server: ChildServer;
  let handle: DbHandle;
  beforeAll(async () => {
    smtp = await startTestSmtp({ user: 'desk', password: 'banner-secret' });
    db = await freshDatabaseUrl();
    // The test's own connection writes the mail: a short poll finds it on SQLite.
    server = await startServer(db.url, { ...mailEnv(smtp), OUTBOX_POLL_MS: '100' });
    handle = openDatabase(db.url);
  });
  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await db?.drop();
    await smtp?.close();
  });

  it('names the mail server at start, without its password', () => {
    const lines = server.logs.map((l) => l.msg ?? '');
    expect(lines).toContain(
      `  mail:     smtp://127.0.0.1:${smtp.port} as StudyDesk <desk@agency.test>`,
    );
    expect(lines.join('\n') + server.stderr()).not.toContain('banner-secret');
  });

  it('finishes the mail under way, then stops', async () => {
    smtp.hold();
    const mails = Array.from({ length: 30 }, (_, i) => ({
      kind: 'bulk',
      to: `p${i}@example.test`,
      subject: `Drain ${i}`,
      text: 'Hello',
    }));
    await enqueueMails(handle.db, mails);
    await smtp.waitForHeld(1);
    server.signal('SIGTERM');
    await server.waitForLogs((l) => l.msg?.startsWith('shutting down') === true);
    smtp.release();
    expect(await server.exited).toBe(0);

    const rows = await handle.db.selectFrom('outbox').select(['state', 'subject']).execute();
    expect(rows.filter((r) => r.state === 'sending')).toEqual([]);
    const sent = rows.filter((r) => r.state === 'sent').map((r) => r.subject);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(30);
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual(sent.sort());
    expect(rows.filter((r) => r.state === 'waiting')).toHaveLength(30 - sent.length);
  });
});
