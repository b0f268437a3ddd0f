import type { RecordChange, TimelineEntry } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { fullName } from '../../lib/names';

/** "Lakeside College — MSc Data Science": which of the student's applications a line is about. */
export const applicationLabel = (college: string | null, course: string | null) =>
  [college, course].filter(Boolean).join(' — ') || null;

/**
 * Every stage change of the student's applications, the first (opened as) included:
 * shown on the student's timeline with the college, the course, who moved it and the note. A
 * deleted application keeps its moves there: they happened.
 */
export async function applicationStageEntries(db: Db, enquiryId: string): Promise<TimelineEntry[]> {
  const rows = await db
    .selectFrom('application_stage_changes as h')
    .innerJoin('applications as a', 'a.id', 'h.applicationId')
    .leftJoin('colleges as c', 'c.id', 'a.college')
    .leftJoin('courses as k', 'k.id', 'a.course')
    .leftJoin('application_stages as f', 'f.key', 'h.from')
    .leftJoin('application_stages as t', 't.key', 'h.to')
    .leftJoin('users as u', 'u.id', 'h.by')
    .select(['h.id', 'h.applicationId', 'h.from', 'h.to', 'h.by', 'h.at', 'h.note'])
    .select(['c.name as collegeName', 'k.title as courseTitle', 'f.name as fromName'])
    .select(['t.name as toName', 'u.fname', 'u.lname'])
    .where('a.enquiry', '=', enquiryId)
    .execute();
  return rows.map(({ id, fname, lname, ...r }) => ({
    ...r,
    _id: id,
    type: 'applicationStage',
    byName: fullName(fname, lname),
    mergedFrom: null,
  }));
}

/** The labels of the student's applications, by id (for their other recorded changes). */
export async function applicationLabels(db: Db, enquiryId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('applications as a')
    .leftJoin('colleges as c', 'c.id', 'a.college')
    .leftJoin('courses as k', 'k.id', 'a.course')
    .select(['a.id', 'c.name as collegeName', 'k.title as courseTitle'])
    .where('a.enquiry', '=', enquiryId)
    .execute();
  return new Map(
    rows.flatMap((r) => {
      const label = applicationLabel(r.collegeName, r.courseTitle);
      return label ? [[r.id, label] as const] : [];
    }),
  );
}

/** An application's stage edits: its stage entries already say them, with names and the note. */
export const shownAsStage = (c: RecordChange) => c.kind === 'application' && c.field === 'stage';

/**
 * Without the offer type a move into an offer stage set with it (same application, same write):
 * "moved Submitted → Conditional offer" says it, and a second line "Offer type (blank) →
 * Conditional" beside it read as another change (found from outside). An offer type edited on
 * its own keeps its line.
 */
export function withoutMovesOfferType<C extends RecordChange>(changes: C[]): C[] {
  const moves = new Set(changes.filter(shownAsStage).map((c) => `${c.recordId} ${c.at}`));
  return changes.filter(
    (c) =>
      !(c.kind === 'application' && c.field === 'offerType' && moves.has(`${c.recordId} ${c.at}`)),
  );
}
