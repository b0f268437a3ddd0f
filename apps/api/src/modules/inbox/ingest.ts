import { REPLY_EVENT, type ReplyNotice } from '@studydesk/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { InboundMailRow } from '../../db/schema-inbox';
import { newId, now } from '../../lib/ids';
import { fullName } from '../../lib/names';
import type { EventBus } from '../events/event-bus';
import { keepReplyNotice } from '../notices/notices.repository';
import { splitQuoted } from './inbound-content';
import type { InboundSettings } from './inbound-config';
import { fileInbound, type Filing } from './inbound-filing';
import { newRawKey, storeMailFiles, type FileDeps } from './inbound-files';
import { parseInbound, type InboundMessage } from './inbound-parse';

export type IngestDeps = FileDeps & { bus: EventBus; inbound: InboundSettings };
export type Ingested = { id: string; duplicate: boolean; enquiryId: string | null };

const rowOf = (id: string, m: InboundMessage, f: Filing, rawKey: string | null): InboundMailRow => {
  const { reply, quoted } = splitQuoted(m.text);
  const at = now();
  return {
    id,
    messageId: m.messageId.slice(0, 500),
    enquiryId: f.enquiryId,
    officeId: f.officeId,
    filedBy: f.filedBy,
    filedByUser: null,
    filedAt: f.enquiryId ? at : null,
    direction: f.direction,
    unverified: f.unverified ? 1 : 0,
    automatic: m.automatic ? 1 : 0,
    fromAddress: m.from.address.slice(0, 320),
    fromName: m.from.name?.slice(0, 200) ?? null,
    toAddress: m.addressedTo.join(', ').slice(0, 1000),
    subject: m.subject,
    textBody: reply,
    quotedText: quoted,
    htmlBody: m.html,
    inReplyTo: m.inReplyTo?.slice(0, 500) ?? null,
    references: m.references.join(' ') || null,
    refused: null,
    rawKey,
    sentAt: m.sentAt,
    createdAt: at,
    dismissedAt: null,
    attachments: m.files.length ? JSON.stringify(m.files.map((f) => f.fileName)) : null,
  };
};

/** The owner's bell notice of a reply: "Reply from <sender>" (none for a BCC copy or an auto-reply). */
export async function replyNotice(db: Db, row: InboundMailRow): Promise<ReplyNotice | null> {
  if (!row.enquiryId || row.direction !== 'in' || row.automatic) return null;
  const e = await db
    .selectFrom('enquiries')
    .select(['enqNo', 'fName', 'lName', 'assignedTo'])
    .where('id', '=', row.enquiryId)
    .executeTakeFirst();
  if (!e?.assignedTo) return null;
  return {
    enquiry: row.enquiryId,
    no: e.enqNo,
    name: row.fromName ?? fullName(e.fName, e.lName) ?? row.fromAddress,
    mail: row.id,
    subject: row.subject,
    to: e.assignedTo,
    at: row.createdAt,
  };
}

/** Tells the owner, in the filing's transaction: the live event, and the notice kept for reloads. */
export async function tellOwner(
  trx: Transaction<Database>,
  bus: EventBus,
  n: ReplyNotice,
  officeId: string | null,
) {
  await bus.append(trx, REPLY_EVENT, n);
  await keepReplyNotice(trx, n, officeId);
}

/**
 * The one way mail comes in (SMTP listener, IMAP, tests): raw RFC 822 bytes read (never a
 * crash: too large or unreadable mail is kept as text), filed by the first rule that matches
 * (inbound-filing), written once per Message-ID, with the owner's bell notice in the same
 * transaction; then its attachments go through the upload checks into the student's file.
 * A reply is the student's activity: it does not stop the speed-to-lead clock (no contact).
 */
export async function ingestMail(
  deps: IngestDeps,
  raw: Buffer,
  envelope?: string[],
): Promise<Ingested> {
  const m = await parseInbound(raw, { maxBytes: deps.inbound.maxBytes, envelope });
  const seen = await deps.db
    .selectFrom('inbound_mails')
    .select(['id', 'enquiryId'])
    .where('messageId', '=', m.messageId.slice(0, 500))
    .executeTakeFirst();
  if (seen) return { ...seen, duplicate: true };
  const filing = await fileInbound(deps.db, m, deps.inbound.domain);
  const keep = !filing.enquiryId && m.files.length > 0 ? newRawKey() : null;
  if (keep) await deps.storage.private.put(keep, raw);
  const row = rowOf(newId(), m, filing, keep);
  const notice = await replyNotice(deps.db, row);
  const inserted = await deps.db.transaction().execute(async (trx) => {
    const r = await trx
      .insertInto('inbound_mails')
      .values(row)
      .onConflict((oc) => oc.column('messageId').doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    if (notice) await tellOwner(trx, deps.bus, notice, row.officeId);
    return true;
  });
  if (!inserted) {
    if (keep) await deps.storage.private.remove(keep);
    return { id: row.id, duplicate: true, enquiryId: filing.enquiryId };
  }
  if (notice) await deps.bus.afterCommit();
  if (row.enquiryId) await fileAttachments(deps, { ...row, enquiryId: row.enquiryId }, m);
  return { id: row.id, duplicate: false, enquiryId: row.enquiryId };
}

/** Stores a filed mail's attachments and records the ones refused. */
export async function fileAttachments(
  deps: FileDeps,
  row: { id: string; enquiryId: string; subject: string },
  m: InboundMessage,
): Promise<void> {
  if (m.files.length === 0) return;
  const refused = await storeMailFiles(deps, row, m.files);
  if (refused.length)
    await deps.db
      .updateTable('inbound_mails')
      .set({ refused: JSON.stringify(refused) })
      .where('id', '=', row.id)
      .execute();
}
