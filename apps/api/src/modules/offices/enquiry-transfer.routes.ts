import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ENQUIRIES_PATH,
  EnquiryTransferResultSchema,
  EnquiryTransferSchema,
  IdParamsSchema,
  type Enquiry,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { runAsViewer } from '../../lib/scope/offices';
import { requireAuth } from '../../plugins/auth';
import type { EventBus } from '../events/event-bus';
import { transferEnquiry } from './enquiry-transfer';

const MOVED = 'Enquiry moved';
type Deps = { db: Db; bus: EventBus; get: (id: string) => Promise<Enquiry | undefined> };

/** POST /enquiries/:id/transfer: admins and managers move an enquiry to another office. */
export function enquiryTransferRoutes(parent: FastifyInstance, { db, bus, get }: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${ENQUIRIES_PATH}/:id/transfer`,
    {
      config: { access: ['admin', 'manager'] },
      schema: {
        tags: ['enquiries'],
        summary: 'Move an enquiry, with everything under it, to another office',
        params: IdParamsSchema,
        body: EnquiryTransferSchema,
        response: { 200: EnquiryTransferResultSchema },
      },
    },
    async (req) => {
      await transferEnquiry(db, bus, req.params.id, req.body, requireAuth(req).user._id);
      await bus.afterCommit();
      // Read as it now stands, even by a manager it has just left.
      const enquiry = await runAsViewer(null, () => get(req.params.id));
      return { message: MOVED, enquiry: enquiry! };
    },
  );
}
