import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPOINTMENT_MESSAGES as M,
  AppointmentMoveSchema,
  AppointmentTokenParamsSchema,
  PublicAppointmentSchema,
  STUDENT_ROBOTS,
} from '@studydesk/contract';
import { notFound } from '../../lib/errors';
import type { AppointmentChanges } from './appointments.changes';
import type { AppointmentReads } from './appointments.read';
import type { Booking } from './booking.service';
import type { SessionTypes } from './session-types.store';
import type { SlotFinder } from './slots.service';

export type PublicDeps = {
  booking: Booking;
  changes: AppointmentChanges;
  reads: AppointmentReads;
  types: SessionTypes;
  find: SlotFinder;
  publicRateLimit: number;
};

/**
 * The student's private link to their session: view, move, cancel. The token is looked up
 * before the body is read, so a bad link is the one 404 whatever is sent with it.
 */
export function publicLinkRoutes(parent: FastifyInstance, deps: PublicDeps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const opened = new WeakMap<FastifyRequest, string>();
  const options = {
    config: {
      access: 'public' as const,
      rateLimit: { max: deps.publicRateLimit, timeWindow: '1 minute' },
    },
    preValidation: async (req: FastifyRequest) => {
      const { token } = req.params as { token: string };
      const id = await deps.reads.idOfToken(token);
      if (!id) throw notFound(M.invalidLink);
      opened.set(req, id);
    },
    // the student's own session: no cache keeps it, no search engine lists it
    onRequest: (_req: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', STUDENT_ROBOTS);
      done();
    },
  };
  const idOf = (req: FastifyRequest) => opened.get(req)!;
  const path = '/public/appointments/:token';
  const schema = (summary: string) => ({
    tags: ['appointments'],
    summary,
    params: AppointmentTokenParamsSchema,
    response: { 200: PublicAppointmentSchema },
  });

  app.get(path, { ...options, schema: schema('The student\u2019s session, by its link') }, (req) =>
    deps.reads.publicView(idOf(req)),
  );
  app.patch(
    path,
    {
      ...options,
      schema: { ...schema('Move the session, by its link'), body: AppointmentMoveSchema },
    },
    async (req) => {
      // no one named: the student, through their link
      await deps.changes.move(idOf(req), req.body.start, null);
      return deps.reads.publicView(idOf(req));
    },
  );
  app.delete(
    path,
    { ...options, schema: schema('Cancel the session, by its link') },
    async (req) => {
      await deps.changes.cancel(idOf(req), null);
      return deps.reads.publicView(idOf(req));
    },
  );
}
