import { INBOX_MESSAGES as M } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { now } from '../../lib/ids';
import { scopeOffice, visibleOffices } from '../../lib/scope/offices';
import { fileAttachments, replyNotice, tellOwner, type IngestDeps } from './ingest';
import { parseInbound } from './inbound-parse';

/**
 * Unmatched mail the current viewer may see: of their offices, and mail that names no office
 * (written to no office's address): any manager may file that, or it would wait for an admin.
 */
export const unmatched = (db: Db) => {
  const offices = visibleOffices();
  return db
    .selectFrom('inbound_mails')
    .where('enquiryId', 'is', null)
    .where('dismissedAt', 'is', null)
    .$if(offices !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('officeId', 'is', null),
          eb('officeId', 'in', offices!.length ? offices! : ['']),
        ]),
      ),
    );
};

/**
 * Files an unmatched mail on an enquiry by hand: both must be the viewer's to see (else 404,
 * as missing). The owner is told as for a mail filed by itself, and the attachments kept
 * with the message go through the upload checks into the student's file.
 */
export async function fileByHand(deps: IngestDeps, mailId: string, enquiryId: string, by: string) {
  const { db } = deps;
  const mail = await unmatched(db).selectAll().where('id', '=', mailId).executeTakeFirst();
  if (!mail) throw notFound(M.notFound);
  const e = await scopeOffice(db.selectFrom('enquiries'), 'officeId')
    .select(['id', 'email', 'officeId'])
    .where('id', '=', enquiryId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!e) throw notFound(M.enquiryNotFound);
  const filed = {
    ...mail,
    enquiryId: e.id,
    officeId: e.officeId,
    filedBy: 'hand',
    filedByUser: by,
    filedAt: now(),
    unverified: mail.direction === 'in' && e.email.toLowerCase() !== mail.fromAddress ? 1 : 0,
    rawKey: null,
  };
  const notice = await replyNotice(db, filed);
  const done = await db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('inbound_mails')
      .set(filed)
      .where('id', '=', mailId)
      .where('enquiryId', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return false;
    if (notice) await tellOwner(trx, deps.bus, notice, e.officeId);
    return true;
  });
  if (!done) throw notFound(M.notFound);
  if (notice) await deps.bus.afterCommit();
  if (mail.rawKey)
    await keptFiles(deps, { id: mailId, enquiryId: e.id, subject: mail.subject }, mail.rawKey);
  return { _id: mailId, enquiry: e.id };
}

/**
 * Lets an unmatched mail go (spam, a newsletter): the row stays, marked, so the same
 * Message-ID arriving again is not filed; the message kept for its attachments is removed.
 * 404 for a mail the viewer may not see or no longer waiting.
 */
export async function dismiss(deps: IngestDeps, mailId: string) {
  const mail = await unmatched(deps.db)
    .select('rawKey')
    .where('id', '=', mailId)
    .executeTakeFirst();
  if (!mail) throw notFound(M.notFound);
  const r = await deps.db
    .updateTable('inbound_mails')
    .set({ dismissedAt: now(), rawKey: null })
    .where('id', '=', mailId)
    .where('enquiryId', 'is', null)
    .where('dismissedAt', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 0) throw notFound(M.notFound);
  if (mail.rawKey) await deps.storage.private.remove(mail.rawKey);
  return { _id: mailId, message: M.dismissed };
}

/** The attachments of a message kept as it came, stored now; then the message is let go. */
async function keptFiles(
  deps: IngestDeps,
  row: { id: string; enquiryId: string; subject: string },
  key: string,
) {
  const file = await deps.storage.private.open(key);
  if (!file) return;
  const chunks: Buffer[] = [];
  for await (const c of file.body) chunks.push(c as Buffer);
  const m = await parseInbound(Buffer.concat(chunks), { maxBytes: deps.inbound.maxBytes });
  await fileAttachments(deps, row, m);
  await deps.storage.private.remove(key);
}
