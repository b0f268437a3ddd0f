import { describe, expect, it } from 'vitest';
import { testDialect } from '../../test/harness';
import { withStudentsAtWork } from '../../test/students-at-work';
import { runAsViewer } from '../../lib/scope/offices';
import { dueFor } from './due.queries';

/*
 * The Due tab's follow-ups at 20,000 students with statistics (test/students-at-work.ts). The
 * follow-ups are read from the booker's index and the assignee's students; SQLite's planner
 * started from every live student (a deletedAt index) and their follow-ups: 2–4 s a statement
 * at 1M, three statements on every load of the bell's Due tab. The deadlines of the
 * counsellor's applications, alike: from every live student (1.4 s at 1M), now from the
 * applications (or their conditions) and their students by key.
 */
const DAY = '2026-11-30';
const ME = 'u1';

// Also without statistics (a database never analysed): the assignee's way then walked every open
// follow-up due by the day (`followups_open`), found by looking at plans from outside.
describe.skipIf(testDialect !== 'sqlite').each([
  ['with statistics', true],
  ['without statistics', false],
])("SQLite plan of the Due tab's follow-ups, %s", (_, statistics) => {
  const seeded = withStudentsAtWork(DAY, ME, statistics);

  it("reads a counsellor's follow-ups from theirs, never from every live student", async () => {
    const { raw, db, statements, plan } = seeded();
    statements.length = 0;
    // as a counsellor sees it: their office's students (SQLite's trap: office and deletedAt)
    const office = raw.prepare('select id from offices limit 1').pluck().get() as string;
    const viewer = { role: 'counsellor' as const, offices: [office] };
    const due = await runAsViewer(viewer, () =>
      dueFor(db, { user: ME, today: DAY, now: `${DAY}T09:00:00.000Z`, reminderDays: 7 }),
    );
    const recount = raw
      .prepare(
        `select count(*) from followups f join enquiries e on e.id = f.enquiry
        where f."doneAt" is null and f.kind = 'task' and f."nextContactDate" <= ?
          and e."deletedAt" is null and (f."createdBy" = ? or e."assignedTo" = ?)`,
      )
      .pluck()
      .get(DAY, ME, ME) as number;
    expect(recount).toBeGreaterThan(100);
    expect(due.count).toBeGreaterThanOrEqual(recount);
    expect(due.followUps.length).toBeGreaterThan(0);
    const dates = due.followUps.map((f) => f.nextContactDate);
    expect(dates).toEqual([...dates].sort());
    expect(due.nextFollowUpDate).not.toBeNull();
    expect(due.deadlines?.length).toBeGreaterThan(0);
    const deadlines = statements.filter((s) => /"applications" as "a"/.test(s.sql));
    expect(deadlines).toHaveLength(2); // the applications' own dates, their conditions
    for (const s of deadlines)
      expect(plan(s).join('\n')).toMatch(/SEARCH e USING (COVERING )?INDEX \S+ \(id=\?/);
    const reads = statements.filter((s) => /"followups" as "f"/.test(s.sql));
    expect(reads).toHaveLength(3); // the page, the count, the next date
    for (const s of reads) {
      const steps = plan(s).filter((step) => /^(SEARCH|SCAN) e /.test(step));
      expect(steps.length, plan(s).join('\n')).toBeGreaterThan(0);
      // the students by key, or the assignee's: never "every live student"
      for (const step of steps) expect(step, plan(s).join('\n')).toMatch(/\((id|assignedTo)=\?/);
      // nor from every open follow-up due before (or after) a day: one day's are few
      expect(plan(s).join('\n')).not.toMatch(/followups_open \(doneAt=\? AND nextContactDate[<>]/);
    }
  });
});
