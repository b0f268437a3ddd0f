import { afterAll, describe, expect, it } from 'vitest';
import {
  keptCounts,
  seedEnquiry,
  upgradedApp,
  type LooseDb,
  type Upgraded,
} from '../../test/upgrade';

const AT = '2026-03-10T09:00:00.000Z';

/** The kept application counts as a reader sums them, per 'stage|owner'. */
const applicationCounts = (db: LooseDb) => keptCounts(db, 'app');

describe('migration 024: kept counts of live applications by stage and owner', () => {
  let up: Upgraded | undefined;
  afterAll(() => up?.close());

  it('counts the applications a database already had, then every move, owner and delete', async () => {
    up = await upgradedApp('023-board-order', seedBefore024);
    const db = up.t.app.dbHandle.db as unknown as LooseDb;
    expect(await applicationCounts(db)).toEqual({ 'shortlisted|u1': 1, 'submitted|': 1 });
    const set = (id: string, values: Record<string, unknown>) =>
      db.updateTable('applications').set(values).where('id', '=', id).execute();
    await set('a1', { stage: 'submitted' });
    await set('a2', { assignedTo: 'u1' });
    await set('a3', { deletedAt: null });
    expect(await applicationCounts(db)).toEqual({ 'submitted|u1': 3 });
    await set('a1', { deletedAt: AT });
    await db.deleteFrom('applications').where('id', '=', 'a2').execute();
    expect(await applicationCounts(db)).toEqual({ 'submitted|u1': 1 });
  });
});

/** A student with three applications at migration 023: one owned, one unassigned, one deleted. */
async function seedBefore024(db: LooseDb) {
  await seedEnquiry(db, AT);
  const application = (id: string, stage: string, assignedTo: string | null, deleted = false) => ({
    ...{ id, enquiry: 'e1', college: 'c1', course: 'k1', stage, stageAt: AT, assignedTo },
    ...{ createdAt: AT, updatedAt: AT, deletedAt: deleted ? AT : null },
  });
  await db
    .insertInto('applications')
    .values([
      application('a1', 'shortlisted', 'u1'),
      application('a2', 'submitted', null),
      application('a3', 'submitted', 'u1', true),
    ])
    .execute();
}
