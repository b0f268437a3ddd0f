/* The appointment tables (migration 046); times are ISO timestamps in UTC. */
type Meta = { id: string; createdAt: string; updatedAt: string };

export type SessionTypeRow = Meta & {
  name: string;
  minutes: number;
  /** 'online' (a meeting link) or 'office' (at the office of the hours booked). */
  mode: string;
  meetingLink: string | null;
  retiredAt: string | null;
};
/** A person's weekly hours and time off, each a JSON array as the contract has them. */
export type UserAvailabilityRow = {
  userId: string;
  weekly: string;
  timeOff: string;
  updatedAt: string;
};
export type AppointmentRow = Meta & {
  enquiryId: string;
  counsellorId: string;
  typeId: string;
  officeId: string;
  startsAt: string;
  endsAt: string;
  status: string;
  studentZone: string;
  tokenHash: string;
  bookedBy: string | null;
  checkedInAt: string | null;
  remindedDayAt: string | null;
  remindedHourAt: string | null;
};
/** A quarter-hour a live session holds: the key that keeps two sessions from overlapping. */
export type AppointmentBlockRow = { counsellorId: string; blockAt: string; appointmentId: string };

/** A person's private calendar feed (migration 047): the token's hash only. */
export type CalendarFeedRow = {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: string;
  revokedAt: string | null;
};

export type AppointmentTables = {
  calendar_feeds: CalendarFeedRow;
  session_types: SessionTypeRow;
  user_availability: UserAvailabilityRow;
  appointments: AppointmentRow;
  appointment_blocks: AppointmentBlockRow;
};
