import { describe, expect, it } from 'vitest';
import { testDialect } from '../../test/harness';
import { withStudentsAtWork } from '../../test/students-at-work';
import { runAsViewer } from '../../lib/scope/offices';
import { myWork } from './my-work';

/*
 * A counsellor's own figures (GET /dashboard/mine) at 20,000 students with statistics
 * (test/students-at-work.ts), in their office's scope: their leads and their students'
 * follow-ups are read from their assigned students. SQLite's planner started from every live
 * student of the office (an office and deletedAt index): 0.6–3 s a figure at 1M.
 */
const DAY = '2026-11-30';
const ME = 'u1';

// Also without statistics (a database never analysed): the office's index, or every open
// follow-up due (`followups_open`), was walked then; found by looking at plans from outside.
describe.skipIf(testDialect !== 'sqlite').each([
  ['with statistics', true],
  ['without statistics', false],
])("SQLite plan of a counsellor's own figures, %s", (_, statistics) => {
  const seeded = withStudentsAtWork(DAY, ME, statistics);

  it('counts from their students, never from every live student of the office', async () => {
    const { raw, db, statements, plan } = seeded();
    const office = raw.prepare('select id from offices limit 1').pluck().get() as string;
    statements.length = 0;
    const mine = await runAsViewer({ role: 'counsellor', offices: [office] }, () =>
      myWork(db, ME, DAY),
    );
    const overdue = raw
      .prepare(
        `select count(*) from followups f join enquiries e on e.id = f.enquiry
        where f."doneAt" is null and f."nextContactDate" < ? and e."deletedAt" is null
          and e."assignedTo" = ?`,
      )
      .pluck()
      .get(DAY, ME) as number;
    expect(overdue).toBeGreaterThan(100);
    expect(mine.followUpsOverdue).toBe(overdue);
    const counts = statements.filter((s) => /"assignedTo" = \?/.test(s.sql));
    expect(counts).toHaveLength(5);
    for (const s of counts) {
      const steps = plan(s).filter((step) => /^(SEARCH|SCAN) (e|enquiries) /.test(step));
      expect(steps.length, plan(s).join('\n')).toBeGreaterThan(0);
      for (const step of steps) expect(step, plan(s).join('\n')).toMatch(/\((id|assignedTo)=\?/);
      // nor from every open follow-up due before (or after) a day: one day's are few
      expect(plan(s).join('\n')).not.toMatch(/followups_open \(doneAt=\? AND nextContactDate[<>]/);
    }
  });
});
