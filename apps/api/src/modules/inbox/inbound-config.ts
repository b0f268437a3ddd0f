import { z } from 'zod';

/** Inbound mail (replies coming back): StudyDesk's own SMTP listener and/or an IMAP mailbox. */
export type InboundSettings = {
  /** The domain whose MX points at the listener; reply tokens and BCC use it. Unset: no tokens. */
  domain: string | undefined;
  /** The listener's port (0: any free one), when it runs. */
  smtpPort: number | undefined;
  smtpHost: string;
  /** The largest message taken; larger ones are refused at SMTP, stored as text from IMAP. */
  maxBytes: number;
  imap: ImapServer | undefined;
};

export type ImapServer = {
  host: string;
  port: number;
  secure: boolean;
  auth: { user: string; pass: string };
  mailbox: string;
  /** Where filed messages are moved to (they are also marked seen). */
  doneMailbox: string;
};

export const INBOUND_MAX_BYTES_DEFAULT = 25 * 1024 * 1024;
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$|^localhost$/i;

/** A mail domain such as replies.agency.example, or a message. */
export const domainProblem = (v: string) =>
  HOST_NAME.test(v) ? null : 'must be a domain such as replies.agency.example';

/** `imap[s]://user:password@host[:port][/mailbox]`: the mailbox, or a message naming the fault. */
export function parseImapUrl(value: string): ImapServer | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'use imaps://user:password@host:port/INBOX';
  }
  if (url.protocol !== 'imap:' && url.protocol !== 'imaps:')
    return 'must start with imap:// or imaps://';
  if (!url.hostname) return 'the host is missing';
  if (!url.username || !url.password) return 'the user and password are missing';
  if (url.search) return 'options are not understood (imaps://user:password@host:port/INBOX)';
  const secure = url.protocol === 'imaps:';
  const mailbox = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'INBOX';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    mailbox,
    doneMailbox: `${mailbox}.StudyDesk`,
  };
}

const refine =
  (problem: (v: string) => string | null | object) => (v: string, ctx: z.RefinementCtx) => {
    const p = problem(v);
    if (typeof p === 'string') ctx.addIssue({ code: 'custom', message: p });
  };

/** The environment's inbound variables, checked (config.ts adds them to its schema). */
export const InboundEnv = {
  INBOUND_DOMAIN: z.string().superRefine(refine(domainProblem)).optional(),
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOUND_SMTP_HOST: z.string().default('0.0.0.0'),
  INBOUND_MAX_BYTES: z.coerce.number().int().min(1024).default(INBOUND_MAX_BYTES_DEFAULT),
  IMAP_URL: z.string().superRefine(refine(parseImapUrl)).optional(),
};
type Env = z.infer<z.ZodObject<typeof InboundEnv>>;

/** The settings, or the start-up problems (a listener needs the domain it answers for). */
export function inboundSettings(e: Env): InboundSettings | string[] {
  if (e.INBOUND_SMTP_PORT !== undefined && !e.INBOUND_DOMAIN)
    return [
      'INBOUND_DOMAIN: set the domain the listener takes mail for (INBOUND_SMTP_PORT is set)',
    ];
  const imap = e.IMAP_URL ? parseImapUrl(e.IMAP_URL) : undefined;
  if (typeof imap === 'string') return [`IMAP_URL: ${imap}`];
  return {
    domain: e.INBOUND_DOMAIN?.toLowerCase(),
    smtpPort: e.INBOUND_SMTP_PORT,
    smtpHost: e.INBOUND_SMTP_HOST,
    maxBytes: e.INBOUND_MAX_BYTES,
    imap,
  };
}
