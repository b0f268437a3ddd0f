import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPOINTMENT_MESSAGES as M,
  BookingOptionsQuerySchema,
  BookingOptionsSchema,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { bookableName } from './bookable.read';
import type { SessionTypes } from './session-types.store';

/**
 * What the booking page offers before any slot is asked for: the session types to pick from
 * and, on /book/<counsellor>, whose page it is. Nothing else of staff is public.
 */
export function publicOptionsRoutes(
  parent: FastifyInstance,
  deps: { db: Db; types: SessionTypes; publicRateLimit: number },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/public/booking-options',
    {
      config: {
        access: 'public' as const,
        rateLimit: { max: deps.publicRateLimit, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['appointments'],
        summary: 'The session types to book, and the counsellor asked for',
        querystring: BookingOptionsQuerySchema,
        response: { 200: BookingOptionsSchema },
      },
    },
    async (req) => {
      const asked = req.query.counsellor;
      const counsellor = asked === undefined ? null : await bookableName(deps.db, asked);
      if (asked !== undefined && !counsellor) throw notFound(M.counsellorNotFound);
      const types = (await deps.types.list()).map(({ _id, name, minutes, mode }) => ({
        _id,
        name,
        minutes,
        mode,
      }));
      return { types, counsellor };
    },
  );
}
