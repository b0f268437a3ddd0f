import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPOINTMENT_MESSAGES as M,
  AvailabilityPutSchema,
  AvailabilitySchema,
  IdParamsSchema,
  MESSAGES,
  SessionTypeCreateSchema,
  SessionTypeListSchema,
  SessionTypeSchema,
  SessionTypeUpdateSchema,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { officesOfUsers } from '../offices/offices.store';
import { availabilityOf, bookablePerson, putAvailability } from './availability.store';
import type { SessionTypes } from './session-types.store';

/**
 * Whose hours the caller may read and set: their own; an admin anyone's; a manager those who
 * share an office with them (anyone else's answer 404, as a missing person's); nobody else.
 */
async function assertManages(db: Db, req: FastifyRequest, userId: string) {
  const me = requireAuth(req).user;
  if (!(await bookablePerson(db, userId))) throw notFound(M.userNotFound);
  if (me._id === userId || me.userType === 'admin') return;
  if (me.userType !== 'manager') throw forbidden(MESSAGES.forbidden);
  const theirs = (await officesOfUsers(db, [userId])).get(userId) ?? [];
  if (!theirs.some((o) => me.offices?.includes(o))) throw notFound(M.userNotFound);
}

export function availabilityRoutes(parent: FastifyInstance, deps: { db: Db; types: SessionTypes }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, types } = deps;
  const tags = ['appointments'];
  const path = '/users/:id/availability';
  const schema = { tags, params: IdParamsSchema, response: { 200: AvailabilitySchema } };

  app.get(
    path,
    { schema: { ...schema, summary: 'A person\u2019s weekly hours and time off' } },
    async (req) => {
      await assertManages(db, req, req.params.id);
      return (await availabilityOf(db, [req.params.id])).get(req.params.id)!;
    },
  );
  app.put(
    path,
    {
      schema: {
        ...schema,
        summary: 'Set a person\u2019s weekly hours and time off',
        body: AvailabilityPutSchema,
      },
    },
    async (req) => {
      await assertManages(db, req, req.params.id);
      return putAvailability(db, req.params.id, req.body);
    },
  );

  const admin = { access: ['admin' as const] };
  app.get(
    '/session-types',
    {
      schema: {
        tags,
        summary: 'Session types, retired ones too',
        response: { 200: SessionTypeListSchema },
      },
    },
    async () => ({ data: await types.list(true) }),
  );
  app.post(
    '/session-types',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a session type',
        body: SessionTypeCreateSchema,
        response: { 201: SessionTypeSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await types.create(req.body)),
  );
  app.patch(
    '/session-types/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change or retire a session type (active: false)',
        params: IdParamsSchema,
        body: SessionTypeUpdateSchema,
        response: { 200: SessionTypeSchema },
      },
    },
    async (req) => {
      const t = await types.update(req.params.id, req.body);
      if (!t) throw notFound(M.typeNotFound);
      return t;
    },
  );
}
