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
  const [first, cap] = o.backoffMs ?? BACKOFF_MS;
  let client: ImapFlow | undefined;
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> = Promise.resolve();

  const schedule = (ms: number, run: () => void) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, ms);
  };
  const reconnect = () => {
    client = undefined;
    schedule(Math.min(first * 2 ** failures++, cap), () => void connect());
  };
  // Passes run one after another: two at once would read the same unseen message twice.
  // After a pass, listen at once (imapflow would only start IDLE after 15 s of quiet; without
  // IDLE it polls with NOOP): the next command ends the listening.
  const listen = () => void client?.idle().catch(() => {});
  const pass = () => {
    reading = reading
      .then(() => (client ? readUnseen(client, o) : undefined))
      .then(listen)
      .catch((err: unknown) => o.log.warn({ err }, 'IMAP mailbox: a pass failed'));
    return reading;
  };
  const poll = () => schedule(o.pollMs ?? IMAP_POLL_MS, () => void pass().then(poll));

  async function connect() {
    const c = new ImapFlow({ ...o.server, logger: false });
    c.on('error', (err: Error) => o.log.warn({ err }, 'IMAP mailbox: connection error'));
    c.on('close', () => {
      if (client === c) reconnect();
    });
    c.on('exists', () => void pass());
    try {
      await c.connect();
      await c.mailboxOpen(o.server.mailbox);
      client = c;
      failures = 0;
      o.log.info({ host: o.server.host, mailbox: o.server.mailbox }, 'IMAP mailbox: reading');
      await pass();
      poll();
    } catch (err) {
      o.log.warn({ err }, 'IMAP mailbox: could not connect; trying again');
      c.close();
      reconnect();
    }
  }

  void connect();
  return {
    /** Stops reading; a message being filed finishes first. */
    async close() {
      stopped = true;
      clearTimeout(timer);
      const c = client;
      client = undefined;
      await reading;
      if (c) await c.logout().catch(() => c.close());
    },
  };
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
