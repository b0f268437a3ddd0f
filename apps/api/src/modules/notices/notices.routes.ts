import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NoticeListSchema,
  NOTICES_PATH,
  NoticesReadResultSchema,
  NoticesReadSchema,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { requireAuth } from '../../plugins/auth';
import { markNoticesRead, noticesOf } from './notices.repository';

/** GET /notices and PUT /notices/read: the bell's kept notices, its reader's own. */
export function noticesRoutes(parent: FastifyInstance, db: Db) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    NOTICES_PATH,
    {
      config: { access: 'session' },
      schema: {
        tags: ['notices'],
        summary: "The signed-in user's bell notices (a student's reply), newest first",
        description:
          'Kept 30 days, at most 50, of the offices the user sees; each marked read or not, with the count unread.',
        response: { 200: NoticeListSchema },
      },
    },
    async (req) => noticesOf(db, requireAuth(req).user._id),
  );
  app.put(
    `${NOTICES_PATH}/read`,
    {
      config: { access: 'session' },
      schema: {
        tags: ['notices'],
        summary: 'Mark bell notices read',
        description:
          'The given notices of the signed-in user, or all of them (`ids: "all"`); ids of anyone else’s change nothing.',
        body: NoticesReadSchema,
        response: { 200: NoticesReadResultSchema },
      },
    },
    async (req) => markNoticesRead(db, requireAuth(req).user._id, req.body.ids),
  );
}
