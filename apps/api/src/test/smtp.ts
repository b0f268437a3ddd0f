import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/** A message the test server accepted, parsed. */
export type ReceivedMail = {
  /** The envelope (MAIL FROM, RCPT TO), which may differ from the headers. */
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | false;
  /** mailparser's structured headers (lower-case names; List-* become `headers.get('list')`). */
  headers: ParsedMail['headers'];
  /** A header's value as sent (unfolded), any case of name: `header('List-Unsubscribe')`. */
  header: (name: string) => string | undefined;
  parsed: ParsedMail;
  raw: string;
  /** The user it authenticated as, if it did. */
  user: string | undefined;
};

export type TestSmtp = {
  /** smtp://127.0.0.1:port (with user:password when the server asks for them). */
  url: string;
  port: number;
  /** Everything accepted so far, in order. */
  messages: ReceivedMail[];
  /** Resolves once at least `count` messages in all have been accepted. */
  waitFor: (count?: number) => Promise<ReceivedMail[]>;
  /** Resolves once `ready(messages)` holds, checked at each arrival. */
  waitUntil: (ready: (messages: ReceivedMail[]) => boolean) => Promise<ReceivedMail[]>;
  /** Answers the next `count` messages with `code` (421: try later, 550: refused), then accepts. */
  failNext: (count: number, code: number, text?: string) => void;
  /** Holds messages received from now on unanswered (the sender waits mid-send). */
  hold: () => void;
  /** Resolves once at least `count` messages are held. */
  waitForHeld: (count: number) => Promise<void>;
  /** Accepts the held messages (even if their sender has gone) and stops holding. */
  release: () => void;
  /** Stops listening: connections are refused until `start()`. */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
  /** Stops for good (afterAll). */
  close: () => Promise<void>;
};

export type TestSmtpOptions = { user?: string; password?: string };

/** Turns an accepted stream into a ReceivedMail. */
async function receive(stream: SMTPServerDataStream, session: SMTPServerSession) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const parsed = await simpleParser(raw);
  const envelope = session.envelope;
  return {
    from: envelope.mailFrom ? envelope.mailFrom.address : '',
    to: envelope.rcptTo.map((r) => r.address),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html ?? false,
    headers: parsed.headers,
    header: (name: string) => {
      const line = parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line;
      return line
        ?.slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim();
    },
    parsed,
    raw,
    user: typeof session.user === 'string' ? session.user : undefined,
  } satisfies ReceivedMail;
}

/**
 * A real SMTP server in this process on a random loopback port, for tests of mail: it parses
 * what arrives (mailparser), can refuse the next messages with a code, and can be stopped and
 * started again to play a server that is down. No TLS; authentication only when asked for.
 */
export async function startTestSmtp(opts: TestSmtpOptions = {}): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters: { ready: () => boolean; resolve: () => void }[] = [];
  const held: (() => void)[] = [];
  let holding = false;
  const failures: { code: number; text: string }[] = [];
  const auth = opts.user !== undefined;
  let server: SMTPServer | null = null;
  let port = 0;

  const arrived = () => {
    for (const w of [...waiters])
      if (w.ready()) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
  };
  const until = (ready: () => boolean) =>
    new Promise<void>((resolve) => {
      waiters.push({ ready, resolve });
      arrived();
    });

  const listen = () => {
    const s = new SMTPServer({
      disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authOptional: !auth,
      allowInsecureAuth: true,
      logger: false,
      // A stop ends open (pooled) connections at once instead of waiting 30 s for them.
      closeTimeout: 50,
      onAuth(a, _session, cb) {
        if (a.username === opts.user && a.password === opts.password)
          return cb(null, { user: a.username });
        cb(new Error('Invalid username or password'));
      },
      onData(stream, session, cb) {
        receive(stream, session).then(
          (mail) => {
            const fail = failures.shift();
            if (fail) return cb(Object.assign(new Error(fail.text), { responseCode: fail.code }));
            const accept = () => {
              messages.push(mail);
              cb();
              arrived();
            };
            if (!holding) return accept();
            held.push(accept);
            arrived();
          },
          (err: Error) => cb(err),
        );
      },
    });
    s.on('error', () => undefined);
    server = s;
    return new Promise<void>((resolve, reject) => {
      s.server.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.server.address() as AddressInfo).port;
        resolve();
      });
    });
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      s.close(() => resolve());
    });

  await listen();
  const credentials = auth
    ? `${encodeURIComponent(opts.user ?? '')}:${encodeURIComponent(opts.password ?? '')}@`
    : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    messages,
    waitFor: (count = 1) => until(() => messages.length >= count).then(() => messages),
    waitUntil: (ready) => until(() => ready(messages)).then(() => messages),
    hold: () => void (holding = true),
    waitForHeld: (count) => until(() => held.length >= count),
    release: () => {
      holding = false;
      held.splice(0).forEach((accept) => accept());
    },
    failNext: (count, code, text = code >= 500 ? 'Mailbox unavailable' : 'Try again later') => {
      for (let i = 0; i < count; i++) failures.push({ code, text });
    },
    stop,
    start: listen,
    close: stop,
  };
}
