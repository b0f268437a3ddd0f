import { z } from 'zod';
import { RecordMetaSchema } from '../common/list';
import {
  blankToNull,
  dateTime,
  email,
  honeypot,
  id,
  mobile,
  numeric,
  oneOf,
  optionalText,
  text,
} from '../common/fields';
import { ianaTimeZone } from '../common/time-zones';
import {
  APPOINTMENT_STATUSES,
  SESSION_MODES,
  SLOT_GRID_MINUTES,
  WEEK_DAYS,
} from './appointment-basics';

/*
 * Appointments: each person's weekly hours and time off, session types, the slots the public
 * books from, and the sessions booked. Times of day are wall-clock times in the office's time
 * zone; instants are UTC ISO timestamps.
 */
export * from './appointment-basics';

const clock = (label: string) =>
  z
    .string(`${label} is required`)
    .regex(
      /^([01]\d|2[0-3]):(00|15|30|45)$/,
      `${label} must be a time on the quarter-hour (HH:MM)`,
    );

export const WeeklyHoursSchema = z
  .object({
    day: oneOf('Day', WEEK_DAYS),
    from: clock('From'),
    to: clock('To'),
    /** The office whose time zone and rooms the hours are in; unset: the person's first. */
    office: id('Office').optional(),
  })
  .refine((h) => h.to > h.from, { path: ['to'], message: 'To must be after From' });

/** A stretch away (leave, a fair abroad); the reason is for colleagues, never the student. */
export const TimeOffSchema = z
  .object({ from: dateTime('From'), to: dateTime('To'), reason: optionalText('Reason', 200) })
  .refine((t) => t.to > t.from, { path: ['to'], message: 'To must be after From' });

