import { sql } from 'kysely';
import { applicationsResource as r, type Application } from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { whereOwner, withAssignee } from '../../lib/crud/owner';
import { createRepository, type AnyDb, type Query, type Row } from '../../lib/crud/repository';
import { fullName } from '../../lib/names';
import { peopleSearch } from '../../lib/search/people';
import { formatEnqNo } from '../enquiries/enquiries.numbering';
import { createApplicationCounts } from './applications.counts';

const assignee = withAssignee('applications');

const toRecord = (row: Row): Application => {
  const { fName, lName, intakeYear, ...rest } = assignee.toRecord(row);
  return {
    ...rest,
    studentName: fullName(fName, lName),
    intakeYear: intakeYear === null || intakeYear === undefined ? null : Number(intakeYear),
  } as Application;
};

/** The list's filters; `viewer` (a counsellor) narrows it to theirs and unassigned ones. */
const filterOn =
  (db: AnyDb) =>
  (qb: Query, q: Row): Query => {
    // `column in (select … from a small catalogue table)`: the column's own index does the rest.
    const within = (qb: Query, column: string, sub: (db: AnyDb) => Query) =>
      qb.where(column, 'in', sub(db));
    const col = (c: string) => `applications.${c}`;
    // Theirs and unassigned, as one test no owner index answers: a column's page walks the
    // board-order index (a quarter of it matches) instead of merging two owners' ranges.
    if (typeof q.viewer === 'string')
      qb = qb.where(sql<boolean>`coalesce(${sql.ref(col('assignedTo'))}, '') in (${q.viewer}, '')`);
    qb = whereOwner(qb, col('assignedTo'), q);
    for (const f of ['stage', 'college', 'course', 'enquiry'])
      if (typeof q[f] === 'string') qb = qb.where(col(f), '=', q[f]);
    if (typeof q.phase === 'string') {
      const phase = q.phase;
      qb = within(qb, col('stage'), (db) =>
        db.selectFrom('application_stages').select('key').where('phase', '=', phase),
      );
    }
    if (typeof q.country === 'string') {
      const country = q.country;
      qb = within(qb, col('college'), (db) =>
        db.selectFrom('colleges').select('id').where('country', '=', country),
      );
    }
    if (q.intakeMonth !== undefined || q.intakeYear !== undefined)
      qb = within(qb, col('intake'), (db) => {
        let s = db.selectFrom('intakes').select('id');
        if (q.intakeMonth !== undefined) s = s.where('intakeMonth', '=', q.intakeMonth);
        if (q.intakeYear !== undefined) s = s.where('intakeYear', '=', q.intakeYear);
        return s;
      });
    return qb;
  };

/** Applications with their student, college, course, intake, stage and owner read in. */
export function createApplicationsRepository(handle: DbHandle) {
  const people = peopleSearch({
    kind: 'enquiry',
    table: 'enquiries',
    number: { column: 'enqNo', format: formatEnqNo },
    dialect: handle.dialect,
  });
  const counts = createApplicationCounts(handle);
  const repository = createRepository<Application, Row, Row>(handle, {
    // The student's office, carried by the application (migration 062).
    office: { column: 'applications.officeId' },
    table: 'applications',
    searchable: [],
    // `q` finds the student (name, e-mail, phone, number), then their applications.
    search: (db, term) =>
      db
        .selectFrom('applications')
        .select('applications.id as id')
        .where('applications.enquiry', 'in', people(db, term)),
    sortable: r.sortable,
    defaultSort: r.defaultSort,
    softDelete: true,
    history: { kind: 'application', enquiryOf: (row) => String(row.enquiry) },
    toRecord,
    refs: {
      enquiry: { table: 'enquiries', message: 'Choose a student from the list' },
      college: { table: 'colleges', message: 'Choose a college from the list' },
      course: { table: 'courses', message: 'Choose a course from the list' },
      intake: { table: 'intakes', message: 'Choose an intake from the list' },
    },
    filter: filterOn(handle.db as unknown as AnyDb),
    // Totals narrowed by owner, stage or phase alone read the kept counts (migration 024).
    keptCount: (q) => counts.total(q),
    joinForSelect: true,
    join: (qb) =>
      assignee
        .join(qb)
        .leftJoin('enquiries as e', 'e.id', 'applications.enquiry')
        .leftJoin('colleges as c', 'c.id', 'applications.college')
        .leftJoin('courses as k', 'k.id', 'applications.course')
        .leftJoin('intakes as i', 'i.id', 'applications.intake')
        .leftJoin('application_stages as s', 's.key', 'applications.stage'),
    select: (qb) =>
      assignee
        .select(qb)
        .select([
          'e.enqNo',
          'e.fName',
          'e.lName',
          'c.name as collegeName',
          'k.title as courseTitle',
        ])
        .select(['i.intakeMonth', 'i.intakeYear', 'i.deadlineDate'])
        .select(['s.name as stageName', 's.phase']),
  });
  /** Live applications per stage of the owners taken, from the kept counts (the board's). */
  return { ...repository, stageCounts: counts.byStage };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
