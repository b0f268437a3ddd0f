// Appointments' constants, apart from their schemas: the staff screens read them without zod.
export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const SESSION_MODES = ['online', 'office'] as const;
export const APPOINTMENT_STATUSES = [
  'booked',
  'checked-in',
  'done',
  'no-show',
  'cancelled',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Sessions start on the quarter-hour and last whole quarter-hours. */
export const SLOT_GRID_MINUTES = 15;
/** The widest range of slots one request may ask for. */
export const SLOTS_MAX_DAYS = 31;
/** How long before a session it can still be booked or moved to. */
export const BOOKING_NOTICE_MINUTES = 120;
