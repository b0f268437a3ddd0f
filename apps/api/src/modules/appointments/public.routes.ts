import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPOINTMENT_MESSAGES as M,
  AppointmentBookedSchema,
  AppointmentBookSchema,
  SLOTS_MAX_DAYS,
  SlotsQuerySchema,
  SlotsSchema,
} from '@studydesk/contract';
import { badRequest, notFound } from '../../lib/errors';
import { publicLinkRoutes, type PublicDeps } from './public-link.routes';

const DAY_MS = 86_400_000;

/** The public side: slots, booking, and the student's private link to their session. */
export function publicAppointmentRoutes(parent: FastifyInstance, deps: PublicDeps) {
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
          timeZone: s.timeZone,
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

  publicLinkRoutes(app, deps);
}
