import type { Kysely } from 'kysely';
import { openDatabase } from '../db/database';
import { migratorFor } from '../db/migrate';
import { createTestApp, freshDatabaseUrl, type TestApp } from './harness';

/** A database's rows as an older schema had them: no types to hold them to. */
export type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

export type Upgraded = { t: TestApp; close: () => Promise<void> };

/**
 * A fresh database migrated to `before`, seeded as an agency of that time would have it, then
 * opened by the app, which migrates it to the latest: how a migration's backfill is tested.
 */
export async function upgradedApp(
  before: string,
  seed: (db: LooseDb) => Promise<void>,
): Promise<Upgraded> {
  const fresh = await freshDatabaseUrl();
  const handle = openDatabase(fresh.url);
  try {
    const { error } = await migratorFor(handle.db).migrateTo(before);
    if (error) throw new Error(`migrating to ${before} failed`, { cause: error });
    await seed(handle.db as unknown as LooseDb);
  } catch (e) {
    await handle.close();
    await fresh.drop();
    throw e;
  }
  await handle.close();
  const t = await createTestApp({ DATABASE_URL: fresh.url });
  return {
    t,
    close: async () => {
      await t.close();
      await fresh.drop();
    },
  };
}

/** The kept counts of one `dim` as a reader sums them, per key; keys that sum to 0 are left out. */
export async function keptCounts(db: LooseDb, dim: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('enquiry_counts')
    .select(['key', (eb) => eb.fn.sum('n').as('n')])
    .where('dim', '=', dim)
    .groupBy('key')
    .execute();
  return Object.fromEntries(
    rows.filter((r) => Number(r.n) !== 0).map((r) => [String(r.key), Number(r.n)]),
  );
}

/** The enquiry 'e1' (ENQ-1) as every older schema takes it, created and updated `at`. */
export async function seedEnquiry(db: LooseDb, at: string): Promise<void> {
  await db
    .insertInto('enquiries')
    .values({
      ...{ id: 'e1', enqNo: 'ENQ-1', fName: 'A', lName: 'B', email: 'a@x.org', mobile: '' },
      ...{ category: 'Graduate', source: 'form', status: 'new', createdAt: at, updatedAt: at },
    })
    .execute();
}
