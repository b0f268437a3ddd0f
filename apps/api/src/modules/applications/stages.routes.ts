import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicationStageSchema,
  ApplicationStagesSchema,
  PERMISSIONS,
  StageCreateSchema,
  StageKeyParamsSchema,
  StageListQuerySchema,
  StageOrderSchema,
  StageUpdateSchema,
  applicationStagesResource as r,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { createStageSettings } from './stages.settings';
import { listStages } from './stages.store';

/** Settings → Application stages: admins add, rename, reorder, retire and bring back stages. */
export function stagesRoutes(parent: FastifyInstance, db: Db) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const settings = createStageSettings(db);
  const read = { access: PERMISSIONS.applicationStages.read };
  const write = { access: PERMISSIONS.applicationStages.write };
  const tags = ['applicationStages'];
  const one = { 200: ApplicationStageSchema };
  const params = StageKeyParamsSchema;

  app.get(
    r.path,
    {
      config: read,
      schema: {
        tags,
        summary: 'The stages in board order (retired ones with ?retired=true)',
        querystring: StageListQuerySchema,
        response: { 200: ApplicationStagesSchema },
      },
    },
    async (req) => ({ data: await listStages(db, req.query.retired === true) }),
  );

  // Before the add: the fuzz test's valid order names the stages as they were seeded.
  app.put(
    `${r.path}/order`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Reorder the stages',
        body: StageOrderSchema,
        response: { 200: ApplicationStagesSchema },
      },
    },
    async (req) => ({ data: await settings.reorder(req.body.keys) }),
  );

  app.post(
    r.path,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a stage (placed after its phase)',
        body: StageCreateSchema,
        response: { 201: ApplicationStageSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await settings.add(req.body)),
  );

  app.patch(
    `${r.path}/:key`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Rename a stage, or say whether it needs a note',
        params,
        body: StageUpdateSchema,
        response: one,
      },
    },
    (req) => settings.update(req.params.key, req.body),
  );

  app.delete(
    `${r.path}/:key`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Retire a stage (refused while applications are in it)',
        params,
        response: one,
      },
    },
    (req) => settings.retire(req.params.key),
  );

  app.post(
    `${r.path}/:key/restore`,
    {
      config: write,
      schema: { tags, summary: 'Bring a retired stage back', params, response: one },
    },
    (req) => settings.restore(req.params.key),
  );
}
