import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/database';
import { startServer, type ChildServer } from '../../test/child-server';
import { freshDatabaseUrl, testDialect } from '../../test/harness';
import { PROCESS_TEST_TIMEOUT, stopChildren } from '../../test/process';
import { mailEnv } from '../../test/outbox';
import { slowRelay } from '../../test/slow-tcp';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { enqueueMails } from './outbox';

const COUNT = 80;
const mails = Array.from({ length: COUNT }, (_, i) => ({
  kind: 'bulk',
  to: `k${i}@example.test`,
  subject: `Kill ${i}`,
  text: `Mail ${i}`,
}));
const tally = (subjects: string[]) =>
  subjects.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map<string, number>());

/**
 * kill -9 while sending: a mail the SMTP server has accepted is marked sent before its
 * connection takes the next one, so after a restart none that was accepted goes out again.
 * Only the mail in flight at the kill (sent, not yet answered) may arrive twice. On PostgreSQL
 * the server's database is reached through a slow relay: its writes lag behind its mail, as
 * across a network, which is where a batch-at-a-time mark let accepted mail be sent again.
 */
afterAll(stopChildren);

describe('the outbox, killed mid-batch', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let smtp: TestSmtp;
  let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  let relay: Awaited<ReturnType<typeof slowRelay>> | undefined;
  let handle: DbHandle;
  let server: ChildServer | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    db = await freshDatabaseUrl();
    if (testDialect === 'postgres') relay = await slowRelay(db.url);
  });
  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await relay?.close();
    await db?.drop();
    await smtp?.close();
  });

  it('sends each accepted mail exactly once across a kill -9 and a restart', async () => {
    // A short lease and poll: the mail the killed process held is taken over soon.
    const env = { ...mailEnv(smtp), OUTBOX_LEASE_SECONDS: '2', OUTBOX_POLL_MS: '100' };
    const start = () => startServer(relay?.url ?? db.url, { ...env, LOG_LEVEL: 'warn' });
    server = await start();
    handle = openDatabase(db.url);
    relay?.setDelay(200);
    await enqueueMails(handle.db, mails);
    // Mid-batch (batches of 10): from the 25th on, the server holds each mail unanswered.
    await smtp.waitFor(25);
    smtp.hold();
    // Every connection now waits on the server with a mail it has sent.
    await smtp.waitForHeld(3);
    const accepted = smtp.messages.map((m) => m.subject);
    server.signal('SIGKILL');
    await server.stop();
    // What was in flight reaches the server after all: the one case that may come twice.
    smtp.release();
    server = await start();
    await smtp.waitUntil((m) => new Set(m.map((x) => x.subject)).size === COUNT);
    // Mail held at the kill is retried once its lease lapses, after the rest: count once every
    // row is marked sent (each accepted by then), asking again after each answer.
    const unsent = () =>
      handle.db.selectFrom('outbox').select('id').where('state', '!=', 'sent').execute();
    while ((await unsent()).length > 0) await new Promise((resolve) => setImmediate(resolve));
    const counts = tally(smtp.messages.map((m) => m.subject));
    expect(accepted.filter((s) => counts.get(s) !== 1)).toEqual([]);
    expect(counts.size).toBe(COUNT);
    expect(smtp.messages.length - COUNT).toBeLessThanOrEqual(3);
  });
});
