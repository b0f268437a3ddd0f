import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CallAttemptCreateSchema,
  CallAttemptListSchema,
  CallAttemptSchema,
  ContactConvertSchema,
  EnquirySchema,
  IdParamsSchema,
  MESSAGES,
  PERMISSIONS,
  contactsResource as r,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { notFound } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import type { EnquiriesRepository } from '../enquiries/enquiries.repository';
import type { EventBus } from '../events/event-bus';
import { contactExists, createCallBacks } from './contacts.callbacks';

type Deps = { handle: DbHandle; bus: EventBus; enquiries: EnquiriesRepository };

/** The call-back queue: attempts per call request, and Convert to enquiry. */
export function callBackRoutes(parent: FastifyInstance, { handle, bus, enquiries }: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const calls = createCallBacks(handle, bus, enquiries);
  const tags = ['contacts'];
  const exists = async (id: string) => {
    if (!(await contactExists(handle.db, id))) throw notFound(MESSAGES.contacts.notFound);
  };

  app.get(
    `${r.path}/:id/attempts`,
    {
      config: { access: PERMISSIONS.contacts.read },
      schema: {
        tags,
        summary: "A call request's attempts at calling back, newest first",
        params: IdParamsSchema,
        response: { 200: CallAttemptListSchema },
      },
    },
    async (req) => {
      await exists(req.params.id);
      return { data: await calls.attempts(req.params.id) };
    },
  );

  app.post(
    `${r.path}/:id/attempts`,
    {
      config: { access: PERMISSIONS.contacts.write },
      schema: {
        tags,
        summary: 'Log a try at calling back: outcome, note, next try',
        params: IdParamsSchema,
        body: CallAttemptCreateSchema,
        response: { 201: CallAttemptSchema },
      },
    },
    async (req, reply) => {
      const by = requireAuth(req).user._id;
      return reply.status(201).send(await calls.log(req.params.id, req.body, by));
    },
  );

  app.post(
    `${r.path}/:id/convert`,
    {
      config: { access: PERMISSIONS.contacts.write },
      schema: {
        tags,
        summary: 'Turn a call request into an enquiry (its attempts go with it) and close it',
        params: IdParamsSchema,
        body: ContactConvertSchema,
        response: { 201: EnquirySchema },
      },
    },
    async (req, reply) => {
      const by = requireAuth(req).user._id;
      const id = await calls.convert(req.params.id, req.body.category, by);
      const made = await enquiries.get(id);
      if (!made) throw notFound(MESSAGES.enquiries.notFound); // deleted at once by someone else
      return reply.status(201).send(made);
    },
  );
  return calls;
}
