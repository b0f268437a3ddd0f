import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarFeedSchema, OWNER_ROLES } from '@studydesk/contract';
import { notFound } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import type { CalendarFeeds } from './calendar-feed';

const INVALID_FEED = 'This calendar feed address is not valid';

/** The signed-in person's feed address, and the feed itself by its token (calendar apps). */
export function calendarFeedRoutes(
  parent: FastifyInstance,
  deps: { feeds: CalendarFeeds; baseUrl: string; rateLimit: number },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['appointments'];
  app.post(
    '/users/me/calendar-feed',
    {
      config: { access: [...OWNER_ROLES] },
      schema: {
        tags,
        summary: 'A new private calendar feed address (the one before stops working)',
        response: { 201: CalendarFeedSchema },
      },
    },
    async (req, reply) => {
      const token = await deps.feeds.issue(requireAuth(req).user._id);
      return reply.status(201).send({ url: `${deps.baseUrl}/api/calendar/${token}.ics` });
    },
  );
  app.get(
    '/calendar/:token.ics',
    {
      config: { access: 'public', rateLimit: { max: deps.rateLimit, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A person\u2019s sessions as iCalendar, by their feed\u2019s token',
        params: z.object({ token: z.string() }),
        produces: ['text/calendar'],
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const ics = await deps.feeds.read(req.params.token);
      if (ics === null) throw notFound(INVALID_FEED);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
}
