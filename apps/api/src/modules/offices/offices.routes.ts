import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  OFFICES_PATH,
  OfficeCreateSchema,
  OfficeListQuerySchema,
  OfficeListSchema,
  OfficeRetireQuerySchema,
  OfficeSchema,
  OfficeUpdateSchema,
  PERMISSIONS,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { createOfficesRepository } from './offices.repository';
import { forgetSessions } from '../users/sessions';

/** The agency's offices: every staff member reads them; admins add, change and retire them. */
export function officesRoutes(parent: FastifyInstance, db: Db) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const repo = createOfficesRepository(db);
  const tags = ['offices'];
  const read = { access: PERMISSIONS.offices.read };
  const write = { access: PERMISSIONS.offices.write };
  const path = OFFICES_PATH;
  const one = { 200: OfficeSchema };

  app.get(
    path,
    {
      config: read,
      schema: {
        tags,
        summary: 'Offices, by name',
        querystring: OfficeListQuerySchema,
        response: { 200: OfficeListSchema },
      },
    },
    async (req) => {
      const data = await repo.list(req.query.retired);
      return { data, total: data.length };
    },
  );
  app.post(
    path,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add an office',
        body: OfficeCreateSchema,
        response: { 201: OfficeSchema },
      },
    },
    async (req, reply) => {
      const office = await repo.create(req.body);
      forgetSessions(); // a second office turns on everyone's office UI (multiOffice)
      return reply.status(201).send(office);
    },
  );
  app.patch(
    `${path}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change an office',
        params: IdParamsSchema,
        body: OfficeUpdateSchema,
        response: one,
      },
    },
    (req) => repo.update(req.params.id, req.body),
  );
  app.delete(
    `${path}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Retire an office (moveTo: where its enquiries and people go)',
        params: IdParamsSchema,
        querystring: OfficeRetireQuerySchema,
        response: one,
      },
    },
    async (req) => {
      const office = await repo.retire(req.params.id, req.query.moveTo);
      forgetSessions(); // its people moved: their offices, and the scope, change now
      return office;
    },
  );
}
