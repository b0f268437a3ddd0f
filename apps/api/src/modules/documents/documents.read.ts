import type { Document, DocumentStatus } from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { DocumentRow } from '../../db/schema';
import { fullName } from '../../lib/names';

type Joined = DocumentRow & {
  typeName: string;
  upFname: string | null;
  upLname: string | null;
  revFname: string | null;
  revLname: string | null;
};

const select = (db: Db) =>
  db
    .selectFrom('documents as d')
    .innerJoin('document_types as t', 't.id', 'd.typeId')
    .leftJoin('users as up', 'up.id', 'd.uploadedBy')
    .leftJoin('users as rev', 'rev.id', 'd.reviewedBy')
    .selectAll('d')
    .select(['t.name as typeName', 'up.fname as upFname', 'up.lname as upLname'])
    .select(['rev.fname as revFname', 'rev.lname as revLname']);

const toDocument = (r: Joined, version: number): Document => ({
  _id: r.id,
  enquiry: r.enquiry,
  application: r.application,
  type: { id: r.typeId, name: r.typeName },
  fileName: r.fileName,
  contentType: r.contentType as Document['contentType'],
  size: Number(r.size),
  note: r.note,
  status: r.status as DocumentStatus,
  reason: r.reason,
  version,
  uploadedBy: r.fromMail
    ? { student: true, fromEmail: true }
    : r.uploadedByLink !== null
      ? { student: true }
      : { id: r.uploadedBy ?? '', name: fullName(r.upFname, r.upLname) },
  reviewedBy: r.reviewedBy ? { id: r.reviewedBy, name: fullName(r.revFname, r.revLname) } : null,
  reviewedAt: r.reviewedAt,
  createdAt: r.createdAt,
  deletedAt: r.deletedAt,
});

/**
 * Every document of a student, deleted ones included (purged ones not), newest first, each
 * numbered among those of its type (1 = the first uploaded): versions keep their numbers when a
 * later one is deleted.
 */
export async function studentDocuments(db: Db, enquiryId: string): Promise<Document[]> {
  const rows = await select(db)
    .where('d.enquiry', '=', enquiryId)
    .where('d.purgedAt', 'is', null)
    .orderBy('d.createdAt', 'asc')
    .orderBy('d.id', 'asc')
    .execute();
  const seen = new Map<string, number>();
  const docs = rows.map((r) => {
    const version = (seen.get(r.typeId) ?? 0) + 1;
    seen.set(r.typeId, version);
    return toDocument(r, version);
  });
  return docs.reverse();
}

/** One document as the API answers it (with its version), or undefined. */
export async function oneDocument(db: Db, id: string): Promise<Document | undefined> {
  const row = await db
    .selectFrom('documents')
    .select('enquiry')
    .where('id', '=', id)
    .where('purgedAt', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return (await studentDocuments(db, row.enquiry)).find((d) => d._id === id);
}
