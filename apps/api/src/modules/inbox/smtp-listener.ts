import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';

export type SmtpListenerOptions = {
  host: string;
  port: number;
  domain: string;
  maxBytes: number;
  /** Files one message (never throws for bad mail; a throw is the database, worth a retry). */
  ingest: (raw: Buffer, recipients: string[]) => Promise<unknown>;
  log: FastifyBaseLogger;
};

const coded = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

/**
 * StudyDesk's own MX for INBOUND_DOMAIN: takes mail only for addresses at that domain (it is no
 * relay), refuses a message over the size limit (announced in EHLO, checked as it streams),
 * and hands each message to ingest before answering 250, so an accepted mail is filed; a
 * failure to file answers 451 and the sending server tries again later.
 */
export async function startSmtpListener(o: SmtpListenerOptions) {
  const server = new SMTPServer({
    name: o.domain,
    banner: 'StudyDesk inbound',
    size: o.maxBytes,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onRcptTo(address, _session, cb) {
      const at = address.address.lastIndexOf('@');
      if (address.address.slice(at + 1).toLowerCase() !== o.domain)
        return cb(coded(`Relay access denied: only mail for ${o.domain}`, 550));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (stream.sizeExceeded) return cb(coded('Message too large', 552));
        const rcpt = session.envelope.rcptTo.map((r) => r.address);
        o.ingest(Buffer.concat(chunks), rcpt).then(
          () => cb(),
          (err: unknown) => {
            o.log.error({ err }, 'inbound mail not filed');
            cb(coded('Try again later', 451));
          },
        );
      });
    },
  });
  server.on('error', (err) => o.log.warn({ err }, 'inbound SMTP error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpListener = Awaited<ReturnType<typeof startSmtpListener>>;
