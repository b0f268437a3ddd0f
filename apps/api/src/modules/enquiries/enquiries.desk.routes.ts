import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  NewCountSchema,
  PERMISSIONS,
  ReadMarkerBodySchema,
  TimelineSchema,
  enquiriesResource as r,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { requireAuth } from '../../plugins/auth';
import { createBell } from './enquiries.bell';
import type { EnquiriesRepository } from './enquiries.repository';
import { enquiryTimeline } from './enquiries.timeline';

type Deps = { db: Db; repo: EnquiriesRepository; found: <T>(x: T | undefined) => T };

/** The bell's per-user count and read marker, and an enquiry's timeline. */
export function enquiriesDeskRoutes(parent: FastifyInstance, { db, repo, found }: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const read = { access: PERMISSIONS.enquiries.read };
  const tags = ['enquiries'];
  const bell = createBell(db);

  app.get(
    `${r.path}/new/count`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Count new enquiries this user has not seen',
        response: { 200: NewCountSchema },
      },
    },
    (req) => bell.unread(requireAuth(req).user._id),
  );

  app.put(
    `${r.path}/new/read`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Mark new enquiries as read for this user',
        body: ReadMarkerBodySchema,
        response: { 200: NewCountSchema },
      },
    },
    (req) => bell.markRead(requireAuth(req).user._id, req.body?.id),
  );

  app.get(
    `${r.path}/:id/timeline`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Timeline of an enquiry (status changes, follow-ups, edits), newest first',
        params: IdParamsSchema,
        response: { 200: TimelineSchema },
      },
    },
    async (req) => {
      found(await repo.get(req.params.id));
      return { data: await enquiryTimeline(db, repo, req.params.id) };
    },
  );
}
