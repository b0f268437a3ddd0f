import { sql, type RawBuilder } from 'kysely';
import type { EnquiryIntake } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { addDays } from '../dashboard/calendar';

/** How far ahead of a deadline the one-click follow-up is set (docs/DECISIONS.md). */
export const FOLLOW_UP_DAYS_BEFORE = 7;
const LIMIT = 20;
const DAY_MS = 86_400_000;

const given = (e: RawBuilder<unknown>) => sql`coalesce(trim(${e}), '') <> ''`;
const blank = (e: RawBuilder<unknown>) => sql`coalesce(trim(${e}), '') = ''`;
const same = (a: RawBuilder<unknown>, b: RawBuilder<unknown>) =>
  sql`lower(trim(${a})) = lower(trim(${b}))`;

/**
 * Whether the enquiry row `e` is interested in the intake `i` of college `c` (country `co`), as
 * one SQL condition used both ways (an enquiry's intakes, an intake's enquiries): it names a
 * college, country or course, and every one it names fits — the college's name, the college's
 * country, a course the college lists (titles compared without case) — and its preferred
 * intake, when given, names the intake's month (its first three letters) and the intake's year
 * or no year at all.
 */
export function interestedIn(): RawBuilder<boolean> {
  const e = (col: string) => sql.ref(`e.${col}`);
  const [college, country, course, pref] = ['college', 'country', 'course', 'preferredIntake'].map(
    e,
  ) as [RawBuilder<unknown>, RawBuilder<unknown>, RawBuilder<unknown>, RawBuilder<unknown>];
  const month = sql`lower(substr(${sql.ref('i.intakeMonth')}, 1, 3))`;
  const year = sql`cast(${sql.ref('i.intakeYear')} as varchar(4))`;
  return sql<boolean>`(
    (${given(college)} or ${given(country)} or ${given(course)})
    and (${blank(college)} or ${same(college, sql.ref('c.name'))})
    and (${blank(country)} or ${same(country, sql.ref('co.name'))})
    and (${blank(course)} or exists (
      select 1 from courses k
      where ${same(course, sql.ref('k.title'))}
        and ${sql.ref('c.courses')} like '%"' || ${sql.ref('k.id')} || '"%'))
    and (${blank(pref)} or (
      lower(${pref}) like '%' || ${month} || '%'
      and (${pref} like '%' || ${year} || '%' or ${pref} not like '%20%')))
  )`;
}

/** Intakes joined to their college and its country, as `i`, `c` and `co`. */
const intakesOfColleges = (db: Db) =>
  db
    .selectFrom('intakes as i')
    .innerJoin('colleges as c', 'c.id', 'i.college')
    .leftJoin('countries as co', 'co.id', 'c.country');

/** The enquiry list's `intake` filter: the outer `enquiries` row is interested in that intake. */
export const interestedInIntake = (db: Db, intakeId: string) =>
  intakesOfColleges(db)
    .innerJoin('enquiries as e', (j) =>
      j.on(sql<boolean>`${sql.ref('e.id')} = ${sql.ref('enquiries.id')}`),
    )
    .select(sql<number>`1`.as('one'))
    .where('i.id', '=', intakeId)
    .where(interestedIn());

/** 7 days before the deadline; tomorrow if that is nearer; never after the deadline. */
export function followUpDate(deadline: string, today: string): string {
  const before = addDays(deadline, -FOLLOW_UP_DAYS_BEFORE);
  const tomorrow = addDays(today, 1);
  const date = before > tomorrow ? before : tomorrow;
  return date < deadline ? date : deadline;
}

/** Open, visible intakes whose deadline is today or later and that fit the enquiry's interest. */
export async function intakesForEnquiry(
  db: Db,
  enquiryId: string,
  today: string,
): Promise<EnquiryIntake[]> {
  const rows = await intakesOfColleges(db)
    .innerJoin('enquiries as e', (j) => j.on('e.id', '=', enquiryId))
    .select([
      'i.id as _id',
      'i.college',
      'c.name as collegeName',
      'i.intakeMonth',
      'i.intakeYear',
      'i.deadlineDate',
    ])
    .where('i.deletedAt', 'is', null)
    .where('i.status', '=', 'open')
    .where('i.visible', '=', 1)
    .where('i.deadlineDate', '>=', today)
    .where(interestedIn())
    .orderBy('i.deadlineDate')
    .orderBy('i.id')
    .limit(LIMIT)
    .execute();
  return rows.map((r) => ({
    ...r,
    intakeYear: Number(r.intakeYear),
    daysLeft: Math.round((Date.parse(r.deadlineDate) - Date.parse(today)) / DAY_MS),
    followUpDate: followUpDate(r.deadlineDate, today),
  }));
}
