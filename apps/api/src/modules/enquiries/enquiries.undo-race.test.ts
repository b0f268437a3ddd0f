import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDialect, type TestApp } from '../../test/harness';
import { checked, csvText, runToEnd, utf8 } from '../imports/imports.fixtures';

/**
 * A staff edit racing an import's undo either wins (the student is kept, edited) or is refused
 * with 409: never written to a student the undo removed and then answered 404.
 */
describe('editing a student while their import is undone', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  /** One freshly imported student's id. */
  async function imported(name: string): Promise<{ importId: string; id: string }> {
    const file = csvText([
      ['First name', 'Mobile', 'Level of study'],
      [name, `+44 7700 9${String(Date.now()).slice(-5)}`, 'Graduate'],
    ]);
    const imp = await checked(t, admin, utf8(file));
    expect((await runToEnd(t, admin, imp.id)).inserted).toBe(1);
    const row = await t.app.dbHandle.db
      .selectFrom('enquiries')
      .select('id')
      .where('importId', '=', imp.id)
      .executeTakeFirstOrThrow();
    return { importId: imp.id, id: row.id };
  }

  const edit = (id: string, remarks: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/enquiries/${id}`,
      headers: bearer(admin),
      payload: { remarks },
    });

  const remarksOf = async (id: string) =>
    (
      await t.app.dbHandle.db
        .selectFrom('enquiries')
        .select(['remarks', 'deletedAt'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).remarks;

  it('edit and undo at once: the edit wins and the student stays, or it is refused', async () => {
    const { importId, id } = await imported('Racer');
    const [res, undo] = await Promise.all([
      edit(id, 'Raced the undo'),
      t.app.inject({
        method: 'POST',
        url: `/api/imports/${importId}/undo`,
        headers: bearer(admin),
      }),
    ]);
    expect(undo.statusCode, undo.body).toBe(200);
    if (res.statusCode === 200) {
      expect(res.json()).toMatchObject({ remarks: 'Raced the undo' });
      const live = await edit(id, 'Still here');
      expect(live.statusCode, live.body).toBe(200);
    } else {
      expect([404, 409], res.body).toContain(res.statusCode);
      expect(await remarksOf(id)).not.toBe('Raced the undo');
    }
  });

  // PostgreSQL runs the two transactions side by side: the undo's delete written, not yet
  // committed, while the edit reads the student as live and then waits on its row.
  it.runIf(testDialect === 'postgres')(
    'an edit that read the student before the undo committed is refused with 409, unwritten',
    async () => {
      const { id } = await imported('Waiter');
      const { db } = t.app.dbHandle;
      const waitingOnLock = async () =>
        Number(
          (
            await sql<{ n: string }>`select count(*) as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(db)
          ).rows[0]?.n,
        ) > 0;
      let editing: ReturnType<typeof edit> | undefined;
      await db.transaction().execute(async (trx) => {
        const at = new Date().toISOString();
        await trx
          .updateTable('enquiries')
          .set({ deletedAt: at, updatedAt: at })
          .where('id', '=', id)
          .execute();
        let settled = false;
        editing = edit(id, 'Lost to the undo');
        void editing.finally(() => (settled = true));
        while (!settled && !(await waitingOnLock())) await new Promise((r) => setImmediate(r));
      });
      const res = await editing!;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'conflict',
        message: expect.stringMatching(/removed/),
      });
      expect(await remarksOf(id)).not.toBe('Lost to the undo');
    },
  );
});
