import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DOCUMENT_FILE_FIELD,
  DOCUMENT_MESSAGES as M,
  DOCUMENT_TRASH_DAYS,
  DocumentFileQuerySchema,
  DocumentListQuerySchema,
  DocumentSchema,
  DocumentUploadSchema,
  DocumentsAnswerSchema,
  IdParamsSchema,
  PERMISSIONS,
  enquiriesResource,
} from '@studydesk/contract';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { studentChecklist } from './checklist.load';
import { ownDocument, ownStudent, viewer } from './documents.access';
import { recordDocumentEvent } from './documents.events';
import { sendDocument } from './documents.file';
import { studentDocuments } from './documents.read';
import { documentReviewRoutes } from './documents.review.routes';
import { toReviewRoutes } from './documents.to-review';
import { documentUploads } from './documents.upload';
import { storeDocument, type DocumentDeps } from './store-document';

export type DocumentRoutesDeps = DocumentDeps & { maxBytes: number };
const DAY = 86_400_000;
const tags = ['documents'];
const read = { access: PERMISSIONS.documents.read };
const write = { access: PERMISSIONS.documents.write };

/** A student's documents: upload, list with the checklist, download. */
export function documentsRoutes(parent: FastifyInstance, deps: DocumentRoutesDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = deps;
  const student = `${enquiriesResource.path}/:id/documents`;

  app.post(
    student,
    {
      config: { ...write, uploads: documentUploads(deps.maxBytes) },
      schema: {
        tags,
        summary: 'Upload a document of a student (multipart: file, type, application, note)',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        body: DocumentUploadSchema,
        response: { 201: DocumentSchema },
      },
    },
    async (req, reply) => {
      const enquiryId = await ownStudent(db, viewer(req), req.params.id);
      const bytes = req.uploads?.[DOCUMENT_FILE_FIELD];
      if (!bytes) throw badRequest(M.fileMissing, { file: M.fileMissing });
      const doc = await storeDocument(deps, {
        enquiryId,
        applicationId: req.body.application ?? null,
        typeId: req.body.type,
        file: { bytes, name: req.uploadNames?.[DOCUMENT_FILE_FIELD] ?? '' },
        note: req.body.note || null,
        by: { userId: viewer(req).id },
      });
      return reply.status(201).send(doc);
    },
  );

  app.get(
    student,
    {
      config: read,
      schema: {
        tags,
        summary: "A student's documents, newest first, and their checklist",
        params: IdParamsSchema,
        querystring: DocumentListQuerySchema,
        response: { 200: DocumentsAnswerSchema },
      },
    },
    async (req) => {
      const v = viewer(req);
      const enquiryId = await ownStudent(db, v, req.params.id);
      if (req.query.deleted && v.role !== 'admin') throw forbidden(M.trashAdminOnly);
      const all = await studentDocuments(db, enquiryId);
      const since = new Date(Date.now() - DOCUMENT_TRASH_DAYS * DAY).toISOString();
      const data = req.query.deleted
        ? all.filter((d) => d.deletedAt !== null && d.deletedAt > since)
        : all.filter((d) => d.deletedAt === null);
      return { data, checklist: await studentChecklist(db, enquiryId, all) };
    },
  );

  app.get(
    '/documents/:id/file',
    {
      config: read,
      // Sent as stored: its length is known, and PDFs, pictures and .docx compress no further.
      compress: false,
      schema: {
        tags,
        summary: "A document's file (a download; `inline=true` shows a picture or PDF)",
        params: IdParamsSchema,
        querystring: DocumentFileQuerySchema,
      },
    },
    async (req, reply) => {
      const v = viewer(req);
      const doc = await ownDocument(db, v, req.params.id);
      const file = await storage.private.open(doc.storageKey);
      if (!file) throw notFound(M.notFound);
      await recordDocumentEvent(db, {
        documentId: doc.id,
        enquiryId: doc.enquiry,
        action: 'download',
        by: { userId: v.id },
      });
      return sendDocument(reply, doc, file, req.query.inline === true);
    },
  );

  documentReviewRoutes(app, db);
  toReviewRoutes(app, db);
}
