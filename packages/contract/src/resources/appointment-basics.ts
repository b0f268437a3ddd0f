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

/** What the enquiry's timeline says of a session: its booking, a move, and each status after. */
export const SESSION_EVENTS = [
  'booked',
  'rescheduled',
  'checked-in',
  'done',
  'no-show',
  'cancelled',
] as const;
export type SessionEvent = (typeof SESSION_EVENTS)[number];

/** Sessions start on the quarter-hour and last whole quarter-hours. */
export const SLOT_GRID_MINUTES = 15;
/** The widest range of slots one request may ask for. */
export const SLOTS_MAX_DAYS = 31;
/** How long before a session it can still be booked or moved to. */
export const BOOKING_NOTICE_MINUTES = 120;

/** The booking pages: /book, /book/<counsellor>, and a session's private link /book/session/<token>. */
export const BOOK_PAGE_PATH = '/book';
export const BOOK_SESSION_PATH = '/book/session';

export const APPOINTMENT_MESSAGES = {
  booked: 'Your session is booked: we have sent the details by e-mail',
  taken: 'That time has just been taken: please choose another',
  notAvailable: 'That time is not available: please choose one of the times offered',
  tooSoon: `Sessions can be booked at least ${BOOKING_NOTICE_MINUTES / 60} hours ahead`,
  rangeTooWide: `Ask for at most ${SLOTS_MAX_DAYS} days of times at once`,
  invalidLink: 'This booking link is not valid',
  notFound: 'Appointment not found',
  closed: 'This session is already over or cancelled',
  typeNotFound: 'Session type not found',
  counsellorNotFound: 'Counsellor not found',
  overlaps: 'The counsellor already has a session at that time: choose another time',
  inThePast: 'Choose a time to come: that time has passed',
  userNotFound: 'User not found',
} as const;
