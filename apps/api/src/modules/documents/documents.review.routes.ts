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
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import { now } from '../../lib/ids';
import { ownDocument, viewer } from './documents.access';
import { recordDocumentEvent } from './documents.events';
import { oneDocument } from './documents.read';

const DAY = 86_400_000;
const tags = ['documents'];
const params = IdParamsSchema;
const response = { 200: DocumentSchema };

const reread = async (db: Db, id: string): Promise<Document> => {
  const doc = await oneDocument(db, id);
  if (!doc) throw notFound(M.notFound);
  return doc;
};

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
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('documents')
          .set({ status, reason, reviewedBy: v.id, reviewedAt: at, updatedAt: at })
          .where('id', '=', doc.id)
          .execute();
        await recordDocumentEvent(trx, {
          documentId: doc.id,
          enquiryId: doc.enquiry,
          action: status === 'accepted' ? 'accept' : 'reject',
          by: { userId: v.id },
          reason,
        });
      });
      return reread(db, doc.id);
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
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('documents')
          .set({ deletedAt: at, deletedBy: v.id, updatedAt: at })
          .where('id', '=', doc.id)
          .execute();
        await recordDocumentEvent(trx, {
          documentId: doc.id,
          enquiryId: doc.enquiry,
          action: 'delete',
          by: { userId: v.id },
        });
      });
      return reread(db, doc.id);
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
      const at = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('documents')
          .set({ deletedAt: null, deletedBy: null, updatedAt: at })
          .where('id', '=', doc.id)
          .execute();
        await recordDocumentEvent(trx, {
          documentId: doc.id,
          enquiryId: doc.enquiry,
          action: 'restore',
          by: { userId: v.id },
        });
      });
      return reread(db, doc.id);
    },
  );
}
