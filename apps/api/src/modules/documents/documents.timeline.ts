import type { DocumentAction, DocumentEntry } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { fullName } from '../../lib/names';

/**
 * The timeline's lines about a student's documents: each upload, download, review,
 * delete and restore, who did it (staff, or the student through their link) and when.
 */
export async function documentEntries(db: Db, enquiryId: string): Promise<DocumentEntry[]> {
  const rows = await db
    .selectFrom('document_events as e')
    .innerJoin('documents as d', 'd.id', 'e.documentId')
    .innerJoin('document_types as t', 't.id', 'd.typeId')
    .leftJoin('users as u', 'u.id', 'e.by')
    .select(['e.id', 'e.at', 'e.by', 'e.linkId', 'e.action', 'e.reason', 'e.documentId'])
    .select(['d.fileName', 't.name as documentType', 'u.fname', 'u.lname'])
    .where('e.enquiryId', '=', enquiryId)
    .execute();
  return rows.map((r) => ({
    type: 'document',
    _id: r.id,
    at: r.at,
    by: r.by,
    byName: fullName(r.fname, r.lname),
    action: r.action as DocumentAction,
    documentId: r.documentId,
    documentType: r.documentType,
    fileName: r.fileName,
    reason: r.reason,
    byStudent: r.linkId !== null,
  }));
}
