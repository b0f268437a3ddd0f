import { OWNER_ROLES, type Availability, type AvailabilityPut } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { now } from '../../lib/ids';
import { officesOfUsers } from '../offices/offices.store';

/** A person who can be booked: active, and a role that owns students' work. */
export async function bookablePerson(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'fname', 'lname', 'email'])
    .where('id', '=', userId)
    .where('status', '=', 'active')
    .where('userType', 'in', OWNER_ROLES)
    .executeTakeFirst();
}

const EMPTY: Availability = { weekly: [], timeOff: [] };

/** Each person's stored hours and time off (none stored: none). */
export async function availabilityOf(
  db: Db,
  userIds: string[],
): Promise<Map<string, Availability>> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .selectFrom('user_availability')
          .selectAll()
          .where('userId', 'in', userIds)
          .execute();
  const byUser = new Map(userIds.map((u) => [u, EMPTY]));
  for (const r of rows)
    byUser.set(r.userId, {
      weekly: JSON.parse(r.weekly) as Availability['weekly'],
      timeOff: JSON.parse(r.timeOff) as Availability['timeOff'],
    });
  return byUser;
}

/**
 * Stores a person's hours: each in one of their offices (400 naming the entry otherwise),
 * their first office when none is named; time off kept as it was when not sent.
 */
export async function putAvailability(db: Db, userId: string, body: AvailabilityPut) {
  const offices = (await officesOfUsers(db, [userId])).get(userId) ?? [];
  const fieldErrors: Record<string, string> = {};
  const weekly = body.weekly.map((h, k) => {
    const office = h.office ?? offices[0];
    if (!office || !offices.includes(office))
      fieldErrors[`weekly.${k}.office`] = 'Choose one of this person\u2019s offices';
    return { day: h.day, from: h.from, to: h.to, office: office ?? '' };
  });
  if (Object.keys(fieldErrors).length > 0) throw badRequest('Please check the hours', fieldErrors);
  const timeOff = body.timeOff ?? (await availabilityOf(db, [userId])).get(userId)!.timeOff;
  const row = {
    userId,
    weekly: JSON.stringify(weekly),
    timeOff: JSON.stringify(timeOff),
    updatedAt: now(),
  };
  await db
    .insertInto('user_availability')
    .values(row)
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({
        weekly: row.weekly,
        timeOff: row.timeOff,
        updatedAt: row.updatedAt,
      }),
    )
    .execute();
  return { weekly, timeOff };
}
