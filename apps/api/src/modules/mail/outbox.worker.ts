import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db/database';
import type { OutboxRow } from '../../db/schema';
import type { MailSettings } from './mail-config';
import { OUTBOX_CHANNEL, onMailQueued } from './outbox';
import { outboxClaims, type Settled } from './outbox.claims';
import { listenFor } from './pg-listen';
import { SMTP_CONNECTIONS, smtpSender, type Outcome, type Sender } from './transport';
import { withMadeAttachments, type AttachmentMaker } from './attachments-later';

/** Without a mail server: the least time between two runs marking the waiting mail so. */
const NO_SERVER_EVERY_MS = 1000;
/** How far before the last run began the next one looks (a transaction committing late). */
const NO_SERVER_MARGIN_MS = 5000;

export type OutboxWorkerOptions = {
  handle: DbHandle;
  /** The database URL, for PostgreSQL's LISTEN connection. */
  url: string;
  mail: MailSettings;
  log: FastifyBaseLogger;
  /** Mails claimed at once (sent through the pool, one per connection at a time). */
  batch?: number;
  /** Changes a mail just before it goes (the inbox's Reply-To routing). */
  prepare?: (row: OutboxRow) => Promise<OutboxRow>;
};

/**
 * Sends the outbox (ARCHITECTURE §5): woken when mail is queued (in-process, and by NOTIFY from
 * any process on PostgreSQL) and every `pollMs` for retries that have come due and leases that
 * lapsed. Claims a batch, sends it, records each outcome, and goes on while there is more.
 * Without a mail server it only marks the waiting mail so; it goes out after a start with one.
 */
export function createOutboxWorker(o: OutboxWorkerOptions) {
  const me = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const claims = outboxClaims(o.handle.db, o.handle.dialect, me);
  const sender: Sender | null = o.mail.smtp ? smtpSender(o.mail.smtp, o.mail.from) : null;
  const batch = o.batch ?? 10;
  const observers = new Set<(s: Settled) => void>();
  const afterRuns = new Set<() => void>();
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let stopping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const closers: (() => unknown)[] = [];
  const makers = new Map<string, AttachmentMaker>();

  const sendOne = async (s: Sender, row: OutboxRow) => {
    // A mail whose routing cannot be read now still goes, with the Reply-To it was queued with.
    const ready = o.prepare ? await o.prepare(row).catch(() => row) : row;
    // A file that cannot be made now is tried again with the mail, never left out of it.
    const outcome = await withMadeAttachments(ready, makers).then(
      (made) => s.send(made),
      (err: unknown): Outcome => ({
        ok: false,
        transient: true,
        reason: `An attachment could not be made: ${err instanceof Error ? err.message : String(err)}`,
      }),
    );
    const settled = await claims.settle(row, outcome, o.mail.backoffMs);
    if (!outcome.ok)
      o.log.warn(
        { mailId: row.id, kind: row.kind, settled, reason: outcome.reason },
        'mail not sent',
      );
    observers.forEach((f) => f(settled));
  };

  // Without a mail server, a run marks the mail queued since shortly before the last run began
  // (all of it at the start), and runs come at most every NO_SERVER_EVERY_MS: marking all the
  // waiting mail at each enqueue read the whole, ever-growing outbox per public enquiry batch.
  let marked: number | undefined;
  let held: NodeJS.Timeout | undefined;
  const markNoServer = () => {
    const now = Date.now();
    // After the clock was set back, from now on: the last mark's moment has not come again.
    const since = marked === undefined ? undefined : Math.min(marked, now) - NO_SERVER_MARGIN_MS;
    marked = now;
    return claims.markNoServer(since === undefined ? undefined : new Date(since).toISOString());
  };
  /** Whether a run without a mail server comes too soon after the last; if so, it is put off. */
  const putOff = () => {
    const wait = sender || marked === undefined ? 0 : marked + NO_SERVER_EVERY_MS - Date.now();
    // A wait beyond one interval means the clock was set back: run now, not when it comes round.
    const soon = wait > 0 && wait <= NO_SERVER_EVERY_MS;
    if (soon) held ??= setTimeout(() => ((held = undefined), run()), wait);
    return soon;
  };

  /**
   * A batch in lanes, one per connection, each handing over its next mail only once the last
   * is marked: handed all at once, the pool sent on while the marks were still on their way,
   * and a kill -9 then left accepted mail looking unsent, to go out again after a restart.
   */
  const sendBatch = async (s: Sender, rows: OutboxRow[]) => {
    const queue = [...rows];
    const lane = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) await sendOne(s, row);
    };
    await Promise.all(Array.from({ length: Math.min(SMTP_CONNECTIONS, rows.length) }, lane));
  };

  const tick = async () => {
    if (!sender) return markNoServer();
    while (!stopped) {
      const rows = await claims.claim(batch, o.mail.leaseMs);
      if (rows.length === 0) return;
      await sendBatch(sender, rows);
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    if (stopped || !sender) return;
    timer = setTimeout(run, o.mail.pollMs);
    timer.unref();
  };

  function run() {
    if (stopped || putOff()) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await tick().catch((err: unknown) => o.log.error({ err }, 'outbox worker failed'));
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      schedule();
      afterRuns.forEach((f) => f());
    });
  }

  return {
    async start() {
      closers.push(onMailQueued(run));
      if (o.handle.dialect === 'postgres' && sender)
        closers.push(await listenFor(o.url, OUTBOX_CHANNEL, run, o.log));
      run();
    },
    /** Wakes the worker now (tests, and the admin's resend). */
    wake: run,
    /** What makes the files of `kind` queued to be made when their mail goes. */
    makeAttachments(kind: string, make: AttachmentMaker) {
      makers.set(kind, make);
    },
    /** Calls `fn` with what each attempt came to (metrics). */
    onSettled(fn: (s: Settled) => void): () => void {
      observers.add(fn);
      return () => observers.delete(fn);
    },
    /** Calls `fn` each time the worker has gone through the due mail (tests wait on it). */
    onRun(fn: () => void): () => void {
      afterRuns.add(fn);
      return () => afterRuns.delete(fn);
    },
    configured: sender !== null,
    depth: () => claims.depth(),
    /** Stops claiming; waits for the mail being sent; closes the SMTP connections. */
    stop() {
      stopping ??= (async () => {
        stopped = true;
        clearTimeout(timer);
        clearTimeout(held);
        await Promise.all(closers.splice(0).map((c) => c()));
        await running;
        sender?.close();
      })();
      return stopping;
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
