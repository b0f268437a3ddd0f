import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MESSAGES as M,
  DocumentRequirementCreateSchema,
  DocumentRequirementSchema,
  DocumentRequirementsSchema,
  IdParamsSchema,
  PERMISSIONS,
  documentsResource,
  type DocumentRequirement,
  type RequirementPhase,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId, now } from '../../lib/ids';
import { requireAuth } from '../../plugins/auth';

const tags = ['documents'];
const path = documentsResource.requirementsPath;

/** Every rule with its type's and country's names, by country (every destination first), phase. */
async function listRequirements(db: Db, id?: string): Promise<DocumentRequirement[]> {
  let q = db
    .selectFrom('document_requirements as r')
    .innerJoin('document_types as t', 't.id', 'r.typeId')
    .leftJoin('countries as c', 'c.id', 'r.country')
    .select([
      'r.id',
      'r.country',
      'c.name as countryName',
      'r.phase',
      'r.typeId',
      't.name as typeName',
    ])
    .select('t.position')
    .orderBy('c.name')
    .orderBy('t.position');
  if (id) q = q.where('r.id', '=', id);
  return (await q.execute()).map((r) => ({
    _id: r.id,
    country: r.country ? { id: r.country, name: r.countryName ?? r.country } : null,
    phase: r.phase as RequirementPhase,
    type: { id: r.typeId, name: r.typeName },
  }));
}

async function checkReferences(db: Db, country: string | null, typeId: string) {
  const type = await db
    .selectFrom('document_types')
    .select(['id', 'retiredAt'])
    .where('id', '=', typeId)
    .executeTakeFirst();
  if (!type) throw badRequest(M.typeNotFound, { type: M.typeNotFound });
  if (type.retiredAt) throw badRequest(M.typeRetired, { type: M.typeRetired });
  if (country === null) return;
  const c = await db
    .selectFrom('countries')
    .select('id')
    .where('id', '=', country)
    .executeTakeFirst();
  if (!c) throw badRequest(M.countryNotFound, { country: M.countryNotFound });
}

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
    async (req, reply) => {
      const { country, phase, type } = req.body;
      await checkReferences(db, country, type);
      let q = db
        .selectFrom('document_requirements')
        .select('id')
        .where('phase', '=', phase)
        .where('typeId', '=', type);
      q = country === null ? q.where('country', 'is', null) : q.where('country', '=', country);
      if (await q.executeTakeFirst()) throw conflict(M.requirementExists);
      const id = newId();
      const row = {
        id,
        country,
        phase,
        typeId: type,
        createdAt: now(),
        createdBy: requireAuth(req).user._id,
      };
      // The unique index stands behind the check when two admins add the same rule at once.
      await db
        .insertInto('document_requirements')
        .values(row)
        .execute()
        .catch(() => {
          throw conflict(M.requirementExists);
        });
      const [made] = await listRequirements(db, id);
      if (!made) throw notFound(M.requirementNotFound); // removed meanwhile
      return reply.status(201).send(made);
    },
  );

  app.delete(
    `${path}/:id`,
    {
      config: write,
      schema: { tags, summary: 'Remove a checklist rule', params: IdParamsSchema },
    },
    async (req, reply) => {
      const r = await db
        .deleteFrom('document_requirements')
        .where('id', '=', req.params.id)
        .executeTakeFirst();
      if (Number(r.numDeletedRows) === 0) throw notFound(M.requirementNotFound);
      return reply.status(204).send();
    },
  );
}
