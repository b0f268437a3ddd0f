import type { Transaction } from 'kysely';
import {
  APPLICATION_MESSAGES as M,
  MESSAGES,
  type ApplicationCreate,
  type ApplicationUpdate,
} from '@studydesk/contract';
import type { Db, DbHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { recordAction } from '../../lib/history/changes';
import { newId, now } from '../../lib/ids';
import { assertNewOwner, assertStudent, type Viewer } from './applications.access';
import { firstStage, liveStage } from './stages.store';

type Trx = Transaction<Database>;
type Fields = Record<string, unknown>;
const STUDENT = 'Choose a student from the list';

/** A live enquiry's owner (400 naming `enquiry` when there is no such student). */
async function studentOwner(db: Db, enquiry: string): Promise<string | null> {
  const e = await db
    .selectFrom('enquiries')
    .select('assignedTo')
    .where('id', '=', enquiry)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!e) throw badRequest(MESSAGES.validation, { enquiry: STUDENT });
  return e.assignedTo;
}

/**
 * The student still live, read again inside the write (400 as above). On PostgreSQL the row is
 * held (FOR SHARE) until the application commits: a delete or merge of the student meanwhile
 * waits, then counts or moves it; one already under way makes this wait, then refuse.
 */
async function holdStudent(handle: DbHandle, trx: Trx, enquiry: string): Promise<void> {
  const qb = trx
    .selectFrom('enquiries')
    .select('id')
    .where('id', '=', enquiry)
    .where('deletedAt', 'is', null);
  const e = await (handle.dialect === 'postgres' ? qb.forShare() : qb).executeTakeFirst();
  if (!e) throw badRequest(MESSAGES.validation, { enquiry: STUDENT });
}

/**
 * The course is one the college lists, and the intake (when given) is the college's; the
 * course's fee as the catalogue gives it.
 */
export async function assertCatalogue(
  db: Db,
  v: { college: string; course: string; intake?: string | null },
) {
  const college = await db
    .selectFrom('colleges')
    .select('courses')
    .where('id', '=', v.college)
    .executeTakeFirst();
  if (!college)
    throw badRequest(MESSAGES.validation, { college: 'Choose a college from the list' });
  const offered = JSON.parse(college.courses) as unknown;
  if (!Array.isArray(offered) || !offered.includes(v.course))
    throw badRequest(MESSAGES.validation, { course: M.courseNotOffered });
  // A college's list may still name a course deleted since: the course itself must exist.
  const course = await db
    .selectFrom('courses')
    .select(['fees', 'currency'])
    .where('id', '=', v.course)
    .executeTakeFirst();
  if (!course) throw badRequest(MESSAGES.validation, { course: 'Choose a course from the list' });
  if (!v.intake) return course;
  const intake = await db
    .selectFrom('intakes')
    .select('college')
    .where('id', '=', v.intake)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (intake?.college !== v.college)
    throw badRequest(MESSAGES.validation, { intake: M.intakeNotOfCollege });
  return course;
}

/** The tuition as given, else the course's fee in the course's currency (null: not given). */
const tuitionOf = (
  body: Pick<ApplicationCreate, 'tuition' | 'currency'>,
  course: { fees: number | null; currency: string | null },
) =>
  body.tuition === undefined && course.fees !== null
    ? { tuition: Number(course.fees), currency: course.currency }
    : { tuition: body.tuition ?? null, currency: body.currency ?? null };

/** The first row of a stage history: where the application started. */
export const stageRow = (
  id: string,
  from: string | null,
  to: string,
  by: string,
  note?: string,
) => ({
  id: newId(),
  applicationId: id,
  from,
  to,
  by,
  at: now(),
  note: note ?? null,
});

/** Checks and stores a new application with its first stage, in one transaction; its id. */
export async function createApplication(
  handle: DbHandle,
  v: Viewer,
  body: ApplicationCreate & Fields,
) {
  const { db } = handle;
  const owner = await studentOwner(db, body.enquiry);
  assertStudent(v, owner);
  await assertNewOwner(db, v, body.assignedTo, body.enquiry);
  const course = await assertCatalogue(db, body);
  const stage = body.stage ? await liveStage(db, body.stage) : await firstStage(db);
  // Opened straight into a closed outcome, it says why, as a move there would.
  if (stage.requiresNote && !body.note) throw badRequest(M.noteRequired, { note: M.noteRequired });
  const t = now();
  const id = newId();
  const row = {
    id,
    enquiry: body.enquiry,
    college: body.college,
    course: body.course,
    intake: body.intake ?? null,
    stage: stage.key,
    stageAt: t,
    assignedTo: body.assignedTo === undefined ? owner : body.assignedTo,
    ...tuitionOf(body, course),
    remarks: body.remarks ?? null,
    createdBy: v.id,
    createdAt: t,
    updatedAt: t,
    deletedAt: null,
  };
  await db.transaction().execute(async (trx: Trx) => {
    await holdStudent(handle, trx, body.enquiry);
    await trx.insertInto('applications').values(row).execute();
    await trx
      .insertInto('application_stage_changes')
      .values(stageRow(id, null, stage.key, v.id, body.note))
      .execute();
    const target = { kind: 'application' as const, recordId: id, enquiryId: body.enquiry };
    await recordAction(trx, target, 'create', v.id, { to: stage.name });
  });
  return id;
}

/** Checks an edit against the stored application (catalogue pairs, owner); the fields to write. */
export async function checkUpdate(
  db: Db,
  v: Viewer,
  cur: {
    enquiry: string;
    college: string;
    course: string;
    intake: string | null;
    visaDecisionDate: string | null;
  },
  body: ApplicationUpdate & Fields,
): Promise<Fields> {
  await assertNewOwner(db, v, body.assignedTo, cur.enquiry);
  // A decision recorded without its date was made today.
  const decided = body.visaDecision === 'granted' || body.visaDecision === 'refused';
  if (decided && body.visaDecisionDate === undefined && !cur.visaDecisionDate)
    body = { ...body, visaDecisionDate: now().slice(0, 10) };
  const college = body.college ?? cur.college;
  const course = body.course ?? cur.course;
  // The stored intake is checked again only with another college: one since moved to the
  // trash stays the application's through an edit of its course.
  const intake = body.intake === undefined ? (body.college ? cur.intake : null) : body.intake;
  if (body.college || body.course || body.intake)
    await assertCatalogue(db, { college, course, intake });
  return body;
}
