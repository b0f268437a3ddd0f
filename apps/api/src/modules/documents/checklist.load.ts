import {
  needsDocument,
  type ApplicationPhase,
  type ChecklistItem,
  type Document,
  type RequirementPhase,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { liveIn } from '../../lib/crud/live';
import { checklistOf, typeStateOf, type Reached, type Rule, type TypeState } from './checklist';

/** Every requirement of a type that is not retired (a short table, read whole). */
export async function loadRules(db: Db): Promise<Rule[]> {
  const rows = await db
    .selectFrom('document_requirements as r')
    .innerJoin('document_types as t', 't.id', 'r.typeId')
    .leftJoin('countries as c', 'c.id', 'r.country')
    .select(['r.country', 'c.name as countryName', 'r.phase', 'r.typeId'])
    .select(['t.name as typeName', 't.position'])
    .where('t.retiredAt', 'is', null)
    .execute();
  return rows.map((r) => ({ ...r, phase: r.phase as RequirementPhase }));
}

/**
 * The open (not deleted, not closed) applications of these students: country and phase. The
 * stages' phases are read apart (a short table): joined, SQLite walked every application of
 * each stage instead of the students' few from the index on the student.
 */
export async function loadReached(db: Db, students: string[]): Promise<Reached[]> {
  if (students.length === 0) return [];
  const [rows, stages] = await Promise.all([
    db
      .selectFrom('applications as a')
      .leftJoin('colleges as c', 'c.id', 'a.college')
      .select(['a.enquiry', 'c.country', 'a.stage'])
      .where('a.enquiry', 'in', students)
      .where('a.deletedAt', 'is', null)
      .execute(),
    db.selectFrom('application_stages').select(['key', 'phase']).execute(),
  ]);
  const phases = new Map(stages.map((st) => [st.key, st.phase as ApplicationPhase]));
  return rows.flatMap(({ enquiry, country, stage }) => {
    const phase = phases.get(stage);
    return phase && phase !== 'closed' ? [{ enquiry, country, phase }] : [];
  });
}

/**
 * One student's checklist from their documents (newest first, deleted ones left out here);
 * `also`: where an application is about to get to, for the checklist it would then have.
 */
export async function studentChecklist(
  db: Db,
  enquiryId: string,
  docs: Document[],
  also: Reached[] = [],
): Promise<ChecklistItem[]> {
  const [rules, reached] = await Promise.all([loadRules(db), loadReached(db, [enquiryId])]);
  const live = docs.filter((d) => d.deletedAt === null);
  const states = new Map<string, TypeState>();
  for (const typeId of new Set(live.map((d) => d.type.id))) {
    const s = typeStateOf(live.filter((d) => d.type.id === typeId));
    if (s) states.set(typeId, s);
  }
  return checklistOf(rules, [...reached, ...also], states);
}

/**
 * The students' live documents grouped by type and status, found by the student's index: asked
 * for `deletedAt is null` as it stands, SQLite without statistics walked every live document of
 * the agency for each board (`liveIn`).
 */
export const documentStates = (db: Db, ids: string[]) =>
  db
    .selectFrom('documents')
    .select(['enquiry', 'typeId', 'status', (eb) => eb.fn.max<string>('createdAt').as('newest')])
    .where('enquiry', 'in', ids)
    .where(liveIn(db, 'deletedAt'))
    .groupBy(['enquiry', 'typeId', 'status']);

/**
 * How many checklist lines still need a document (missing or rejected), for each of these
 * students: the board's "2 documents missing". Three statements whatever the number of cards:
 * the rules, the students' open applications, and their documents grouped by type and status.
 */
export async function missingDocuments(db: Db, students: string[]): Promise<Map<string, number>> {
  const ids = [...new Set(students)];
  if (ids.length === 0) return new Map();
  const [rules, reached, grouped] = await Promise.all([
    loadRules(db),
    loadReached(db, ids),
    documentStates(db, ids).execute(),
  ]);
  const counts = new Map<string, number>();
  for (const id of ids) {
    const mine = grouped
      .filter((g) => g.enquiry === id)
      .sort((a, b) => (a.newest < b.newest ? 1 : -1));
    const states = new Map<string, TypeState>();
    for (const g of mine)
      if (!states.has(g.typeId) || g.status === 'accepted')
        states.set(g.typeId, typeStateOf([{ _id: '', status: g.status }])!);
    const lines = checklistOf(
      rules,
      reached.filter((r) => r.enquiry === id),
      states,
    );
    counts.set(id, lines.filter((l) => needsDocument(l.state)).length);
  }
  return counts;
}
