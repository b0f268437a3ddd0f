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
  RecordChangesSchema,
  contactsResource as r,
  type Contact,
} from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { whereOwner, withAssignee } from '../../lib/crud/owner';
import { officeField } from '../../lib/scope/offices';
import { createRepository, type Row } from '../../lib/crud/repository';
import { registerCrudRoutes } from '../../lib/crud/routes';
import { notFound } from '../../lib/errors';
import { readChanges, withOwnerNames } from '../../lib/history/read';
import { requireAuth } from '../../plugins/auth';
import { peopleSearch } from '../../lib/search/people';
import { queueOrder, sweepAttempts } from './contacts.callbacks';
import type { EventBus } from '../events/event-bus';
import { contactOwnerRoute } from './contacts.owner';
import { createPublicContact } from './contacts.create';

const assignee = withAssignee('contacts');

export function contactsRoutes(
  parent: FastifyInstance,
  { handle, bus, publicRateLimit }: { handle: DbHandle; bus: EventBus; publicRateLimit: number },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const repo = createRepository<Contact, Row, Row>(handle, {
    office: { column: 'contacts.officeId' },
    table: 'contacts',
    searchable: [],
    search: peopleSearch({ kind: 'contact', table: 'contacts', dialect: handle.dialect }),
    sortable: r.sortable,
    defaultSort: r.defaultSort,
    sorts: { queue: queueOrder },
    history: { kind: 'contact', enquiryOf: () => null, label: (row) => String(row.name) },
    ...assignee,
    toRecord: (row) => officeField(assignee.toRecord(row)) as Contact,
    filter: (qb, q) => {
      qb = whereOwner(qb, 'contacts.assignedTo', q);
      if (q.status === CONTACT_OPEN) return qb.where('contacts.status', '!=', 'closed');
      return typeof q.status === 'string' ? qb.where('contacts.status', '=', q.status) : qb;
    },
  });
  // A deleted request's attempts go with it, unless they moved to an enquiry.
  const [remove, removeAll] = [repo.remove.bind(repo), repo.removeAll.bind(repo)];
  repo.remove = (id, by) => remove(id, by).finally(() => sweepAttempts(handle.db));
  repo.removeAll = (by) => removeAll(by).finally(() => sweepAttempts(handle.db));
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
      config: {
        access: 'public',
        publicForm: ContactCreateSchema,
        rateLimit: { max: publicRateLimit, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'Ask for a call back (the public form)',
        consumes: ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'],
        body: ContactCreateSchema,
        response: { 201: z.object({ message: z.string() }) },
      },
    },
    async (req, reply) => {
      const { website, ...input } = req.body;
      // a filled honeypot is answered like a person, and nothing is kept
      if (!website) await createPublicContact(handle.db, input);
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
      const c = await repo.update(req.params.id, req.body, requireAuth(req).user._id);
      if (!c) throw notFound(MESSAGES.contacts.notFound);
      return c;
    },
  );

  app.get(
    `${r.path}/:id/history`,
    {
      config: { access: PERMISSIONS.contacts.read },
      schema: {
        tags,
        summary: 'What changed on a call request, field by field',
        params: IdParamsSchema,
        response: { 200: RecordChangesSchema },
      },
    },
    async (req) => {
      if (!(await repo.get(req.params.id))) throw notFound(MESSAGES.contacts.notFound);
      const changes = await readChanges(handle.db, { kind: 'contact', recordId: req.params.id });
      return { data: await withOwnerNames(handle.db, changes) };
    },
  );
  contactOwnerRoute(app, { db: handle.db, bus, repo });
  return repo;
}
