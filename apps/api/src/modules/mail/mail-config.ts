import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';

/** Where mail goes: an SMTP server (smtps: TLS from the start; smtp: STARTTLS when offered). */
export type SmtpServer = {
  host: string;
  port: number;
  secure: boolean;
  auth: { user: string; pass: string } | undefined;
};

export type MailSettings = {
  /** Unset (no SMTP_URL): mail waits in the outbox. */
  smtp: SmtpServer | undefined;
  /** The sender, `Name <address>` or an address. */
  from: string;
  /** How often the worker looks for due mail besides being woken. */
  pollMs: number;
  /** The waits after the 1st, 2nd, … transient failure; one more failure and it is failed. */
  backoffMs: number[];
  /** How long a claim holds mail; a process that dies mid-send gives it up after this. */
  leaseMs: number;
};

export const DEFAULT_FROM = 'StudyDesk <no-reply@studydesk.local>';
/** About 1 min, 5 min, 30 min, 2 h, 12 h. */
export const DEFAULT_BACKOFF_SECONDS = '60,300,1800,7200,43200';

/** `smtp[s]://[user[:password]@]host[:port]`: the server, or a message naming what is wrong. */
export function parseSmtpUrl(
  value: string,
  env: { SMTP_USER?: string; SMTP_PASSWORD?: string },
): SmtpServer | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'use smtp://host:port or smtps://host:port (user and password in the URL or SMTP_USER / SMTP_PASSWORD)';
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    return 'must start with smtp:// or smtps://';
  if (!url.hostname) return 'the host is missing';
  if ((url.pathname && url.pathname !== '/') || url.search)
    return 'only smtp[s]://user:password@host:port is understood (no path or options)';
  const secure = url.protocol === 'smtps:';
  const user = url.username ? decodeURIComponent(url.username) : env.SMTP_USER;
  const pass = url.password ? decodeURIComponent(url.password) : env.SMTP_PASSWORD;
  if (pass !== undefined && user === undefined) return 'a password is set but no user';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: user !== undefined ? { user, pass: pass ?? '' } : undefined,
  };
}

/** A sender a mail server will take: one address, optionally with a display name. */
export function fromProblem(value: string): string | null {
  const parsed = addressparser(value, { flatten: true });
  if (parsed.length !== 1 || !z.email().safeParse(parsed[0]!.address).success)
    return 'must be one address, such as StudyDesk <desk@agency.example>';
  return null;
}

/** The backoff list, in seconds, comma-separated; or a message. */
export function parseBackoff(value: string): number[] | string {
  const parts = value.split(',').map((p) => p.trim());
  const ms = parts.map((p) => (/^\d+(\.\d+)?$/.test(p) ? Number(p) * 1000 : NaN));
  if (ms.length === 0 || ms.some((n) => Number.isNaN(n)))
    return 'a list of waits in seconds such as 60,300,1800,7200,43200';
  return ms;
}

/** host:port of the mail server, for the banner and logs (never the password). */
export const describeSmtp = (s: SmtpServer | undefined) =>
  s ? `${s.secure ? 'smtps' : 'smtp'}://${s.host}:${s.port}` : undefined;
