import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database, OutboxRow } from '../../db/schema';
import { newId, now } from '../../lib/ids';
import type { LaterFile } from './attachments-later';

/** A mail to send: plain text, optionally a simple HTML version and extra headers. */
export type NewMail = {
  /** What the mail is, for the outbox list and metrics: 'ack', 'digest', 'reset', ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The name it comes from (the address is MAIL_FROM's); unset: MAIL_FROM's name. */
  fromName?: string;
  headers?: Record<string, string>;
  /** The enquiry it is about (its timeline), if any. */
  enquiryId?: string;
  /** The staff member it is for or from, if any. */
  userId?: string;
  /** Files sent with it (an invoice's PDF). */
  attachments?: MailAttachment[];
};
/** A file sent with a mail: its bytes, or what makes it when the mail goes (attachments-later). */
export type MailAttachment = { filename: string; contentType: string } & (
  { content: Buffer } | { later: LaterFile }
);

/** Attachments as the outbox keeps them: JSON, the bytes in base64; null when there are none. */
const storedAttachments = (files: MailAttachment[] | undefined) =>
  files?.length
    ? JSON.stringify(
        files.map((f) => ('content' in f ? { ...f, content: f.content.toString('base64') } : f)),
      )
    : null;

/** PostgreSQL channel the workers LISTEN on; a NOTIFY sent in a transaction arrives at commit. */
export const OUTBOX_CHANNEL = 'studydesk_outbox';

const wakers = new Set<() => void>();

/** Calls `fn` whenever mail is queued in this process; returns the unsubscribe. */
export function onMailQueued(fn: () => void): () => void {
  wakers.add(fn);
  return () => wakers.delete(fn);
}

/** A mail as the outbox row written for it at `at`. */
export const outboxRow = (mail: NewMail, at: string): OutboxRow => ({
  id: newId(),
  kind: mail.kind,
  toAddress: mail.to,
  replyTo: mail.replyTo ?? null,
  fromName: mail.fromName ?? null,
  subject: mail.subject,
  textBody: mail.text,
  htmlBody: mail.html ?? null,
  headers: mail.headers && Object.keys(mail.headers).length ? JSON.stringify(mail.headers) : null,
  attachments: storedAttachments(mail.attachments),
  enquiryId: mail.enquiryId ?? null,
  userId: mail.userId ?? null,
  state: 'waiting',
  attempts: 0,
  nextAttemptAt: at,
  lastError: null,
  claimedBy: null,
  claimedUntil: null,
  createdAt: at,
  sentAt: null,
});

/**
 * Writes mails to the outbox with `db`, the database or the caller's transaction (so a mail
 * exists exactly when what caused it does), and wakes the sender. On PostgreSQL the wake is a
 * NOTIFY, delivered to every process when the transaction commits. On SQLite the in-process
 * wake may come before the commit, but the worker's claim waits for the one connection, so it
 * runs after the commit and sees the mail. The worker's poll backs both up.
 */
export async function enqueueMails(db: Kysely<Database>, mails: NewMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const at = now();
  const rows = mails.map((m) => outboxRow(m, at));
  // 19 columns a row: 1,000 rows stay under both dialects' limits on bound values.
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('outbox')
      .values(rows.slice(i, i + 1000))
      .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_notify(${OUTBOX_CHANNEL}, '')`.execute(db);
  mailQueued();
  return rows.map((r) => r.id);
}

/** Wakes this process's sender: mail was queued (by enqueueMails, or a statement's own insert). */
export const mailQueued = () => setImmediate(() => wakers.forEach((wake) => wake()));

/** The outbox's columns a statement part writes (`attempts` takes its default, 0). */
const COLS = [
  'id',
  'kind',
  'toAddress',
  'replyTo',
  'fromName',
  'subject',
  'textBody',
  'htmlBody',
  'headers',
  'enquiryId',
  'userId',
  'state',
  'nextAttemptAt',
  'lastError',
  'claimedBy',
  'claimedUntil',
  'createdAt',
  'sentAt',
] as const;
const FILLED: readonly string[] = ['subject', 'textBody', 'htmlBody'];

/** Where a statement part's mails take a value not known when they were made. */
export type FillFrom = {
  /** The statement's CTE holding the rows the mails belong to. */
  cte: string;
  /** Its 1-based row number column, matched to each mail's `ord`. */
  ord: string;
  /** Its column whose value replaces `placeholder` in subject and bodies. */
  column: string;
  placeholder: string;
};

/**
 * Mail written inside a larger PostgreSQL statement (one round trip with what caused it, and
 * atomic with it), as enqueueMails writes it: CTEs `, outbox_in as (...)` and `, outbox_wake`
 * (the NOTIFY, sent at commit), which the statement's final select must cross join. Call
 * `mailQueued()` once the statement wrote.
 */
export function outboxStatementPart(mails: { ord: number; mail: NewMail }[], from: FillFrom) {
  const at = now();
  const rows = mails.map(({ ord, mail }) => ({ ...outboxRow(mail, at), ord: `${ord}` }));
  const cols = [...COLS, 'ord'] as const;
  const arrays = cols.map((c) => sql`${rows.map((r) => r[c] ?? null)}::text[]`);
  const value = (c: string) =>
    FILLED.includes(c)
      ? sql`replace(${sql.ref(`x.${c}`)}, ${from.placeholder}, ${sql.ref(`${from.cte}.${from.column}`)})`
      : sql.ref(`x.${c}`);
  const ctes = sql`, outbox_in as (
      insert into outbox (${sql.join(COLS.map((c) => sql.id(c)))})
      select ${sql.join(COLS.map(value))}
      from unnest(${sql.join(arrays)}) as x(${sql.join(cols.map((c) => sql.id(c)))})
        join ${sql.table(from.cte)} on ${sql.ref(`${from.cte}.${from.ord}`)} = x.ord::bigint
    ), outbox_wake as (select pg_notify(${OUTBOX_CHANNEL}, ''))`;
  return { ctes, joins: sql`cross join outbox_wake` };
}

/** Writes one mail to the outbox (see enqueueMails); returns its id. */
export async function enqueueMail(db: Kysely<Database>, mail: NewMail): Promise<string> {
  return (await enqueueMails(db, [mail]))[0]!;
}
