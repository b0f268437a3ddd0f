import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactLogResultSchema,
  ContactLogSchema,
  FollowUpDoneSchema,
  FollowUpQueueQuerySchema,
  FollowUpQueueSchema,
  IdParamsSchema,
  PERMISSIONS,
  enquiriesResource,
  followUpsResource as r,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { requireAuth } from '../../plugins/auth';
import type { EnquiriesRepository } from '../enquiries/enquiries.repository';
import { createContactDesk } from './followups.contact';
import { createFollowUpQueue } from './followups.queue';
import type { FollowUpsRepository } from './followups.repository';

type Deps = { handle: DbHandle; enquiries: EnquiriesRepository; repo: FollowUpsRepository };

/** The follow-up work queue, Done, and Log contact on an enquiry. */
export function followUpDeskRoutes(parent: FastifyInstance, { handle, enquiries, repo }: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const desk = createContactDesk(handle, enquiries, repo);
  const queue = createFollowUpQueue(handle.db);
  const tags = ['followUps'];

  app.get(
    `${r.path}/queue`,
    {
      config: { access: PERMISSIONS.followUps.read },
      schema: {
        tags,
        summary: 'The follow-up work queue: overdue, today, upcoming, no date',
        querystring: FollowUpQueueQuerySchema,
        response: { 200: FollowUpQueueSchema },
      },
    },
    (req) => queue(req.query),
  );

  app.post(
    `${r.path}/:id/done`,
    {
      config: { access: PERMISSIONS.followUps.write },
      schema: {
        tags,
        summary: 'Mark a follow-up done, with its outcome and an optional next date',
        params: IdParamsSchema,
        body: FollowUpDoneSchema,
        response: { 200: ContactLogResultSchema },
      },
    },
    (req) => desk.done(req.params.id, req.body, requireAuth(req).user._id),
  );

  app.post(
    `${enquiriesResource.path}/:id/contact-log`,
    {
      config: { access: PERMISSIONS.enquiries.write },
      schema: {
        tags: ['enquiries'],
        summary: 'Log a contact with the person behind an enquiry',
        params: IdParamsSchema,
        body: ContactLogSchema,
        response: { 201: ContactLogResultSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await desk.log(req.params.id, req.body, requireAuth(req).user._id)),
  );
}
