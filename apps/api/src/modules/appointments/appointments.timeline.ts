import type { SessionEvent, TimelineEntry } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { fullName } from '../../lib/names';

type SessionEntry = Extract<TimelineEntry, { type: 'session' }>;
type Row = { action: string; field: string | null; from: string | null; to: string | null };

/** What a recorded change of a session says: booked, moved, or its new status. */
const eventOf = (r: Row): SessionEvent =>
  r.action === 'create' ? 'booked' : r.field === 'start' ? 'rescheduled' : (r.to as SessionEvent);

/**
 * The timeline's lines about the student's sessions (appointments.history writes them): each
 * booking, move and status, who did it (none named: the student) and when, with the session's
 * type and its start on the office's clock.
 */
export async function sessionEntries(db: Db, enquiryId: string): Promise<SessionEntry[]> {
  const rows = await db
    .selectFrom('record_changes as c')
    .innerJoin('appointments as a', 'a.id', 'c.recordId')
    .innerJoin('session_types as t', 't.id', 'a.typeId')
    .innerJoin('offices as o', 'o.id', 'a.officeId')
    .leftJoin('users as u', 'u.id', 'c.by')
    .select(['c.id', 'c.action', 'c.field', 'c.from', 'c.to', 'c.by', 'c.at', 'c.recordId'])
    .select(['a.startsAt', 't.name as typeName', 'o.timeZone', 'u.fname', 'u.lname'])
    .where('c.kind', '=', 'session')
    .where('c.enquiryId', '=', enquiryId)
    .execute();
  return rows.map((r) => {
    const event = eventOf(r);
    const moved = event === 'booked' || event === 'rescheduled';
    return {
      type: 'session',
      _id: r.id,
      at: r.at,
      by: r.by,
      byName: fullName(r.fname, r.lname),
      event,
      appointmentId: r.recordId,
      typeName: r.typeName,
      // a booking or a move names the start it set; a status, the session's start now
      start: moved ? (r.to ?? r.startsAt) : r.startsAt,
      from: event === 'rescheduled' ? r.from : null,
      zone: r.timeZone,
    };
  });
}
