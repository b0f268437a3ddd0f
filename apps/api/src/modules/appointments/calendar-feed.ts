import ical from 'ical-generator';
import type { Db } from '../../db/database';
import { newId, newToken, now, sha256 } from '../../lib/ids';

const DAY = 86_400_000;
/** What a feed carries: the last month's sessions and the next year's. */
const PAST_DAYS = 31;
const AHEAD_DAYS = 366;
const TOKEN_MAX = 200;
const SHOWN = ['booked', 'checked-in', 'done'];

/** Each person's private iCalendar feed of their sessions, by an unguessable token. */
export function createCalendarFeeds(db: Db, clock: () => number = Date.now) {
  return {
    /** A new feed for the person, the ones before revoked, in one transaction; its token. */
    issue: (userId: string) =>
      db.transaction().execute(async (trx) => {
        const token = newToken();
        const at = now();
        await trx
          .updateTable('calendar_feeds')
          .set({ revokedAt: at })
          .where('userId', '=', userId)
          .where('revokedAt', 'is', null)
          .execute();
        await trx
          .insertInto('calendar_feeds')
          .values({ id: newId(), userId, tokenHash: sha256(token), createdAt: at, revokedAt: null })
          .execute();
        return token;
      }),

    /** The feed a live token opens, as iCalendar text, or null (every token takes this path). */
    async read(token: string): Promise<string | null> {
      const feed = await db
        .selectFrom('calendar_feeds as f')
        .innerJoin('users as u', 'u.id', 'f.userId')
        .select(['f.userId', 'f.revokedAt', 'u.status'])
        .where('f.tokenHash', '=', sha256(token.slice(0, TOKEN_MAX)))
        .executeTakeFirst();
      if (!feed || feed.revokedAt !== null || feed.status !== 'active' || token.length > TOKEN_MAX)
        return null;
      const t = clock();
      const rows = await db
        .selectFrom('appointments as a')
        .innerJoin('session_types as s', 's.id', 'a.typeId')
        .innerJoin('enquiries as e', 'e.id', 'a.enquiryId')
        .innerJoin('offices as o', 'o.id', 'a.officeId')
        .select(['a.id', 'a.startsAt', 'a.endsAt', 's.name', 's.mode', 's.meetingLink'])
        .select(['e.fName', 'e.lName', 'e.enqNo', 'o.name as office'])
        .where('a.counsellorId', '=', feed.userId)
        .where('a.status', 'in', SHOWN)
        .where('a.startsAt', '>=', new Date(t - PAST_DAYS * DAY).toISOString())
        .where('a.startsAt', '<', new Date(t + AHEAD_DAYS * DAY).toISOString())
        .orderBy('a.startsAt')
        .execute();
      const cal = ical({
        name: 'StudyDesk sessions',
        prodId: { company: 'StudyDesk', product: 'feed' },
      });
      for (const r of rows)
        cal.createEvent({
          id: `${r.id}@studydesk`,
          start: new Date(r.startsAt),
          end: new Date(r.endsAt),
          // a name and a number: the record itself stays behind the sign-in
          summary: `${r.name}: ${r.fName} ${r.lName} (${r.enqNo})`,
          location: r.mode === 'online' ? (r.meetingLink ?? 'Online') : r.office,
        });
      return cal.toString();
    },
  };
}
export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
