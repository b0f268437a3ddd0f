import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_OPEN,
  ContactCreateSchema,
  ContactFiltersSchema,
  ContactSchema,
  ContactStatusBodySchema,
  IdParamsSchema,
  MESSAGES,
  PERMISSIONS,
  contactsResource as r,
  type Contact,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { createRepository, type Row } from '../../lib/crud/repository';
import { registerCrudRoutes } from '../../lib/crud/routes';
import { notFound } from '../../lib/errors';

export function contactsRoutes(parent: FastifyInstance, handle: DbHandle, publicRateLimit: number) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const repo = createRepository<Contact, Row, Row>(handle, {
    table: 'contacts',
    searchable: ['name', 'email', 'mobile', 'message'],
    sortable: r.sortable,
    defaultSort: r.defaultSort,
    filter: (qb, q) => {
      if (q.status === CONTACT_OPEN) return qb.where('status', '!=', 'closed');
      return typeof q.status === 'string' ? qb.where('status', '=', q.status) : qb;
    },
  });
  const write = { access: PERMISSIONS.contacts.write };
  const tags = ['contacts'];

  registerCrudRoutes(app, {
    path: r.path,
    permission: 'contacts',
    envelope: r.envelope,
    sortable: r.sortable,
    repo,
    schemas: {
      item: ContactSchema,
      create: ContactCreateSchema,
      update: ContactStatusBodySchema,
      filters: ContactFiltersSchema,
    },
    notFoundMessage: MESSAGES.contacts.notFound,
    only: ['list', 'get', 'remove'],
    count: true,
    removeAll: true,
  });

  app.post(
    r.path,
    {
      config: { access: 'public', rateLimit: { max: publicRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Ask for a call back (the public form)',
        consumes: ['application/json', 'multipart/form-data'],
        body: ContactCreateSchema,
        response: { 201: z.object({ message: z.string() }) },
      },
    },
    async (req, reply) => {
      const { website, ...input } = req.body;
      if (!website)
        await repo.create({ mobile: null, preferredTime: null, ...input, status: 'new' });
      return reply.status(201).send({ message: MESSAGES.contacts.received });
    },
  );

  app.put(
    `${r.path}/:id/status`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Change the status of a call request',
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParamsSchema,
        body: ContactStatusBodySchema,
        response: { 200: ContactSchema },
      },
    },
    async (req) => {
      const c = await repo.update(req.params.id, req.body);
      if (!c) throw notFound(MESSAGES.contacts.notFound);
      return c;
    },
  );
}
