import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  keptCounts,
  seedEnquiry,
  upgradedApp,
  type LooseDb,
  type Upgraded,
} from '../../test/upgrade';

const AT = '2026-03-10T09:00:00.000Z';

/** The follow-up counts as a reader sums them, per next contact date. */
const followUpCounts = (db: LooseDb) => keptCounts(db, 'followup');

describe('migration 019: the due counts count open follow-ups only', () => {
  let up: Upgraded | undefined;
  afterAll(() => up?.close());

  it('recounts a database whose counts took done follow-ups too, and keeps counting open ones', async () => {
    up = await upgradedApp('017-search-at-scale', seedBefore019);
    const { t } = up;
    const after = t.app.dbHandle.db as unknown as LooseDb;
    expect(await followUpCounts(after)).toEqual({ '2026-03-10': 2 });
    await after.updateTable('followups').set({ doneAt: AT }).where('id', '=', 'f1').execute();
    expect(await followUpCounts(after)).toEqual({ '2026-03-10': 1 });
  });
});

/** One enquiry with three follow-ups for a day, one done, counted as migration 015 once did. */
async function seedBefore019(db: LooseDb) {
  await seedEnquiry(db, AT);
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
}
