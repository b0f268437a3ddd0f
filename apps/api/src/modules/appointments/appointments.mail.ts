import ical, { ICalCalendarMethod } from 'ical-generator';
import type { PublicAppointment } from '@studydesk/contract';
import type { NewMail } from '../mail/outbox';

/** A session as a mail tells of it: the student's view, whom it goes to, its id and link. */
export type SessionMail = {
  id: string;
  enquiryId: string;
  to: string;
  fName: string;
  view: PublicAppointment;
  /** The student's private page to move or cancel it (unknown to a reminder: only its hash is kept). */
  manageUrl?: string;
};
export type SessionMailKind = 'confirmation' | 'reminder-day' | 'reminder-hour';

/** "Monday 7 January 2031, 14:30 (Asia/Kolkata)": the time as read in `zone`. */
export const timeIn = (iso: string, zone: string) =>
  `${new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))} (${zone})`;

const where = (v: PublicAppointment) =>
  v.type.mode === 'online'
    ? `Online${v.meetingLink ? `: ${v.meetingLink}` : ''}`
    : [v.office.name, v.office.address].filter(Boolean).join(', ');

/** The session as an iCalendar file: one event, its UID the session's, so a move updates it. */
export function sessionIcs(m: SessionMail): string {
  const cal = ical({ prodId: { company: 'StudyDesk', product: 'appointments' } });
  cal.method(ICalCalendarMethod.PUBLISH);
  cal.createEvent({
    id: `${m.id}@studydesk`,
    start: new Date(m.view.start),
    end: new Date(m.view.end),
    summary: `${m.view.type.name} with ${m.view.counsellor}`,
    location: where(m.view),
    description: m.manageUrl ? `To move or cancel: ${m.manageUrl}` : undefined,
    url: m.manageUrl,
  });
  return cal.toString();
}

const SUBJECTS: Record<SessionMailKind, string> = {
  confirmation: 'Your session is booked',
  'reminder-day': 'Your session is coming up',
  'reminder-hour': 'Your session starts soon',
};

/** The mail of a session: its time in the student's zone and, when another, the office's. */
export function sessionMail(kind: SessionMailKind, m: SessionMail): NewMail {
  const v = m.view;
  const times = [timeIn(v.start, v.timeZone)];
  if (v.office.timeZone !== v.timeZone)
    times.push(`${timeIn(v.start, v.office.timeZone)} at the office`);
  const text = [
    `Dear ${m.fName},`,
    '',
    `${v.type.name} (${v.type.minutes} minutes) with ${v.counsellor}:`,
    ...times.map((t) => `  ${t}`),
    `Where: ${where(v)}`,
    ...(m.manageUrl ? ['', `To move or cancel it: ${m.manageUrl}`] : []),
  ].join('\n');
  return {
    kind: `appointment-${kind}`,
    to: m.to,
    subject: `${SUBJECTS[kind]}: ${timeIn(v.start, v.timeZone)}`,
    text,
    enquiryId: m.enquiryId,
    attachments:
      kind === 'confirmation'
        ? [
            {
              filename: 'session.ics',
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              content: Buffer.from(sessionIcs(m)),
            },
          ]
        : undefined,
  };
}
