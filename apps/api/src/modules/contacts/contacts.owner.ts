import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactSchema,
  IdParamsSchema,
  MESSAGES,
  OwnerBodySchema,
  PERMISSIONS,
  contactsResource as r,
  type Contact,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { now } from '../../lib/ids';
import { requireAuth } from '../../plugins/auth';
import type { EventBus } from '../events/event-bus';
import { changeOwner } from '../ownership/assignment';
import { assertOwner, contactOffice } from '../ownership/owners';

type Deps = { db: Db; bus: EventBus; repo: { get: (id: string) => Promise<Contact | undefined> } };

/** PUT /contact/{id}/owner {assignedTo}: gives a call request to someone (or nobody). */
export function contactOwnerRoute(parent: FastifyInstance, { db, bus, repo }: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.put(
    `${r.path}/:id/owner`,
    {
      config: { access: PERMISSIONS.contacts.write },
      schema: {
        tags: ['contacts'],
        summary: 'Give a call request to someone of its office (or to nobody)',
        consumes: ['application/json', 'multipart/form-data'],
        params: IdParamsSchema,
        body: OwnerBodySchema,
        response: { 200: ContactSchema },
      },
    },
    async (req) => {
      const to = req.body.assignedTo;
      await assertOwner(db, to, contactOffice(db, req.params.id));
      const by = requireAuth(req).user._id;
      const found = await db.transaction().execute(async (trx) => {
        const cur = await trx
          .selectFrom('contacts')
          .select(['id', 'name', 'assignedTo', 'createdAt'])
          .select((eb) =>
            eb
              .selectFrom('contact_attempts')
              .select((a) => a.fn.min('at').as('at'))
              .whereRef('contactId', '=', 'contacts.id')
              .as('firstTry'),
          )
          .where('id', '=', req.params.id)
          .executeTakeFirst();
        if (!cur || cur.assignedTo === to) return Boolean(cur);
        await trx
          .updateTable('contacts')
          .set({ assignedTo: to, updatedAt: now() })
          .where('id', '=', cur.id)
          .execute();
        const change = {
          kind: 'contact' as const,
          id: cur.id,
          no: null,
          name: cur.name,
          receivedAt: cur.createdAt,
          firstContactAt: cur.firstTry ?? null,
        };
        await changeOwner(trx, bus, { ...change, from: cur.assignedTo, to, by });
        return true;
      });
      await bus.afterCommit();
      const c = found ? await repo.get(req.params.id) : undefined;
      if (!c) throw notFound(MESSAGES.contacts.notFound);
      return c;
    },
  );
}
