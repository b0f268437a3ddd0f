import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MESSAGES as M } from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { DocumentRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { mayWork, viewerOf, type Viewer } from '../applications/applications.access';

/*
 * Who may see a student's documents: whoever may work the student, as for their
 * applications: admins every student, a counsellor their own students and those of
 * nobody. Anyone else is answered as if the student or the document were not there (404), on
 * every route, reads and downloads alike; a student in the trash has no documents to show.
 */
export const viewer = (req: FastifyRequest): Viewer => viewerOf(requireAuth(req));

/** The student (a live enquiry) when this viewer may work them, else 404. */
export async function ownStudent(db: Db, v: Viewer, enquiryId: string): Promise<string> {
  const e = await db
    .selectFrom('enquiries')
    .select(['id', 'assignedTo'])
    .where('id', '=', enquiryId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!e || !mayWork(v, e.assignedTo)) throw notFound(M.studentNotFound);
  return e.id;
}

/**
 * A document (not purged) of a student this viewer may work, else 404. `deleted`: the trash's
 * (a deleted one) instead of a live one.
 */
export async function ownDocument(
  db: Db,
  v: Viewer,
  id: string,
  deleted = false,
): Promise<DocumentRow> {
  const row = await db
    .selectFrom('documents as d')
    .innerJoin('enquiries as e', 'e.id', 'd.enquiry')
    .selectAll('d')
    .select('e.assignedTo')
    .where('d.id', '=', id)
    .where('d.purgedAt', 'is', null)
    .where('d.deletedAt', deleted ? 'is not' : 'is', null)
    .where('e.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row || !mayWork(v, row.assignedTo)) throw notFound(M.notFound);
  const { assignedTo: _owner, ...doc } = row;
  return doc;
}
