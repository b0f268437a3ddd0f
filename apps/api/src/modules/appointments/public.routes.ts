import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPOINTMENT_MESSAGES as M,
  AppointmentBookedSchema,
  AppointmentBookSchema,
  AppointmentMoveSchema,
  AppointmentTokenParamsSchema,
  PublicAppointmentSchema,
  SLOTS_MAX_DAYS,
  SlotsQuerySchema,
  SlotsSchema,
  STUDENT_ROBOTS,
} from '@studydesk/contract';
import { badRequest, notFound } from '../../lib/errors';
import type { AppointmentChanges } from './appointments.changes';
import type { AppointmentReads } from './appointments.read';
import type { Booking } from './booking.service';
import type { SessionTypes } from './session-types.store';
import type { SlotFinder } from './slots.service';

const DAY_MS = 86_400_000;
type Deps = {
  booking: Booking;
  changes: AppointmentChanges;
  reads: AppointmentReads;
  types: SessionTypes;
  find: SlotFinder;
  publicRateLimit: number;
};

/** The public side: slots, booking, and the student's private link to their session. */
export function publicAppointmentRoutes(parent: FastifyInstance, deps: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['appointments'];
  // the same limit per address as the public enquiry form
  const config = {
    access: 'public' as const,
    rateLimit: { max: deps.publicRateLimit, timeWindow: '1 minute' },
  };

  app.get(
    '/public/slots',
    {
      config,
      schema: {
        tags,
        summary: 'The times that can be booked',
        querystring: SlotsQuerySchema,
        response: { 200: SlotsSchema },
      },
    },
    async (req) => {
      const [from, to] = [Date.parse(req.query.from), Date.parse(req.query.to)];
      if (to <= from) throw badRequest('To must be after From', { to: 'To must be after From' });
      if (to - from > SLOTS_MAX_DAYS * DAY_MS)
        throw badRequest(M.rangeTooWide, { to: M.rangeTooWide });
      const type = await deps.types.forBooking(req.query.type);
      if (!type) throw notFound(M.typeNotFound);
      const found = await deps.find({
        counsellor: req.query.counsellor,
        office: req.query.office,
        minutes: type.minutes,
        from,
        to,
      });
      const iso = (ms: number) => new Date(ms).toISOString();
      return {
        slots: found.map((s) => ({
          start: iso(s.start),
          end: iso(s.end),
          counsellor: s.counsellor,
          type: type.id,
        })),
      };
    },
  );

  app.post(
    '/public/appointments',
    {
      config,
      schema: {
        tags,
        summary: 'Book a session (finds or makes the enquiry)',
        body: AppointmentBookSchema,
        response: { 201: AppointmentBookedSchema },
      },
    },
    async (req, reply) => {
      const { website, ...input } = req.body;
      // the honeypot: a bot that filled the hidden field books nothing and learns nothing
      if (website) throw badRequest(M.notAvailable, { start: M.notAvailable });
      const { id, token } = await deps.booking.bookPublic({ ...input });
      const appointment = await deps.reads.publicView(id);
      return reply.status(201).send({ message: M.booked, token, appointment });
    },
  );

  const byToken = '/public/appointments/:token';
  const params = AppointmentTokenParamsSchema;
  const opened = async (token: string, reply: FastifyReply) => {
    // the student's own session: no cache keeps it, no search engine lists it
    reply.header('cache-control', 'no-store').header('x-robots-tag', STUDENT_ROBOTS);
    const id = await deps.reads.idOfToken(token);
    if (!id) throw notFound(M.invalidLink);
    return id;
  };
  const view = { 200: PublicAppointmentSchema };
  app.get(
    byToken,
    {
      config,
      schema: { tags, summary: 'The student\u2019s session, by its link', params, response: view },
    },
    async (req, reply) => deps.reads.publicView(await opened(req.params.token, reply)),
  );
  app.patch(
    byToken,
    {
      config,
      schema: {
        tags,
        summary: 'Move the session, by its link',
        params,
        body: AppointmentMoveSchema,
        response: view,
      },
    },
    async (req, reply) => {
      const id = await opened(req.params.token, reply);
      await deps.changes.move(id, req.body.start);
      return deps.reads.publicView(id);
    },
  );
  app.delete(
    byToken,
    {
      config,
      schema: { tags, summary: 'Cancel the session, by its link', params, response: view },
    },
    async (req, reply) => {
      const id = await opened(req.params.token, reply);
      await deps.changes.cancel(id);
      return deps.reads.publicView(id);
    },
  );
}
