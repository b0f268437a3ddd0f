import { DOCUMENT_MESSAGES as M, ID_PATTERN, type Document } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { newId, now } from '../../lib/ids';
import type { Storage } from '../../plugins/storage';
import { convert } from './convert';
import { oneDocument } from './documents.read';
import { recordDocumentEvent, type DocumentActor } from './documents.events';
import { displayName } from './file-name';
import { sniff } from './sniff';
import { newStorageKey } from './storage-keys';

/** What storing a document needs: the database and the storage (its private area). */
export type DocumentDeps = { db: Db; storage: Storage };

export type StoreDocumentInput = {
  enquiryId: string;
  applicationId?: string | null;
  typeId: string;
  file: { bytes: Buffer; name: string };
  note?: string | null;
  /** Staff (`userId`), the student through their link (`linkId`) or by e-mail (`mailId`). */
  by: DocumentActor;
};

export { DOCUMENTS_AREA } from './storage-keys';

/**
 * The student, the type and the application, each live. Ids that cannot be ids are refused
 * before any query (a NUL byte is an error to PostgreSQL, not a miss), whoever calls this.
 */
async function checkReferences(db: Db, i: StoreDocumentInput) {
  if (!ID_PATTERN.test(i.enquiryId)) throw notFound(M.studentNotFound);
  if (!ID_PATTERN.test(i.typeId)) throw badRequest(M.typeNotFound, { type: M.typeNotFound });
  if (i.applicationId && !ID_PATTERN.test(i.applicationId))
    throw badRequest(M.applicationNotOfStudent, { application: M.applicationNotOfStudent });
  const student = await db
    .selectFrom('enquiries')
    .select('id')
    .where('id', '=', i.enquiryId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!student) throw notFound(M.studentNotFound);
  const type = await db
    .selectFrom('document_types')
    .select(['id', 'retiredAt'])
    .where('id', '=', i.typeId)
    .executeTakeFirst();
  if (!type) throw badRequest(M.typeNotFound, { type: M.typeNotFound });
  if (type.retiredAt) throw badRequest(M.typeRetired, { type: M.typeRetired });
  if (!i.applicationId) return;
  const app = await db
    .selectFrom('applications')
    .select('id')
    .where('id', '=', i.applicationId)
    .where('enquiry', '=', i.enquiryId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!app) throw badRequest(M.applicationNotOfStudent, { application: M.applicationNotOfStudent });
}

/**
 * Stores one uploaded document of a student, for staff's upload route and the
 * student's portal alike: checks the references, judges the bytes (sniff.ts: refused with a
 * 4xx saying why), converts (pictures re-encoded, HEIC to JPEG), writes the bytes to the
 * storage's private area under a random key, then the row and its timeline line in one
 * transaction. A refused file leaves nothing behind: no row, no object. Versions: an upload of
 * a type the student already has is one more document of that type; nothing is replaced.
 */
export async function storeDocument(deps: DocumentDeps, i: StoreDocumentInput): Promise<Document> {
  const { db, storage } = deps;
  await checkReferences(db, i);
  const name = displayName(i.file.name);
  const kind = sniff(i.file.bytes, name ?? '');
  const file = await convert(i.file.bytes, kind);
  const fileName =
    name === null
      ? `document.${file.extension}`
      : kind === 'heic'
        ? `${name.replace(/\.hei[cf]$/i, '')}.jpg`
        : name;
  const id = newId();
  const key = newStorageKey();
  await storage.private.put(key, file.bytes);
  const at = now();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('documents')
        .values({
          id,
          storageKey: key,
          enquiry: i.enquiryId,
          application: i.applicationId ?? null,
          typeId: i.typeId,
          fileName,
          contentType: file.contentType,
          size: file.bytes.length,
          note: i.note ?? null,
          status: 'awaiting',
          reason: null,
          uploadedBy: 'userId' in i.by ? i.by.userId : null,
          uploadedByLink: 'linkId' in i.by ? i.by.linkId : null,
          fromMail: 'mailId' in i.by ? i.by.mailId : null,
          reviewedBy: null,
          reviewedAt: null,
          deletedAt: null,
          deletedBy: null,
          purgedAt: null,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      await recordDocumentEvent(trx, {
        documentId: id,
        enquiryId: i.enquiryId,
        action: 'upload',
        by: i.by,
      });
    });
  } catch (err) {
    await storage.private.remove(key);
    throw err;
  }
  const doc = await oneDocument(db, id);
  if (!doc) throw notFound(M.notFound);
  return doc;
}
