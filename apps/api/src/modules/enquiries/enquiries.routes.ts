import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EnquiryFiltersSchema,
  EnquiryPublicCreateSchema,
  EnquirySchema,
  EnquiryStaffCreateSchema,
  EnquiryStatusBodySchema,
  EnquiryUpdateSchema,
  IdParamsSchema,
  MESSAGES,
  PERMISSIONS,
  PublicEnquiryReceiptSchema,
  StatusChangeSchema,
  TotalCountSchema,
  can,
  enquiriesResource as r,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { notFound, parseOr400 } from '../../lib/errors';
import { registerCrudRoutes } from '../../lib/crud/routes';
import { assertAccess, requireAuth } from '../../plugins/auth';
import { newRecordOffice } from '../offices/offices.store';
import { assertOwner, enquiryOffice } from '../ownership/owners';
import { enquiriesDeskRoutes } from './enquiries.desk.routes';
import { enquiriesExportRoute } from './enquiries.export';
import { enquiriesDuplicateRoutes } from './enquiries.duplicates.routes';
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

  // One path for the public form and for staff logging a phone call or a walk-in: a request
  // carrying a bearer token is staff's (401/403 if the session cannot write enquiries).
  const staffCall = (req: FastifyRequest) => req.headers.authorization !== undefined;
  app.post(
    r.path,
    {
      config: {
        access: 'public',
        publicForm: EnquiryPublicCreateSchema,
        rateLimit: {
          max: publicRateLimit,
          timeWindow: '1 minute',
          allowList: (req) =>
            req.auth !== null && can(req.auth.user.userType, 'enquiries', 'write'),
        },
      },
      preValidation: async (req) => {
        if (staffCall(req)) assertAccess(req, write.access);
        req.body = parseOr400(
          staffCall(req) ? EnquiryStaffCreateSchema : EnquiryPublicCreateSchema,
          req.body,
        );
        return Promise.resolve();
      },
      // preValidation has parsed the body with the one schema that applies (the route has no
      // other part to validate): parsing it again against the union, failing the staff schema
      // first on every public form, only repeated it.
      validatorCompiler: () => (value: unknown) => ({ value }),
      // The answer is the public receipt or the staff's enquiry (it has an `_id`): checked
      // against that one, not against the union, which failed the enquiry's schema first.
      serializerCompiler: () => (data: unknown) =>
        JSON.stringify(
          (typeof data === 'object' && data !== null && '_id' in data
            ? EnquirySchema
            : PublicEnquiryReceiptSchema
          ).parse(data),
        ),
      schema: {
        tags,
        consumes: ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'],
        body: z.union([EnquiryStaffCreateSchema, EnquiryPublicCreateSchema]),
        response: { 201: z.union([EnquirySchema, PublicEnquiryReceiptSchema]) },
      },
    },
    async (req, reply) => {
      if ('source' in req.body) {
        const { office } = req.body;
        await assertOwner(db, req.body.assignedTo, () => newRecordOffice(db, office, true));
        return reply.status(201).send(await repo.createStaff(req.body, requireAuth(req).user._id));
      }
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
      await assertOwner(db, req.body.assignedTo, enquiryOffice(db, req.params.id));
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

  enquiriesDeskRoutes(app, { db, repo, found });
  enquiriesDuplicateRoutes(app, { db, repo, found });
}
