import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPOINTMENT_MESSAGES as M,
  BookingOptionsQuerySchema,
  BookingOptionsSchema,
  OWNER_ROLES,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { SessionTypes } from './session-types.store';

/** A person the public may book (active, owns enquiries, keeps hours): their name only. */
async function bookableName(db: Db, id: string) {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('user_availability as a', 'a.userId', 'u.id')
    .select(['u.id', 'u.fname', 'u.lname'])
    .where('u.id', '=', id)
    .where('u.status', '=', 'active')
    .where('u.userType', 'in', OWNER_ROLES)
    .executeTakeFirst();
  return row ? { _id: row.id, name: `${row.fname} ${row.lname}`.trim() } : null;
}

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
