import {
  BOOK_PAGE_PATH,
  FROM_MAIL_DOCUMENT_TYPE,
  PHASE_PLAIN,
  type ApplicationPhase,
  type ChecklistItem,
  type Document,
  type StudentChecklistItem,
  type StudentPortal,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { studentChecklist } from '../documents/checklist.load';
import { fullName } from '../../lib/names';
import { studentDocuments } from '../documents/documents.read';
import { createSettingsStore } from '../settings/settings.store';
import { createLogoStore } from '../settings/logo.store';

/** The student's applications, oldest first, each at its phase in plain words. */
async function applicationsOf(db: Db, enquiryId: string): Promise<StudentPortal['applications']> {
  const rows = await db
    .selectFrom('applications as a')
    .leftJoin('colleges as c', 'c.id', 'a.college')
    .leftJoin('courses as k', 'k.id', 'a.course')
    .leftJoin('application_stages as s', 's.key', 'a.stage')
    .select(['c.name as college', 'k.title as course', 's.phase'])
    .where('a.enquiry', '=', enquiryId)
    .where('a.deletedAt', 'is', null)
    .orderBy('a.createdAt')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({
    college: r.college,
    course: r.course,
    stage: PHASE_PLAIN[(r.phase ?? 'shortlist') as ApplicationPhase] ?? PHASE_PLAIN.shortlist,
  }));
}

/** The checklist in the student's words: ✓ reads "accepted"; a rejection says why. */
const checklistFor = (items: ChecklistItem[], docs: Document[]): StudentChecklistItem[] =>
  items.map((i) => ({
    type: { id: i.type.id, name: i.type.name },
    state: i.state === 'ok' ? 'accepted' : i.state,
    reason:
      i.state === 'rejected' ? (docs.find((d) => d._id === i.document)?.reason ?? null) : null,
  }));

/** The types the student may send: the checklist's first, then every other type in use. */
async function uploadTypes(db: Db, checklist: StudentChecklistItem[]) {
  const live = await db
    .selectFrom('document_types')
    .select(['id', 'name'])
    .where('retiredAt', 'is', null)
    // what came by e-mail waits for staff to say what it is: never a type a student picks
    .where('id', '!=', FROM_MAIL_DOCUMENT_TYPE)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const listed = new Set(checklist.map((c) => c.type.id));
  return [
    ...checklist.map((c) => c.type).filter((t) => live.some((l) => l.id === t.id)),
    ...live.filter((t) => !listed.has(t.id)),
  ];
}

/** The record's owner, while active: their name, how to reach them and their booking page. */
async function counsellorOf(db: Db, enquiryId: string) {
  const u = await db
    .selectFrom('enquiries as e')
    .innerJoin('users as u', 'u.id', 'e.assignedTo')
    .select(['u.id', 'u.fname', 'u.lname', 'u.email', 'u.mobile'])
    .where('e.id', '=', enquiryId)
    .where('u.status', '=', 'active')
    .executeTakeFirst();
  if (!u) return { counsellor: null, bookingPath: BOOK_PAGE_PATH };
  return {
    counsellor: {
      name: fullName(u.fname, u.lname) ?? u.email,
      email: u.email,
      phone: u.mobile || null,
    },
    // the id the acknowledgement mail's booking link carries already: it opens their times only
    bookingPath: `${BOOK_PAGE_PATH}/${encodeURIComponent(u.id)}`,
  };
}

/**
 * What the student's page shows: their first name, their applications' stages in
 * plain words, their checklist and what they may send; the agency's name and their counsellor's
 * name, e-mail and phone, to reach them. Nothing else about staff: no notes, no file names of
 * documents staff uploaded.
 */
export async function portalView(
  db: Db,
  link: { enquiryId: string; expiresAt: string },
): Promise<StudentPortal> {
  const student = await db
    .selectFrom('enquiries')
    .select(['fName', 'lName'])
    .where('id', '=', link.enquiryId)
    .executeTakeFirstOrThrow();
  const [applications, docs, owner, agencyName, logo] = await Promise.all([
    applicationsOf(db, link.enquiryId),
    studentDocuments(db, link.enquiryId),
    counsellorOf(db, link.enquiryId),
    createSettingsStore(db).value('agencyName'),
    createLogoStore(db).get(),
  ]);
  const checklist = checklistFor(await studentChecklist(db, link.enquiryId, docs), docs);
  return {
    name: student.fName.trim() || student.lName.trim(),
    agencyName,
    agencyLogo: logo?.image ?? null,
    ...owner,
    applications,
    checklist,
    uploadTypes: await uploadTypes(db, checklist),
    expiresAt: link.expiresAt,
  };
}
