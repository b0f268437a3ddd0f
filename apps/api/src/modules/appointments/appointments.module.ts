import type { ModuleRegistration } from '../module';
import { appointmentRoutes } from './appointments.routes';
import { createAppointmentChanges } from './appointments.changes';
import { createAppointmentReads } from './appointments.read';
import { availabilityRoutes } from './availability.routes';
import { createBooking, type BookedHook } from './booking.service';
import { publicAppointmentRoutes } from './public.routes';
import { createSessionTypes } from './session-types.store';
import { createSlotFinder } from './slots.service';

/** Appointments: availability, session types, slots, booking (public and staff). */
export const appointmentsModule: ModuleRegistration = {
  name: 'appointments',
  register: (api, { handle, bus, enquiries, config }) => {
    const { db } = handle;
    const types = createSessionTypes(db);
    const find = createSlotFinder(db);
    const reads = createAppointmentReads(db);
    const onBooked: BookedHook[] = [];
    const booking = createBooking({
      handle,
      bus,
      enquiries,
      types,
      find,
      clock: Date.now,
      onBooked,
    });
    const changes = createAppointmentChanges(db, booking);
    availabilityRoutes(api, { db, types });
    publicAppointmentRoutes(api, {
      booking,
      changes,
      reads,
      types,
      find,
      publicRateLimit: config.publicFormRateLimit,
    });
    appointmentRoutes(api, { booking, changes, reads, enquiries });
  },
};
