import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MESSAGES as M,
  DOCUMENT_TRASH_DAYS,
  DocumentReviewSchema,
  DocumentSchema,
  IdParamsSchema,
  PERMISSIONS,
  type Document,
  type DocumentAction,
} from '@studydesk/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { DocumentRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { now } from '../../lib/ids';
import { ownDocument, viewer } from './documents.access';
import { recordDocumentEvent } from './documents.events';
import { oneDocument } from './documents.read';

const DAY = 86_400_000;
const tags = ['documents'];
const params = IdParamsSchema;
const response = { 200: DocumentSchema };

/**
 * Changes one document and puts the change on the student's timeline, together; answers the
 * document as it now is.
 */
async function changeDocument(
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

/** Review (accept, reject with a reason), delete and restore one document. */
export function documentReviewRoutes(app: FastifyInstance, db: Db) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const write = { access: PERMISSIONS.documents.write };

  typed.patch(
    '/documents/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Accept a document, or reject it with a reason the student sees',
        params,
        body: DocumentReviewSchema,
        response,
      },
    },
    async (req) => {
      const v = viewer(req);
      const doc = await ownDocument(db, v, req.params.id);
      const { status } = req.body;
      const reason = status === 'rejected' ? (req.body.reason ?? null) : null;
      const action = status === 'accepted' ? 'accept' : 'reject';
      const set = (at: string) => ({ status, reason, reviewedBy: v.id, reviewedAt: at });
      return changeDocument(db, doc, set, { action, userId: v.id, reason });
    },
  );

  typed.delete(
    '/documents/:id',
    {
      config: write,
      schema: {
        tags,
        summary: `Delete a document (an admin can restore it for ${DOCUMENT_TRASH_DAYS} days)`,
        params,
        response,
      },
    },
    async (req) => {
      const v = viewer(req);
      const doc = await ownDocument(db, v, req.params.id);
      const set = (at: string) => ({ deletedAt: at, deletedBy: v.id });
      return changeDocument(db, doc, set, { action: 'delete', userId: v.id });
    },
  );

  typed.post(
    '/documents/:id/restore',
    {
      config: { access: ['admin'] as const },
      schema: { tags, summary: 'Restore a deleted document (admins)', params, response },
    },
    async (req) => {
      const v = viewer(req);
      const doc = await ownDocument(db, v, req.params.id, true);
      if (Date.parse(doc.deletedAt ?? '') < Date.now() - DOCUMENT_TRASH_DAYS * DAY)
        throw conflict(M.restoreExpired);
      const set = () => ({ deletedAt: null, deletedBy: null });
      return changeDocument(db, doc, set, { action: 'restore', userId: v.id });
    },
  );
}
