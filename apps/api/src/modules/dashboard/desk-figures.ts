import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { fullName } from '../../lib/names';
import type { Windows } from './calendar';

const n = (v: unknown) => Number(v ?? 0);
const LIST_MAX = 20;

/** Follow-ups as their list counts them (`?due=today|overdue`): joined to their enquiry. */
const followUps = (db: Db) =>
  db.selectFrom('followups').innerJoin('enquiries', 'enquiries.id', 'followups.enquiry');

export async function followUpCards(db: Db, w: Windows) {
  const next = sql.ref('followups.nextContactDate');
  const r = await followUps(db)
    .select([
      sql<string | number | null>`sum(case when ${next} = ${w.today} then 1 else 0 end)`.as('due'),
      sql<string | number | null>`sum(case when ${next} < ${w.today} then 1 else 0 end)`.as('late'),
    ])
    .where('followups.nextContactDate', '<=', w.today)
    .executeTakeFirstOrThrow();
  return { followUpsDueToday: n(r.due), followUpsOverdue: n(r.late) };
}

export async function followUpsToday(db: Db, w: Windows) {
  const rows = await followUps(db)
    .select([
      'followups.id',
      'followups.enquiry',
      'followups.followUpDetails',
      'followups.nextContactDate',
      'enquiries.enqNo',
      'enquiries.fName',
      'enquiries.lName',
    ])
    .where('followups.nextContactDate', '=', w.today)
    .orderBy('followups.createdAt')
    .limit(LIST_MAX)
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    enquiry: r.enquiry,
    enqNo: r.enqNo,
    enquiryName: fullName(r.fName, r.lName) ?? r.enqNo,
    followUpDetails: r.followUpDetails,
    nextContactDate: r.nextContactDate ?? w.today,
  }));
}

export async function openCallRequests(db: Db): Promise<number> {
  const r = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('status', 'in', ['new', 'read'])
    .executeTakeFirstOrThrow();
  return n(r.n);
}

/** Catalogue sizes in one round trip (these tables keep no deleted rows). */
export async function catalogueCards(db: Db) {
  const count = (table: 'colleges' | 'courses' | 'countries') =>
    db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n'));
  const r = await db
    .selectNoFrom([
      count('colleges').as('colleges'),
      count('courses').as('courses'),
      count('countries').as('countries'),
    ])
    .executeTakeFirstOrThrow();
  return { colleges: n(r.colleges), courses: n(r.courses), countries: n(r.countries) };
}

/** Open, visible intakes whose deadline falls in the next 30 days. */
export async function intakesClosingSoon(db: Db, w: Windows) {
  const rows = await db
    .selectFrom('intakes')
    .innerJoin('colleges', 'colleges.id', 'intakes.college')
    .select([
      'intakes.id as _id',
      'intakes.college',
      'colleges.name as collegeName',
      'intakes.intakeMonth',
      'intakes.intakeYear',
      'intakes.deadlineDate',
    ])
    .where('intakes.deletedAt', 'is', null)
    .where('intakes.status', '=', 'open')
    .where('intakes.visible', '=', 1)
    .where('intakes.deadlineDate', '>=', w.today)
    .where('intakes.deadlineDate', '<=', w.deadlineUntil)
    .orderBy('intakes.deadlineDate')
    .limit(LIST_MAX)
    .execute();
  return rows.map((r) => ({ ...r, intakeYear: n(r.intakeYear) }));
}

export function pendingRegistrations(db: Db) {
  return db
    .selectFrom('users')
    .select(['id as _id', 'fname', 'lname', 'email', 'createdAt'])
    .where('status', '=', 'pending')
    .orderBy('createdAt')
    .limit(LIST_MAX)
    .execute();
}
