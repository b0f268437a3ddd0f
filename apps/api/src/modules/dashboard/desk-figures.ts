import type { Db } from '../../db/database';
import type { EnquiryCounts } from '../enquiries/enquiry-counts';
import { fullName } from '../../lib/names';
import type { Windows } from './calendar';
import { scopeOffice } from '../../lib/scope/offices';

const n = (v: unknown) => Number(v ?? 0);
const LIST_MAX = 20;

/** Follow-ups with their enquiry's number and name. */
const followUps = (db: Db) =>
  scopeOffice(
    db.selectFrom('followups').innerJoin('enquiries', 'enquiries.id', 'followups.enquiry'),
    'enquiries.officeId',
  );

/**
 * Due today and overdue: open follow-ups (not done), from kept counts per next contact
 * date (migrations 015, 019), one key and one range of keys. Counting the overdue ones took
 * 9 ms at 100,000 follow-ups and grew with them.
 */
export async function followUpCards(counts: EnquiryCounts, w: Windows) {
  const [due, before] = await Promise.all([
    counts.count({ dim: 'followup', key: w.today }),
    counts.byKey('followup', '0', w.today),
  ]);
  let late = 0;
  for (const v of before.values()) late += v;
  return { followUpsDueToday: due, followUpsOverdue: late };
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
    .where('followups.doneAt', 'is', null)
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
    .where('status', '!=', 'closed')
    .$call((qb) => scopeOffice(qb, 'contacts.officeId'))
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
