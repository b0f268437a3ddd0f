import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DocumentTypeCreateSchema,
  DocumentTypeListQuerySchema,
  DocumentTypeSchema,
  DocumentTypeUpdateSchema,
  DocumentTypesSchema,
  IdParamsSchema,
  PERMISSIONS,
  documentsResource,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { createDocumentTypes } from './document-types.repository';

const tags = ['documents'];
const path = documentsResource.typesPath;

/** Settings → Document types: admins add, rename and retire; staff read. */
export function documentTypesRoutes(parent: FastifyInstance, db: Db) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const types = createDocumentTypes(db);
  const read = { access: PERMISSIONS.documentTypes.read };
  const write = { access: PERMISSIONS.documentTypes.write };

  app.get(
    path,
    {
      config: read,
      schema: {
        tags,
        summary: 'Document types in order (retired ones with retired=true)',
        querystring: DocumentTypeListQuerySchema,
        response: { 200: DocumentTypesSchema },
      },
    },
    async (req) => ({ data: await types.list(Boolean(req.query.retired)) }),
  );

  app.post(
    path,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a document type (last in the list)',
        body: DocumentTypeCreateSchema,
        response: { 201: DocumentTypeSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await types.add(req.body.name)),
  );

  app.patch(
    `${path}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Rename a document type, retire it or bring it back',
        params: IdParamsSchema,
        body: DocumentTypeUpdateSchema,
        response: { 200: DocumentTypeSchema },
      },
    },
    (req) => types.update(req.params.id, req.body),
  );
}
