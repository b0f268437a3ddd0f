import type { AppointmentStatus, DueSession } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { scopeOffice } from '../../lib/scope/offices';
import { localDate, plusDays } from '../digest/zoned-time';

const SHOWN = ['booked', 'checked-in', 'done', 'no-show'];

/**
 * The person's sessions on `today` as their office's clock reads it (a day either side is read,
 * then each kept when its start falls on that day in its office's zone), by start.
 */
export async function sessionsToday(db: Db, user: string, today: string): Promise<DueSession[]> {
  const rows = await scopeOffice(
    db
      .selectFrom('appointments as a')
      .innerJoin('enquiries as e', 'e.id', 'a.enquiryId')
      .innerJoin('session_types as t', 't.id', 'a.typeId')
      .innerJoin('offices as o', 'o.id', 'a.officeId'),
    'a.officeId',
  )
    .select(['a.id', 'a.enquiryId', 'a.startsAt', 'a.endsAt', 'a.status', 'o.timeZone'])
    .select(['e.fName', 'e.lName', 't.name as type'])
    .where('a.counsellorId', '=', user)
    .where('a.status', 'in', SHOWN)
    .where('a.startsAt', '>=', `${plusDays(today, -1)}T00:00:00.000Z`)
    .where('a.startsAt', '<', `${plusDays(today, 2)}T00:00:00.000Z`)
    .orderBy('a.startsAt')
    .execute();
  return rows
    .filter((r) => localDate(new Date(r.startsAt), r.timeZone) === today)
    .map((r) => ({
      _id: r.id,
      enquiry: r.enquiryId,
      name: `${r.fName} ${r.lName}`.trim(),
      type: r.type,
      start: r.startsAt,
      end: r.endsAt,
      status: r.status as AppointmentStatus,
    }));
}
