import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FollowUpCreateSchema,
  FollowUpFiltersSchema,
  FollowUpSchema,
  FollowUpUpdateSchema,
  IdParamsSchema,
  IdSchema,
  MESSAGES,
  PERMISSIONS,
  isoDate,
  followUpsResource as r,
  type FollowUp,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { registerCrudRoutes } from '../../lib/crud/routes';
import { badRequest, notFound } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import type { EnquiriesRepository } from '../enquiries/enquiries.repository';
import { followUpDeskRoutes } from './followups.desk.routes';
import { createFollowUpsRepository } from './followups.repository';

const Filters = FollowUpFiltersSchema.extend({ today: isoDate('Today').optional() });

export function followUpsRoutes(
  parent: FastifyInstance,
  handle: DbHandle,
  enquiries: EnquiriesRepository,
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const repo = createFollowUpsRepository(handle, enquiries);
  const found = (x: FollowUp | undefined): FollowUp => {
    if (!x) throw notFound(MESSAGES.followUps.notFound);
    return x;
  };
  const read = { access: PERMISSIONS.followUps.read };
  const write = { access: PERMISSIONS.followUps.write };
  const tags = ['followUps'];

  registerCrudRoutes(app, {
    path: r.path,
    permission: 'followUps',
    envelope: r.envelope,
    sortable: r.sortable,
    repo,
    schemas: {
      item: FollowUpSchema,
      create: FollowUpCreateSchema,
      update: FollowUpUpdateSchema,
      filters: Filters,
    },
    notFoundMessage: MESSAGES.followUps.notFound,
    only: ['list', 'get', 'remove'],
  });
  followUpDeskRoutes(app, { handle, enquiries, repo });

  app.post(
    r.path,
    {
      config: write,
      schema: { tags, body: FollowUpCreateSchema, response: { 201: FollowUpSchema } },
    },
    async (req, reply) => {
      if (!(await enquiries.get(req.body.enquiry)))
        throw badRequest(MESSAGES.validation, { enquiry: MESSAGES.enquiries.notFound });
      return reply
        .status(201)
        .send(found(await repo.save(null, req.body, requireAuth(req).user._id)));
    },
  );

  app.put(
    `${r.path}/:id`,
    {
      config: write,
      schema: {
        tags,
        params: IdParamsSchema,
        body: FollowUpUpdateSchema,
        response: { 200: FollowUpSchema },
      },
    },
    async (req) => found(await repo.save(req.params.id, req.body, requireAuth(req).user._id)),
  );

  app.get(
    `${r.path}/enqId/:enquiryId`,
    {
      config: read,
      schema: {
        tags,
        params: z.object({ enquiryId: IdSchema }),
        response: { 200: z.object({ data: z.array(FollowUpSchema), count: z.number().int() }) },
      },
    },
    async (req) => {
      const { items, total } = await repo.list({
        page: 1,
        limit: 100,
        order: 'desc',
        enquiry: req.params.enquiryId,
      });
      return { data: items, count: total };
    },
  );
}
