import { afterAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DbHandle } from '../database';
import { migratorFor } from '../migrate';
import { createTestApp, freshDatabaseUrl, type TestApp } from '../../test/harness';

type Loose = Kysely<Record<string, Record<string, unknown>>>;
const AT = '2026-03-10T09:00:00.000Z';

/** The follow-up counts as a reader sums them, per next contact date. */
async function followUpCounts(db: Loose) {
  const rows = await db
    .selectFrom('enquiry_counts')
    .select(['key', (eb) => eb.fn.sum('n').as('n')])
    .where('dim', '=', 'followup')
    .groupBy('key')
    .execute();
  return Object.fromEntries(
    rows.filter((r) => Number(r.n) !== 0).map((r) => [String(r.key), Number(r.n)]),
  );
}

describe('migration 019: the due counts count open follow-ups only', () => {
  let t: TestApp | undefined;
  let handle: DbHandle | undefined;
  let drop: () => Promise<void> = () => Promise.resolve();
  afterAll(async () => {
    await t?.close();
    await handle?.close();
    await drop();
  });

  it('recounts a database whose counts took done follow-ups too, and keeps counting open ones', async () => {
    const fresh = await freshDatabaseUrl();
    drop = fresh.drop;
    handle = openDatabase(fresh.url);
    expect((await migratorFor(handle.db).migrateTo('017-search-at-scale')).error).toBeUndefined();
    const db = handle.db as unknown as Loose;
    await db
      .insertInto('enquiries')
      .values({
        ...{ id: 'e1', enqNo: 'ENQ-1', fName: 'A', lName: 'B', email: 'a@x.org', mobile: '' },
        ...{ category: 'Graduate', source: 'form', status: 'new', createdAt: AT, updatedAt: AT },
      })
      .execute();
    const followUp = (id: string, doneAt: string | null) => ({
      id,
      enquiry: 'e1',
      kind: 'task',
      followUpDetails: 'Call',
      nextContactDate: '2026-03-10',
      doneAt,
      createdAt: AT,
      updatedAt: AT,
    });
    await db
      .insertInto('followups')
      .values([followUp('f1', null), followUp('f2', AT), followUp('f3', null)])
      .execute();
    // as migration 015 once counted them: every follow-up
    await sql`delete from enquiry_counts where dim = 'followup'`.execute(db);
    await sql`insert into enquiry_counts (dim, key, n) values ('followup', '2026-03-10', 3)`.execute(
      db,
    );
    await handle.close();
    handle = undefined;

    t = await createTestApp({ DATABASE_URL: fresh.url });
    const after = t.app.dbHandle.db as unknown as Loose;
    expect(await followUpCounts(after)).toEqual({ '2026-03-10': 2 });
    await after.updateTable('followups').set({ doneAt: AT }).where('id', '=', 'f1').execute();
    expect(await followUpCounts(after)).toEqual({ '2026-03-10': 1 });
  });
});
