import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  IdParamsSchema,
  OUTBOX_MESSAGES,
  OutboxChangedSchema,
  OutboxListQuerySchema,
  OutboxListSchema,
  OutboxMessageSchema,
  PERMISSIONS,
  outboxResource,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { outboxAdmin } from './outbox.admin';
import type { OutboxWorker } from './outbox.worker';

/** GET /outbox, GET /outbox/:id, POST /outbox/:id/resend, DELETE /outbox/:id: admins only. */
export function outboxRoutes(parent: FastifyInstance, o: { db: Db; worker: OutboxWorker }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const admin = outboxAdmin(o.db);
  const tags = ['outbox'];
  const path = outboxResource.path;
  const read = { access: PERMISSIONS.outbox.read };
  const write = { access: PERMISSIONS.outbox.write };
  const changed = { 200: OutboxChangedSchema, 409: ApiErrorSchema };

  app.get(
    path,
    {
      config: read,
      schema: {
        tags,
        summary: 'The outbox, newest first (all, or one state)',
        querystring: OutboxListQuerySchema,
        response: { 200: OutboxListSchema },
      },
    },
    async (req) => ({ ...(await admin.list(req.query)), mailServer: o.worker.configured }),
  );

  app.get(
    `${path}/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: 'One mail with its message',
        params: IdParamsSchema,
        response: { 200: OutboxMessageSchema },
      },
    },
    (req) => admin.get(req.params.id),
  );

  app.post(
    `${path}/:id/resend`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Put a waiting, failed or cancelled mail back in line now',
        params: IdParamsSchema,
        response: changed,
      },
    },
    async (req) => {
      const mail = await admin.resend(req.params.id);
      o.worker.wake();
      return { message: OUTBOX_MESSAGES.resent, mail };
    },
  );

  app.delete(
    `${path}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Cancel a waiting or failed mail',
        params: IdParamsSchema,
        response: changed,
      },
    },
    async (req) => ({
      message: OUTBOX_MESSAGES.cancelled,
      mail: await admin.cancel(req.params.id),
    }),
  );
}
