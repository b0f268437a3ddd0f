import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';
import type { ImapServer } from './inbound-config';

export type ImapMailboxOptions = {
  server: ImapServer;
  /** Files one message (bad mail is filed as text; a throw is the database, worth a retry). */
  ingest: (raw: Buffer) => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** How often the mailbox is checked without IDLE (and as a safety net beside it). */
  pollMs?: number;
  /** Reconnect delays: doubling from the first, capped at the second. */
  backoffMs?: [number, number];
};

/** Without IDLE a minute's delay is acceptable for a reply; with it, new mail is read at once. */
export const IMAP_POLL_MS = 60_000;
const BACKOFF_MS: [number, number] = [1_000, 5 * 60_000];

/**
 * Reads an agency's mailbox: on connecting and whenever the server says a message arrived (IDLE,
 * which imapflow keeps open when offered) or the poll comes round, every unseen message is
 * fetched whole, given to ingest, then flagged \Seen, so none is read twice, even after a
 * restart (and ingest files a Message-ID once, should flagging fail). A message that fails to
 * file stays unseen for the next pass. A dropped connection reconnects with capped backoff.
 */
export function startImapMailbox(o: ImapMailboxOptions) {
  const mailbox = new ImapMailbox(o);
  void mailbox.connect();
  return { close: () => mailbox.close() };
}

class ImapMailbox {
  private client: ImapFlow | undefined;
  private stopped = false;
  private failures = 0;
  // Two timers: a poll coming round must never cancel a pending reconnect.
  private pollTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private reading: Promise<void> = Promise.resolve();

  constructor(private readonly o: ImapMailboxOptions) {}

  async connect() {
    const c = new ImapFlow({ ...this.o.server, logger: false });
    c.on('error', (err: Error) => this.o.log.warn({ err }, 'IMAP mailbox: connection error'));
    c.on('close', () => {
      if (this.client === c) this.reconnect();
    });
    c.on('exists', () => void this.pass());
    try {
      await c.connect();
      await c.mailboxOpen(this.o.server.mailbox);
    } catch (err) {
      this.o.log.warn({ err }, 'IMAP mailbox: could not connect; trying again');
      c.close();
      return this.reconnect();
    }
    // Stopped while connecting: the app is closing, so this connection is not kept.
    if (this.stopped) return void (await c.logout().catch(() => c.close()));
    this.client = c;
    this.failures = 0;
    this.o.log.info({ mailbox: this.o.server.mailbox }, 'IMAP mailbox: reading');
    await this.pass();
    this.poll();
  }

  private reconnect() {
    this.client = undefined;
    clearTimeout(this.pollTimer);
    const [first, cap] = this.o.backoffMs ?? BACKOFF_MS;
    const wait = Math.min(first * 2 ** this.failures++, cap);
    if (!this.stopped) this.retryTimer = setTimeout(() => void this.connect(), wait);
  }

  private poll() {
    clearTimeout(this.pollTimer);
    const next = () => void this.pass().then(() => this.client && this.poll());
    if (!this.stopped) this.pollTimer = setTimeout(next, this.o.pollMs ?? IMAP_POLL_MS);
  }

  /**
   * Passes run one after another: two at once would read the same unseen message twice. After
   * one, listen at once (imapflow would only start IDLE after 15 s of quiet; without IDLE it
   * polls with NOOP): the next command ends the listening.
   */
  private pass() {
    this.reading = this.reading
      .then(() => (this.client ? readUnseen(this.client, this.o) : undefined))
      .then(() => void this.client?.idle().catch(() => {}))
      .catch((err: unknown) => this.o.log.warn({ err }, 'IMAP mailbox: a pass failed'));
    return this.reading;
  }

  /** Stops reading; a message being filed finishes first. */
  async close() {
    this.stopped = true;
    clearTimeout(this.pollTimer);
    clearTimeout(this.retryTimer);
    const c = this.client;
    this.client = undefined;
    await this.reading;
    if (c) await c.logout().catch(() => c.close());
  }
}

/** One pass: every unseen message, filed then flagged; a failure leaves it for the next pass. */
async function readUnseen(c: ImapFlow, o: ImapMailboxOptions) {
  const uids = (await c.search({ seen: false }, { uid: true })) || [];
  for (const uid of uids) {
    const msg = await c.fetchOne(String(uid), { source: true }, { uid: true });
    if (!msg || !msg.source) continue;
    try {
      await o.ingest(msg.source);
    } catch (err) {
      o.log.warn({ err, uid }, 'IMAP mailbox: a message could not be filed; it stays unread');
      continue;
    }
    await c.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
  }
}
