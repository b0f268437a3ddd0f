import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AppointmentCreateSchema,
  AppointmentListQuerySchema,
  AppointmentListSchema,
  AppointmentMadeSchema,
  AppointmentSchema,
  AppointmentUpdateSchema,
  AppointmentWalkInSchema,
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
import type { StaffBooking } from './staff-booking';

type Deps = {
  booking: Booking;
  staff: StaffBooking;
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
  // a student the caller cannot see is a missing one (the enquiry read is office-scoped)
  const studentOf = async (id: string) => {
    const student = await deps.enquiries.get(id);
    if (!student) throw notFound(MESSAGES.enquiries.notFound);
    return student;
  };
  const made = async (r: { id: string; outsideHours: boolean }) => ({
    ...(await reads.get(r.id)),
    outsideHours: r.outsideHours,
  });
  app.post(
    '/appointments',
    {
      config,
      schema: {
        tags,
        summary: 'Book a session for a student (a counsellor named: any time to come)',
        body: AppointmentCreateSchema,
        response: { 201: AppointmentMadeSchema },
      },
    },
    async (req, reply) => {
      const student = await studentOf(req.body.enquiry);
      const by = requireAuth(req).user._id;
      const { counsellor } = req.body;
      if (counsellor) {
        const ask = { ...req.body, counsellor, office: student.office };
        return reply.status(201).send(await made(await deps.staff.book(ask, by)));
      }
      // no one named: someone free at the student's office, by the public rules
      const { id } = await deps.booking.bookFor({ ...req.body, office: student.office }, by);
      return reply.status(201).send(await made({ id, outsideHours: false }));
    },
  );
  app.post(
    '/appointments/walk-in',
    {
      config,
      schema: {
        tags,
        summary: 'A student at the desk: a session from now, checked in',
        body: AppointmentWalkInSchema,
        response: { 201: AppointmentMadeSchema },
      },
    },
    async (req, reply) => {
      const student = await studentOf(req.body.enquiry);
      const by = requireAuth(req).user._id;
      const counsellor = req.body.counsellor ?? student.assignedTo ?? by;
      const ask = { ...req.body, counsellor, office: student.office };
      return reply.status(201).send(await made(await deps.staff.walkIn(ask, by)));
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
      const by = requireAuth(req).user._id;
      if (req.body.start) await changes.move(req.params.id, req.body.start, by);
      if (req.body.status) await changes.setStatus(req.params.id, req.body.status, by);
      return reads.get(req.params.id);
    },
  );
  app.delete(
    '/appointments/:id',
    { config, schema: { ...byId, summary: 'Cancel a session' } },
    async (req) => {
      await reads.get(req.params.id);
      await changes.cancel(req.params.id, requireAuth(req).user._id);
      return reads.get(req.params.id);
    },
  );
}
