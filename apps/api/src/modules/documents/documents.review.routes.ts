import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MESSAGES as M,
  DOCUMENT_TRASH_DAYS,
  DocumentReviewSchema,
  DocumentSchema,
  IdParamsSchema,
  PERMISSIONS,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/errors';
import { ownDocument, viewer } from './documents.access';
import { changeDocument } from './documents.change';

const DAY = 86_400_000;
const tags = ['documents'];
const params = IdParamsSchema;
const response = { 200: DocumentSchema };

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
