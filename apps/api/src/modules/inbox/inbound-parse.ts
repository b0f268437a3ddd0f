import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { sanitiseMailHtml } from './inbound-content';

/** One attachment of an inbound mail, as bytes. */
export type InboundFile = { fileName: string; bytes: Buffer };

/** A mail that came in, read: what filing and the record need, never the raw MIME. */
export type InboundMessage = {
  messageId: string;
  from: { address: string; name: string | null };
  /** Every address it was for: To, Cc, Delivered-To and the SMTP envelope's recipients. */
  recipients: string[];
  /** The To and Cc addresses alone (the student, for a counsellor's BCC copy). */
  addressedTo: string[];
  subject: string;
  text: string;
  html: string | null;
  inReplyTo: string | null;
  references: string[];
  sentAt: string | null;
  /** An auto-reply, out-of-office or list mail: filed, but nobody is told and nothing answers. */
  automatic: boolean;
  files: InboundFile[];
  /** Why the body is not what was sent (too large, unreadable MIME), if it is not. */
  note: string | null;
};

const MAX_TEXT = 200_000;
const ANGLE = /<[^<>\s]{1,480}>/g;
const lower = (a: string) => a.trim().toLowerCase();

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((a) => a.value)
    .flatMap((v) => (v.address ? [lower(v.address)] : []));

/** `Auto-Submitted` other than "no", `Precedence: bulk/junk/list`, or the common auto-reply marks. */
function isAutomatic(header: (name: string) => string | undefined): boolean {
  const auto = header('auto-submitted');
  if (auto && !/^\s*no\b/i.test(auto)) return true;
  if (/^\s*(bulk|junk|list)\b/i.test(header('precedence') ?? '')) return true;
  return header('x-autoreply') !== undefined || header('x-autorespond') !== undefined;
}

/** The message ids a header holds, `<…>` each. */
export const messageIds = (value: string | undefined | null) =>
  [...(value ?? '').matchAll(ANGLE)].map((m) => m[0]);

/** A mail without a Message-ID still is filed once: its id is the hash of its bytes. */
const idOf = (value: string | undefined, raw: Buffer) =>
  messageIds(value)[0] ?? `<${createHash('sha256').update(raw).digest('hex')}@no-message-id>`;

function fromParsed(p: ParsedMail, raw: Buffer, envelope: string[]): InboundMessage {
  const line = (name: string) => {
    const v = p.headers.get(name);
    return typeof v === 'string' ? v : v === undefined ? undefined : JSON.stringify(v);
  };
  const from = p.from?.value[0];
  const addressedTo = [...addresses(p.to), ...addresses(p.cc)];
  const delivered = p.headerLines
    .filter((h) => h.key === 'delivered-to' || h.key === 'x-original-to')
    .map((h) => lower(h.line.slice(h.line.indexOf(':') + 1)));
  return {
    messageId: idOf(p.messageId ? `<${p.messageId.replace(/^<|>$/g, '')}>` : undefined, raw),
    from: { address: lower(from?.address ?? ''), name: from?.name || null },
    recipients: [...new Set([...envelope.map(lower), ...addressedTo, ...delivered])],
    addressedTo,
    subject: (p.subject ?? '').slice(0, 1000),
    text: (p.text ?? '').slice(0, MAX_TEXT),
    html: typeof p.html === 'string' ? sanitiseMailHtml(p.html.slice(0, MAX_TEXT * 5)) : null,
    inReplyTo: messageIds(p.inReplyTo)[0] ?? null,
    references: messageIds(Array.isArray(p.references) ? p.references.join(' ') : p.references),
    sentAt: p.date && !Number.isNaN(p.date.getTime()) ? p.date.toISOString() : null,
    automatic: isAutomatic(line),
    files: p.attachments
      .filter((a) => !a.related)
      .map((a) => ({ fileName: a.filename ?? 'attachment', bytes: a.content })),
    note: null,
  };
}

/** The header block's lines by name (for mail mailparser cannot read, or too large to). */
function rawHeaders(raw: Buffer): Map<string, string> {
  const head =
    raw
      .subarray(0, 64 * 1024)
      .toString('latin1')
      .split(/\r?\n\r?\n/)[0] ?? '';
  const map = new Map<string, string>();
  for (const l of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = l.indexOf(':');
    if (i > 0 && !map.has(l.slice(0, i).toLowerCase()))
      map.set(l.slice(0, i).toLowerCase(), l.slice(i + 1).trim());
  }
  return map;
}

/** Kept as text: the headers that matter, and a note in place of (or with) the body. */
function asText(raw: Buffer, envelope: string[], note: string, body: string): InboundMessage {
  const h = rawHeaders(raw);
  const addr = (v: string | undefined) =>
    [...(v ?? '').matchAll(/[^\s<>,;"]+@[^\s<>,;"]+/g)].map((m) => lower(m[0]));
  const addressedTo = [...addr(h.get('to')), ...addr(h.get('cc'))];
  return {
    messageId: idOf(h.get('message-id'), raw),
    from: { address: addr(h.get('from'))[0] ?? '', name: null },
    recipients: [...new Set([...envelope.map(lower), ...addressedTo])],
    addressedTo,
    subject: (h.get('subject') ?? '').slice(0, 1000),
    text: `${note}${body ? `\n\n${body.slice(0, MAX_TEXT)}` : ''}`,
    html: null,
    inReplyTo: messageIds(h.get('in-reply-to'))[0] ?? null,
    references: messageIds(h.get('references')),
    sentAt: null,
    automatic: isAutomatic((n) => h.get(n)),
    files: [],
    note,
  };
}

/**
 * Reads raw RFC 822 bytes. Too large: only its headers are read, the body is not kept (the
 * listener refuses such mail before it arrives). Unreadable MIME: kept as text. Never throws.
 */
export async function parseInbound(
  raw: Buffer,
  opts: { maxBytes: number; envelope?: string[] },
): Promise<InboundMessage> {
  const envelope = opts.envelope ?? [];
  if (raw.length > opts.maxBytes) {
    const note = `This message (${raw.length} bytes) is over the limit of ${opts.maxBytes} bytes: its body and attachments were not kept.`;
    return asText(raw, envelope, note, '');
  }
  try {
    return fromParsed(await simpleParser(raw, { skipImageLinks: true }), raw, envelope);
  } catch {
    const body = raw
      .toString('utf8')
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n');
    return asText(raw, envelope, 'This message could not be read as MIME: kept as text.', body);
  }
}
