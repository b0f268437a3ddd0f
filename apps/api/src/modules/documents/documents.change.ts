import type { Updateable } from 'kysely';
import { DOCUMENT_MESSAGES as M, type Document, type DocumentAction } from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { DocumentRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { now } from '../../lib/ids';
import { recordDocumentEvent } from './documents.events';
import { oneDocument } from './documents.read';

/**
 * Changes one document and puts the change on the student's timeline, together; answers the
 * document as it now is.
 */
export async function changeDocument(
  db: Db,
  doc: DocumentRow,
  /** the columns to change, given the change's time */
  set: (at: string) => Updateable<DocumentRow>,
  event: { action: DocumentAction; userId: string; reason?: string | null },
): Promise<Document> {
  const at = now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('documents')
      .set({ ...set(at), updatedAt: at })
      .where('id', '=', doc.id)
      .execute();
    await recordDocumentEvent(trx, {
      documentId: doc.id,
      enquiryId: doc.enquiry,
      action: event.action,
      by: { userId: event.userId },
      reason: event.reason,
    });
  });
  const changed = await oneDocument(db, doc.id);
  if (!changed) throw notFound(M.notFound);
  return changed;
}
