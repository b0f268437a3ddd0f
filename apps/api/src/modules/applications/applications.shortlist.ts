import { sql } from 'kysely';
import { MESSAGES, type ApplicationPhase, type ShortlistItem } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { mayWork, type Viewer } from './applications.access';
import { reasonOf, score } from './applications.shortlist-fit';

/** The most suggestions a student is shown. */
export const SHORTLIST_MAX = 50;

/** Open, visible intakes of visible colleges whose deadline is today or later, soonest first. */
function openIntakes(db: Db, today: string, country: string | null) {
  let qb = db
    .selectFrom('intakes as i')
    .innerJoin('colleges as c', 'c.id', 'i.college')
    .leftJoin('countries as co', 'co.id', 'c.country')
    .select(['i.id as _id', 'i.college', 'i.intakeMonth', 'i.intakeYear', 'i.deadlineDate'])
    .select(['c.name as collegeName', 'c.courses', 'co.name as countryName'])
    .where('i.deletedAt', 'is', null)
    .where('i.status', '=', 'open')
    .where('i.visible', '=', 1)
    .where('i.deadlineDate', '>=', today)
    .where('c.visible', '=', 1);
  if (country)
    qb = qb.where(sql`lower(trim(${sql.ref('co.name')}))`, '=', country.trim().toLowerCase());
  return qb.orderBy('i.deadlineDate').orderBy('i.id').execute();
}

/**
 * Suggested courses for a student: the courses of colleges in the country they asked
 * for (any, when none) that have an intake still open to them, best fit first, then the soonest
 * deadline; each says whether the student already has an application for it.
 */
export async function shortlist(
  db: Db,
  enquiryId: string,
  today: string,
  viewer: Viewer,
): Promise<ShortlistItem[]> {
  const e = await db
    .selectFrom('enquiries')
    .select(['country', 'course', 'category'])
    .where('id', '=', enquiryId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!e) throw notFound(MESSAGES.enquiries.notFound);
  const intakes = await openIntakes(db, today, e.country?.trim() ? e.country : null);
  const ids = [...new Set(intakes.flatMap((i) => JSON.parse(i.courses) as string[]))];
  const courses = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('courses')
            .select(['id', 'title', 'level', 'tags'])
            .where('id', 'in', ids)
            .where('visible', '=', 1)
            .execute()
        ).map((c) => [c.id, c]),
  );
  const applied = await db
    .selectFrom('applications as a')
    .leftJoin('application_stages as s', 's.key', 'a.stage')
    .select(['a.id', 'a.college', 'a.course', 'a.assignedTo', 's.phase'])
    .where('a.enquiry', '=', enquiryId)
    .where('a.deletedAt', 'is', null)
    .execute();
  const phaseOf = new Map(
    applied.map((a) => [`${a.college}|${a.course}`, (a.phase ?? null) as ApplicationPhase | null]),
  );
  // Another counsellor's application is marked, but not named: it is not the caller's to open.
  const appliedTo = new Map(
    applied.map((a) => [`${a.college}|${a.course}`, mayWork(viewer, a.assignedTo) ? a.id : null]),
  );
  const items = new Map<string, ShortlistItem>();
  for (const i of intakes)
    for (const id of JSON.parse(i.courses) as string[]) {
      const c = courses.get(id);
      if (!c) continue;
      const key = `${i.college}|${id}`;
      const intake = {
        _id: i._id,
        intakeMonth: i.intakeMonth,
        intakeYear: Number(i.intakeYear),
        deadlineDate: i.deadlineDate,
      };
      const had = items.get(key);
      if (had) {
        had.intakes.push(intake);
        continue;
      }
      items.set(key, {
        college: i.college,
        collegeName: i.collegeName,
        countryName: i.countryName,
        course: id,
        courseTitle: c.title,
        level: c.level,
        score: score(e, c),
        reason: reasonOf(e, c, { ...i, today }),
        intakes: [intake],
        applied: appliedTo.has(key),
        applicationId: appliedTo.get(key) ?? null,
        applicationPhase: phaseOf.get(key) ?? null,
      });
    }
  return [...items.values()]
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.intakes[0]!.deadlineDate.localeCompare(b.intakes[0]!.deadlineDate) ||
        a.collegeName.localeCompare(b.collegeName) ||
        a.courseTitle.localeCompare(b.courseTitle),
    )
    .slice(0, SHORTLIST_MAX);
}
