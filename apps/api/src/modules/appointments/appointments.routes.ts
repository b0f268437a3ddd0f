import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AppointmentCreateSchema,
  AppointmentListQuerySchema,
  AppointmentListSchema,
  AppointmentSchema,
  AppointmentUpdateSchema,
  IdParamsSchema,
  MESSAGES,
  OWNER_ROLES,
} from '@studydesk/contract';
import { notFound } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import type { EnquiriesRepository } from '../enquiries/enquiries.repository';
import type { AppointmentChanges } from './appointments.changes';
import type { AppointmentReads } from './appointments.read';
import type { Booking } from './booking.service';

type Deps = {
  booking: Booking;
  changes: AppointmentChanges;
  reads: AppointmentReads;
  enquiries: EnquiriesRepository;
};

/** Staff's calendar: sessions within their offices, booked for a student, checked in, held. */
export function appointmentRoutes(parent: FastifyInstance, deps: Deps) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { reads, changes } = deps;
  const tags = ['appointments'];
  const config = { access: [...OWNER_ROLES] };
  const one = { 200: AppointmentSchema };
  const byId = { tags, params: IdParamsSchema, response: one };

  app.get(
    '/appointments',
    {
      config,
      schema: {
        tags,
        summary: 'Sessions by start, within the reader\u2019s offices (a day or a week)',
        querystring: AppointmentListQuerySchema,
        response: { 200: AppointmentListSchema },
      },
    },
    async (req) => reads.list(req.query),
  );
  app.post(
    '/appointments',
    {
      config,
      schema: {
        tags,
        summary: 'Book a session for a student',
        body: AppointmentCreateSchema,
        response: { 201: AppointmentSchema },
      },
    },
    async (req, reply) => {
      // a student the caller cannot see is a missing one (the enquiry read is office-scoped)
      const student = await deps.enquiries.get(req.body.enquiry);
      if (!student) throw notFound(MESSAGES.enquiries.notFound);
      // no one named: someone free at the student's office
      const office = req.body.counsellor ? undefined : student.office;
      const { id } = await deps.booking.bookFor({ ...req.body, office }, requireAuth(req).user._id);
      return reply.status(201).send(await reads.get(id));
    },
  );
  app.get(
    '/appointments/:id',
    { config, schema: { ...byId, summary: 'One session' } },
    async (req) => reads.get(req.params.id),
  );
  app.patch(
    '/appointments/:id',
    {
      config,
      schema: {
        ...byId,
        summary: 'Move a session, check the student in, or mark it done or no-show',
        body: AppointmentUpdateSchema,
      },
    },
    async (req) => {
      await reads.get(req.params.id);
      if (req.body.start) await changes.move(req.params.id, req.body.start);
      if (req.body.status) await changes.setStatus(req.params.id, req.body.status);
      return reads.get(req.params.id);
    },
  );
  app.delete(
    '/appointments/:id',
    { config, schema: { ...byId, summary: 'Cancel a session' } },
    async (req) => {
      await reads.get(req.params.id);
      await changes.cancel(req.params.id);
      return reads.get(req.params.id);
    },
  );
}
