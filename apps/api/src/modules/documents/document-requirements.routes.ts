import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DocumentRequirementCreateSchema,
  DocumentRequirementSchema,
  DocumentRequirementsSchema,
  IdParamsSchema,
  PERMISSIONS,
  documentsResource,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { requireAuth } from '../../plugins/auth';
import {
  addRequirement,
  listRequirements,
  removeRequirement,
} from './document-requirements.repository';

const tags = ['documents'];
const path = documentsResource.requirementsPath;

/** Settings → Document checklist: which types each country and phase require. */
export function documentRequirementsRoutes(parent: FastifyInstance, db: Db) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const read = { access: PERMISSIONS.documentTypes.read };
  const write = { access: PERMISSIONS.documentTypes.write };

  app.get(
    path,
    {
      config: read,
      schema: {
        tags,
        summary: 'The checklist rules: a document type per country and phase',
        response: { 200: DocumentRequirementsSchema },
      },
    },
    async () => ({ data: await listRequirements(db) }),
  );

  app.post(
    path,
    {
      config: write,
      schema: {
        tags,
        summary: 'Require a document type for a country (or every destination) from a phase on',
        body: DocumentRequirementCreateSchema,
        response: { 201: DocumentRequirementSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await addRequirement(db, req.body, requireAuth(req).user._id)),
  );

  app.delete(
    `${path}/:id`,
    {
      config: write,
      schema: { tags, summary: 'Remove a checklist rule', params: IdParamsSchema },
    },
    async (req, reply) => {
      await removeRequirement(db, req.params.id);
      return reply.status(204).send();
    },
  );
}
