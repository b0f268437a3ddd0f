import { BOOK_SESSION_PATH } from '@studydesk/contract';
import { publicBase } from '../../config';
import type { ModuleRegistration } from '../module';
import { confirmationHook, createReminders } from './appointments.notify';
import { appointmentRoutes } from './appointments.routes';
import { createAppointmentChanges } from './appointments.changes';
import { createAppointmentReads } from './appointments.read';
import { availabilityRoutes } from './availability.routes';
import { createCalendarFeeds } from './calendar-feed';
import { calendarFeedRoutes } from './calendar-feed.routes';
import { createBooking, type BookedHook } from './booking.service';
import { publicOptionsRoutes } from './public-options.routes';
import { publicAppointmentRoutes } from './public.routes';
import { createSessionTypes } from './session-types.store';
import { createSlotFinder } from './slots.service';
import { createStaffBooking } from './staff-booking';

/** Appointments: availability, session types, slots, booking (public and staff). */
export const appointmentsModule: ModuleRegistration = {
  name: 'appointments',
  register: (api, { app, handle, bus, enquiries, config }) => {
    const { db } = handle;
    const types = createSessionTypes(db);
    const find = createSlotFinder(db);
    const reads = createAppointmentReads(db);
    // the student's page to move or cancel a session (a web page of its own)
    const onBooked: BookedHook[] = [
      confirmationHook(reads, `${publicBase(config)}${BOOK_SESSION_PATH}`),
    ];
    const deps = { handle, bus, enquiries, types, find, clock: Date.now, onBooked };
    const booking = createBooking(deps);
    const staff = createStaffBooking(deps, booking);
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
    publicOptionsRoutes(api, { db, types, publicRateLimit: config.publicFormRateLimit });
    appointmentRoutes(api, { booking, staff, changes, reads, enquiries });
    calendarFeedRoutes(api, {
      feeds: createCalendarFeeds(db),
      baseUrl: publicBase(config),
      rateLimit: config.publicFormRateLimit,
    });
    const reminders = createReminders(db, reads);
    reminders.start((err) => app.log.error({ err }, 'appointment reminders failed'));
    app.addHook('onClose', () => reminders.stop());
  },
};
