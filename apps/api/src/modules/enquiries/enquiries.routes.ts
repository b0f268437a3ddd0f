import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EnquiryFiltersSchema,
  EnquiryPublicCreateSchema,
  EnquirySchema,
  EnquiryStatusBodySchema,
  EnquiryUpdateSchema,
  IdParamsSchema,
  MESSAGES,
  NewCountSchema,
  PERMISSIONS,
  PublicEnquiryReceiptSchema,
  StatusChangeSchema,
  TotalCountSchema,
  enquiriesResource as r,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { registerCrudRoutes } from '../../lib/crud/routes';
import { requireAuth } from '../../plugins/auth';
import { enquiriesExportRoute } from './enquiries.export';
import type { EnquiriesRepository } from './enquiries.repository';

type Deps = { db: Db; repo: EnquiriesRepository; publicRateLimit: number };

export function enquiriesRoutes(parent: FastifyInstance, { db, repo, publicRateLimit }: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const read = { access: PERMISSIONS.enquiries.read };
  const write = { access: PERMISSIONS.enquiries.write };
  const tags = ['enquiries'];
  const found = <T>(x: T | undefined): T => {
    if (x === undefined) throw notFound(MESSAGES.enquiries.notFound);
    return x;
  };
  enquiriesExportRoute(app, repo);

  registerCrudRoutes(app, {
    path: r.path,
    permission: 'enquiries',
    envelope: r.envelope,
    sortable: r.sortable,
    repo,
    schemas: {
      item: EnquirySchema,
      create: EnquiryPublicCreateSchema,
      update: EnquiryUpdateSchema,
      filters: EnquiryFiltersSchema,
    },
    notFoundMessage: MESSAGES.enquiries.notFound,
    only: ['list', 'get'],
    softDelete: { method: 'PATCH', url: `${r.path}/:id` },
  });

  app.post(
    r.path,
    {
      config: { access: 'public', rateLimit: { max: publicRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags,
        body: EnquiryPublicCreateSchema,
        response: { 201: PublicEnquiryReceiptSchema },
      },
    },
    async (req, reply) => {
      const { consent: _consent, website, ...input } = req.body;
      // The honeypot: people never see the field, form-filling bots do. Thank them, keep nothing.
      if (website)
        return reply
          .status(201)
          .send({ message: MESSAGES.enquiries.received, enqNo: 'ENQ-000000' });
      const e = await repo.createPublic(input);
      return reply.status(201).send({ message: MESSAGES.enquiries.received, enqNo: e.enqNo });
    },
  );

  app.put(
    `${r.path}/:id`,
    {
      config: write,
      schema: {
        tags,
        params: IdParamsSchema,
        body: EnquiryUpdateSchema,
        response: { 200: EnquirySchema },
      },
    },
    async (req) => {
      const { assignedTo } = req.body;
      if (assignedTo) {
        const user = await db
          .selectFrom('users')
          .select('id')
          .where('id', '=', assignedTo)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (!user)
          throw badRequest(MESSAGES.validation, { assignedTo: 'Choose an active staff member' });
      }
      return found(await repo.updateBy(req.params.id, req.body, requireAuth(req).user._id));
    },
  );

  app.put(
    `${r.path}/status/:id`,
    {
      config: write,
      schema: {
        tags,
        params: IdParamsSchema,
        body: EnquiryStatusBodySchema,
        response: { 200: EnquirySchema },
      },
    },
    async (req) =>
      found(await repo.setStatus(req.params.id, req.body.status, requireAuth(req).user._id)),
  );

  app.get(
    `${r.path}/:id/history`,
    {
      config: read,
      schema: { tags, params: IdParamsSchema, response: { 200: z.array(StatusChangeSchema) } },
    },
    async (req) => {
      found(await repo.get(req.params.id));
      return repo.history(req.params.id);
    },
  );

  app.get(
    `${r.path}/total/count`,
    { config: read, schema: { tags, response: { 200: TotalCountSchema } } },
    async () => ({ enquiry: await repo.count() }),
  );

  app.get(
    `${r.path}/new/count`,
    { config: read, schema: { tags, response: { 200: NewCountSchema } } },
    () => repo.newEnquiries(),
  );
}
