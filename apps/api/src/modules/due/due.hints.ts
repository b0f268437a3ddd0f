import type { FastifyInstance } from 'fastify';
import type { EventType } from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { EventBus } from '../events/event-bus';

/**
 * Writes that change someone's Due tab, by route. Attempts and conversions announce themselves
 * in their own transaction; these routes belong to other modules, so their event follows the
 * write (docs/DECISIONS.md): it only tells open bells to ask GET /due again.
 */
const HINTS: Readonly<Record<string, EventType>> = {
  'POST /api/followUp': 'followUpChanged',
  'PUT /api/followUp/:id': 'followUpChanged',
  'DELETE /api/followUp/:id': 'followUpChanged',
  'POST /api/followUp/:id/done': 'followUpChanged',
  'POST /api/enquiries/:id/contact-log': 'followUpChanged',
  'PUT /api/enquiries/:id': 'followUpChanged',
  'PATCH /api/enquiries/:id': 'followUpChanged',
  'PUT /api/contact/:id/status': 'callBackChanged',
  'DELETE /api/contact/:id': 'callBackChanged',
  'DELETE /api/contact': 'callBackChanged',
};

/** After a successful write on one of the routes above, its hint event (never failing it). */
export function dueHints(app: FastifyInstance, db: Db, bus: EventBus) {
  app.addHook('onSend', async (req, reply, payload) => {
    const type = HINTS[`${req.method} ${req.routeOptions.url ?? ''}`];
    if (!type || reply.statusCode >= 300) return payload;
    await db
      .transaction()
      .execute((trx) => bus.append(trx, type, {}))
      .then(bus.afterCommit)
      .catch((err: unknown) => req.log.warn({ err }, 'could not announce a Due change'));
    return payload;
  });
}
