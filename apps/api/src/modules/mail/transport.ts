import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import type { OutboxRow } from '../../db/schema';
import type { SmtpServer } from './mail-config';

/** What one attempt came to: sent, to retry later, or refused for good (with the reason). */
export type Outcome = { ok: true } | { ok: false; transient: boolean; reason: string };

/** SMTP connections a sender keeps open: mails in flight at once, one on each. */
export const SMTP_CONNECTIONS = 3;

/** Sends one outbox row; never throws. */
export type Sender = { send: (row: OutboxRow) => Promise<Outcome>; close: () => void };

/** Errors of the connection, not of the mail: worth trying again later. */
const CONNECTION_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH', // the server's settings (wrong password) are fixed by an admin; the mail is fine
  'ECONNREFUSED',
  'ECONNRESET',
]);

type SmtpError = Error & { code?: string; responseCode?: number; response?: string };

/** 4xx and connection problems are transient; 5xx and a bad envelope are permanent. */
export function classify(err: unknown): Outcome {
  const e = (err instanceof Error ? err : new Error(String(err))) as SmtpError;
  const reason = (e.response ?? e.message).slice(0, 1000);
  if (e.responseCode !== undefined) return { ok: false, transient: e.responseCode < 500, reason };
  if (e.code === 'EENVELOPE' || e.code === 'EMESSAGE')
    return { ok: false, transient: false, reason };
  return { ok: false, transient: CONNECTION_CODES.has(e.code ?? '') || !e.code, reason };
}

const headersOf = (row: OutboxRow): Record<string, string> =>
  row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {};

type StoredAttachment = { filename: string; contentType: string; content: string };
/** The files a mail carries, as the outbox keeps them (outbox.ts writes them). */
const attachmentsOf = (row: OutboxRow) =>
  row.attachments
    ? (JSON.parse(row.attachments) as StoredAttachment[]).map((a) => ({ ...a, encoding: 'base64' }))
    : undefined;

/**
 * A pooled nodemailer transport to the server. Timeouts are well inside the worker's lease, so
 * a hung server fails the attempt long before another process may take the mail over.
 */
export function smtpSender(server: SmtpServer, from: string): Sender {
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    host: server.host,
    port: server.port,
    secure: server.secure,
    auth: server.auth,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  // The same Message-ID on every attempt: a receiver can drop the copy of a resend after a crash.
  const address = addressparser(from, { flatten: true })[0]?.address ?? from;
  const domain = address.split('@')[1] ?? 'studydesk';
  return {
    async send(row) {
      if (!z.email().safeParse(row.toAddress).success)
        return { ok: false, transient: false, reason: `Invalid address: ${row.toAddress}` };
      try {
        await transport.sendMail({
          // nodemailer quotes the name: an agency called `A "B" <c>` stays one display name.
          from: row.fromName ? { name: row.fromName, address } : from,
          to: row.toAddress,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? undefined,
          // An image kept in the HTML as data (the agency's logo) goes as an inline cid: part:
          // many mail programs show no data: URL, and a link would fetch it from our server.
          attachDataUrls: true,
          headers: headersOf(row),
          attachments: attachmentsOf(row),
          messageId: `<${row.id}@${domain}>`,
        });
        return { ok: true };
      } catch (err) {
        return classify(err);
      }
    },
    close: () => transport.close(),
  };
}