export const AvailabilityPutSchema = z.object({
  weekly: z.array(WeeklyHoursSchema, 'Weekly must be a list').max(70, 'At most 70 entries'),
  timeOff: z.array(TimeOffSchema, 'Time off must be a list').max(200).optional(),
});
export type AvailabilityPut = z.infer<typeof AvailabilityPutSchema>;
export const AvailabilitySchema = z.object({
  weekly: z.array(
    z.object({ day: z.enum(WEEK_DAYS), from: z.string(), to: z.string(), office: z.string() }),
  ),
  timeOff: z.array(z.object({ from: z.string(), to: z.string(), reason: z.string().optional() })),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

export const SessionTypeSchema = RecordMetaSchema.extend({
  name: z.string(),
  minutes: z.number().int(),
  mode: z.enum(SESSION_MODES),
  meetingLink: z.string().nullable(),
  active: z.boolean(),
});
export type SessionType = z.infer<typeof SessionTypeSchema>;
// a numeral as well as a number, and '' as no link: the staff form sends what its inputs hold
const minutes = numeric(
  'Minutes',
  z
    .number('Minutes must be a number')
    .int('Minutes must be a whole number')
    .min(15, 'At least 15 minutes')
    .max(240, 'At most 240 minutes')
    .refine((m) => m % SLOT_GRID_MINUTES === 0, 'Minutes must be a whole number of quarter-hours'),
);
const meetingLink = blankToNull(
  z.url('Meeting link must be a web address').max(500, 'At most 500 characters'),
).nullable();
export const SessionTypeCreateSchema = z.object({
  name: text('Name', 80),
  minutes,
  mode: oneOf('Mode', SESSION_MODES),
  meetingLink: meetingLink.optional(),
});
export const SessionTypeUpdateSchema = SessionTypeCreateSchema.partial().extend({
  active: z.boolean('Active must be true or false').optional(),
});
export type SessionTypeCreate = z.infer<typeof SessionTypeCreateSchema>;
export type SessionTypeUpdate = z.infer<typeof SessionTypeUpdateSchema>;
export const SessionTypeListSchema = z.object({ data: z.array(SessionTypeSchema) });

export const SlotsQuerySchema = z.object({
  counsellor: id('Counsellor').optional(),
  type: id('Type').optional(),
  /** Only the hours kept at this office (a branch's own booking page). */
  office: id('Office').optional(),
  from: dateTime('From'),
  to: dateTime('To'),
});
export const SlotSchema = z.object({
  start: z.string(),
  end: z.string(),
  counsellor: z.string(),
  type: z.string(),
  /** The office's time zone: the booking page shows each time in it beside the visitor's. */
  timeZone: z.string(),
});
export type Slot = z.infer<typeof SlotSchema>;
export const SlotsSchema = z.object({ slots: z.array(SlotSchema) });

/** What the booking page offers: the active session types, and the counsellor it is for. */
export const BookingOptionsQuerySchema = z.object({ counsellor: id('Counsellor').optional() });
export const BookingOptionsSchema = z.object({
  types: z.array(SessionTypeSchema.pick({ _id: true, name: true, minutes: true, mode: true })),
  counsellor: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type BookingOptions = z.infer<typeof BookingOptionsSchema>;

/** The time zone the student reads their times in; unset: the office's. */
const studentZone = ianaTimeZone().optional();

/** The public booking: the public form's person, and the slot taken. */
export const AppointmentBookSchema = z.object({
  fName: text('First name', 100),
  lName: text('Last name', 100),
  email: email(),
  mobile: mobile(),
  consent: z.literal(true, 'Please agree to be contacted about your booking'),
  counsellor: id('Counsellor').optional(),
  type: id('Type').optional(),
  office: id('Office').optional(),
  start: dateTime('Start'),
  timeZone: studentZone,
  website: honeypot(),
});
export type AppointmentBook = z.infer<typeof AppointmentBookSchema>;
export const AppointmentMoveSchema = z.object({ start: dateTime('Start') });

/** What the student's private link shows of their session. */
export const PublicAppointmentSchema = z.object({
  start: z.string(),
  end: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  type: z.object({ name: z.string(), minutes: z.number(), mode: z.enum(SESSION_MODES) }),
  meetingLink: z.string().nullable(),
  counsellor: z.string(),
  office: z.object({ name: z.string(), address: z.string().nullable(), timeZone: z.string() }),
  timeZone: z.string(),
  /** Whom and what to ask other times of, to move the session (GET /public/slots). */
  counsellorId: z.string(),
  typeId: z.string(),
});
export type PublicAppointment = z.infer<typeof PublicAppointmentSchema>;
/** The 201: the session, and its private link's token (also sent by mail). */
export const AppointmentBookedSchema = z.object({
  message: z.string(),
  token: z.string(),
  appointment: PublicAppointmentSchema,
});
export const AppointmentTokenParamsSchema = z.object({ token: z.string().max(200) });

export const AppointmentSchema = RecordMetaSchema.extend({
  enquiry: z.string(),
  counsellor: z.string(),
  type: z.string(),
  office: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  timeZone: z.string(),
  checkedInAt: z.string().nullable(),
  /** The student's name and the office's, with the session: a calendar asks once, not per row. */
  studentName: z.string(),
  officeName: z.string(),
  /** The office's time zone: staff read a session's time on the office's clock. */
  officeZone: z.string(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;
export const AppointmentCreateSchema = z.object({
  enquiry: id('Enquiry'),
  counsellor: id('Counsellor').optional(),
  type: id('Type').optional(),
  start: dateTime('Start'),
  timeZone: studentZone,
});
/** A staff booking's 201: the session, and whether it lies outside the counsellor's hours. */
export const AppointmentMadeSchema = AppointmentSchema.extend({ outsideHours: z.boolean() });
export type AppointmentMade = z.infer<typeof AppointmentMadeSchema>;
/** A student at the desk: a session from now, checked in (unnamed: the student's owner, else the caller). */
export const AppointmentWalkInSchema = z.object({
  enquiry: id('Enquiry'),
  counsellor: id('Counsellor').optional(),
  type: id('Type').optional(),
});
export type AppointmentWalkIn = z.infer<typeof AppointmentWalkInSchema>;
export const AppointmentUpdateSchema = z.object({
  start: dateTime('Start').optional(),
  status: oneOf('Status', APPOINTMENT_STATUSES).optional(),
});
export const AppointmentListQuerySchema = z.object({
  /** One student's sessions (the sessions section of their record). */
  enquiry: id('Enquiry').optional(),
  from: dateTime('From').optional(),
  to: dateTime('To').optional(),
  counsellor: id('Counsellor').optional(),
  office: id('Office').optional(),
  status: oneOf('Status', APPOINTMENT_STATUSES).optional(),
});
export const AppointmentListSchema = z.object({
  data: z.array(AppointmentSchema),
  total: z.number().int(),
});

/** POST /users/me/calendar-feed: the person's new feed address (the one before stops working). */
export const CalendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** A session of today in the bell's Due tab and the morning digest. */
export const DueSessionSchema = z.object({
  _id: z.string(),
  enquiry: z.string(),
  name: z.string(),
  type: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
});
export type DueSession = z.infer<typeof DueSessionSchema>;
