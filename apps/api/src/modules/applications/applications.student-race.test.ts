import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TestApp } from '../../test/harness';
import { testDialect } from '../../test/harness';
import { withJourney, type Journey } from './applications.fixtures';

/**
 * On PostgreSQL, whose transactions run side by side: a student deleted while an
 * application is being opened for them. The delete writes first, then counts live applications
 * (lib/crud/repository.ts); the new application holds the student's row (FOR SHARE) until it
 * commits, so it waits for the delete and finds the student gone. (SQLite runs one write
 * transaction at a time: the same checks inside them suffice.)
 */
describe.runIf(testDialect === 'postgres')(
  'opening an application while its student is deleted',
  () => {
    let t: TestApp;
    let j: Journey;
    withJourney((m) => ({ t, j } = m));

    it('waits for the delete, then is refused: no live application stands without its student', async () => {
      const e = j.students.nobodys._id;
      const { db } = t.app.dbHandle;
      const waitingOnLock = async () =>
        Number(
          (
            await sql<{ n: string }>`select count(*) as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(db)
          ).rows[0]?.n,
        ) > 0;
      let opening: ReturnType<Journey['apply']> | undefined;
      await db.transaction().execute(async (trx) => {
        // A delete under way: written, not yet committed.
        const at = new Date().toISOString();
        await trx.updateTable('enquiries').set({ deletedAt: at }).where('id', '=', e).execute();
        let settled = false;
        opening = j.apply(j.admin, e);
        void opening.finally(() => (settled = true));
        // Until the request waits on the student's row, or is answered without waiting.
        while (!settled && !(await waitingOnLock())) await new Promise((r) => setImmediate(r));
      });
      const res = await opening!;
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ fieldErrors: { enquiry: expect.any(String) } });
      const live = await db
        .selectFrom('applications')
        .select('id')
        .where('enquiry', '=', e)
        .where('deletedAt', 'is', null)
        .execute();
      expect(live).toEqual([]);
    });
  },
);
