import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FEES_PATH,
  FeeCreateSchema,
  FeeListQuerySchema,
  FeeListSchema,
  FeeSchema,
  FeeUpdateSchema,
  IdParamsSchema,
  PERMISSIONS,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { createFeesRepository } from './fees.repository';

/** The price list: staff read it when they invoice; admins keep it. */
export function feesRoutes(parent: FastifyInstance, db: Db) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const repo = createFeesRepository(db);
  const tags = ['fees'];
  const write = { access: PERMISSIONS.fees.write };

  app.get(
    FEES_PATH,
    {
      config: { access: PERMISSIONS.fees.read },
      schema: {
        tags,
        summary: 'The price list, by name',
        querystring: FeeListQuerySchema,
        response: { 200: FeeListSchema },
      },
    },
    async (req) => {
      const data = await repo.list(req.query.active);
      return { data, total: data.length };
    },
  );
  app.post(
    FEES_PATH,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a service to the price list',
        body: FeeCreateSchema,
        response: { 201: FeeSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await repo.create(req.body)),
  );
  app.patch(
    `${FEES_PATH}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a price, its tax, or retire it (active: false)',
        params: IdParamsSchema,
        body: FeeUpdateSchema,
        response: { 200: FeeSchema },
      },
    },
    (req) => repo.update(req.params.id, req.body),
  );
}
