import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/database';
import { startServer, type ChildServer } from '../../test/child-server';
import { freshDatabaseUrl, testDialect } from '../../test/harness';
import { mailEnv } from '../../test/outbox';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { enqueueMails } from './outbox';
import { stopChildren, PROCESS_TEST_TIMEOUT } from '../../test/process';

// Even a test that failed or timed out half way leaves no server running.
afterAll(stopChildren);

const TOKEN = 'metrics-token-0123456789';
const mails = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'bulk',
    to: `p${i}@example.test`,
    subject: `${tag} ${i}`,
    text: `Mail ${i}`,
  }));

/**
 * Resolves once `ready` holds, asking again after each answer (a state, never a duration).
 * Used only once the mail has arrived, for the moment its row is marked sent.
 */
async function until<T>(read: () => Promise<T>, ready: (v: T) => boolean): Promise<T> {
  for (;;) {
    const v = await read();
    if (ready(v)) return v;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
const distinct = (n: number) => (m: { subject: string }[]) =>
  new Set(m.map((x) => x.subject)).size >= n;

/**
 * The outbox across real server processes on one PostgreSQL (ARCHITECTURE §5): a mail is
 * claimed once whatever the number of processes, and a process killed mid-send loses nothing.
 * On SQLite one process owns the database: there is nothing to share.
 */
describe.skipIf(testDialect !== 'postgres')(
  'the outbox across processes',
  { timeout: PROCESS_TEST_TIMEOUT },
  () => {
    let smtp: TestSmtp;
    let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
    let handle: DbHandle;
    let servers: ChildServer[] = [];
    beforeAll(async () => {
      smtp = await startTestSmtp();
      db = await freshDatabaseUrl();
    });
    afterEach(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      servers = [];
      await handle?.close();
    });
    afterAll(async () => {
      await db?.drop();
      await smtp?.close();
    });
    const start = (env: Record<string, string> = {}) =>
      startServer(db.url, { ...mailEnv(smtp), METRICS_TOKEN: TOKEN, LOG_LEVEL: 'warn', ...env });
    const states = () => handle.db.selectFrom('outbox').select(['state', 'subject']).execute();
    const sentBy = async (s: ChildServer) => {
      const page = await (
        await fetch(`${s.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).text();
      return Number(/^studydesk_outbox_sent_total (\d+)$/m.exec(page)?.[1]);
    };

    it('two processes send 200 queued mails: each exactly once', async () => {
      servers = await Promise.all([start(), start()]);
      handle = openDatabase(db.url);
      await enqueueMails(handle.db, mails(200, 'Two'));
      await smtp.waitFor(200);
      const rows = await until(states, (r) => r.every((m) => m.state === 'sent'));
      expect(rows).toHaveLength(200);
      const subjects = smtp.messages.map((m) => m.subject);
      expect(subjects).toHaveLength(200);
      expect(new Set(subjects).size).toBe(200);
      // Both took part: the claim shares the work, it does not serialise it.
      const counts = await Promise.all(servers.map(sentBy));
      expect(counts[0]! + counts[1]!).toBe(200);
      expect(Math.min(...counts)).toBeGreaterThan(0);
    });

    it('survives a kill -9 mid-send: the mail it held goes out after a restart', async () => {
      smtp.messages.splice(0);
      // A short lease, so the mail a killed process held is taken over soon.
      const env = { OUTBOX_LEASE_SECONDS: '2', OUTBOX_POLL_MS: '100' };
      servers = [await start(env)];
      handle = openDatabase(db.url);
      await enqueueMails(handle.db, mails(200, 'Kill'));
      await smtp.waitFor(30);
      // The server stops answering: the process is now waiting on mail it has claimed.
      smtp.hold();
      await smtp.waitForHeld(1);
      const before = await states();
      expect(before.filter((r) => r.state === 'sending').length).toBeGreaterThan(0);
      servers[0]!.signal('SIGKILL');
      await servers[0]!.stop();
      // What it was sending reached the server after all (the classic case of a duplicate).
      smtp.release();
      const arrivedBeforeRestart = smtp.messages.length;

      servers = [await start(env)];
      await smtp.waitUntil(distinct(200));
      const rows = await until(
        () => states(),
        (r) => r.filter((m) => m.subject.startsWith('Kill')).every((m) => m.state === 'sent'),
      );
      const kill = rows.filter((m) => m.subject.startsWith('Kill'));
      expect(kill).toHaveLength(200);
      const subjects = smtp.messages.map((m) => m.subject);
      // None lost; sent twice at most what was in flight at the kill (one batch).
      expect(new Set(subjects).size).toBe(200);
      expect(subjects.length - 200).toBeLessThanOrEqual(10);
      expect(arrivedBeforeRestart).toBeLessThan(200);
    });
  },
);
