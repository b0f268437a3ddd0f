import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ENQUIRY_CATEGORIES } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { COUNT_KEYS, OFFICE_COUNT_KEYS } from '../../db/migrations/015-counts';
import { FUNNEL_KEYS } from '../../db/migrations/funnel-keys';
import { createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { createEventBus, type EventBus } from '../events/event-bus';
import { insertEnquiries, type InsertDeps, type InsertJob } from './enquiries.insert';
import { SET_COUNTS_FROM } from './enquiries.set-counts';

/**
 * A large batch (an import's 1,000 rows) adds its kept counts in one statement (SQLite sets the
 * row trigger aside meanwhile) and skips the recent-duplicate lookup for an import's rows. Every
 * set kept over the enquiries stays exact, those still counted by their triggers too.
 */
/** Every set kept over the enquiries: status and the rest, office, funnel. */
const KEYS = (r: string) => [...COUNT_KEYS(r), ...OFFICE_COUNT_KEYS(r), ...FUNNEL_KEYS(r)];
describe('inserting a large batch', () => {
  let t: TestApp;
  let db: Db;
  let bus: EventBus;
  let deps: InsertDeps;
  let n = 0;
  const job = (fields: Partial<InsertJob['input']> = {}, importId?: string): InsertJob => {
    const { consent: _c, ...input } = enquiryInput(++n);
    const category = ENQUIRY_CATEGORIES[n % ENQUIRY_CATEGORIES.length]!;
    return {
      input: { ...input, category, source: 'form', ...fields },
      by: null,
      inTurn: false,
      importId,
    };
  };
  const many = (count: number) =>
    Array.from({ length: count }, (_, k) => job({ country: `C${k % 3}` }));

  /** Each kept count beside COUNT(*) of the live enquiries (keys at 0 left out). */
  async function countsAndTruth() {
    const parts = KEYS('e').map(
      ([dim, key]) =>
        `select '${dim}' as dim, ${key} as key, count(*) as n from enquiries e
         where e."deletedAt" is null group by ${key}`,
    );
    const truth = await sql
      .raw<{ dim: string; key: string; n: unknown }>(parts.join(' union all '))
      .execute(db);
    const kept = await db
      .selectFrom('enquiry_counts')
      .select(['dim', 'key', (eb) => eb.fn.sum('n').as('n')])
      .where(
        'dim',
        'in',
        KEYS('e').map(([dim]) => dim!),
      )
      .groupBy(['dim', 'key'])
      .execute();
    const map = (rows: { dim: string; key: string; n: unknown }[]) =>
      Object.fromEntries(
        rows.filter((r) => Number(r.n) !== 0).map((r) => [`${r.dim}:${r.key}`, Number(r.n)]),
      );
    return { kept: map(kept), truth: map(truth.rows) };
  }
  const triggers = async () =>
    t.app.dbHandle.dialect === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'trigger' and tbl_name = 'enquiries' order by name`.execute(
            db,
          )
        ).rows.map((r) => r.name)
      : [];

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.dbHandle.db;
    bus = await createEventBus(t.app.dbHandle, t.config.databaseUrl, t.app.log);
    deps = {
      handle: t.app.dbHandle,
      bus,
      roundRobin: () => Promise.resolve(new Set<string>()),
      turns: { believedOn: false },
    };
  });
  afterAll(async () => {
    await bus.close();
    await t.close();
  });

  it('keeps every count exact and the insert trigger in place', async () => {
    const before = await triggers();
    await insertEnquiries(deps, many(3));
    await insertEnquiries(deps, many(SET_COUNTS_FROM + 50));
    await bus.afterCommit();
    expect(await triggers()).toEqual(before);
    // Row by row again afterwards: the trigger still counts a single insert.
    await insertEnquiries(deps, [job({ country: 'Alone' })]);
    const { kept, truth } = await countsAndTruth();
    expect(kept).toEqual(truth);
    expect(truth['country:Alone']).toBe(1);
  });

  it('a batch rolled back leaves the trigger and the counts as they were', async () => {
    const before = await triggers();
    const counts = await countsAndTruth();
    await expect(
      db.transaction().execute(async (trx) => {
        await insertEnquiries(deps, many(SET_COUNTS_FROM), trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await triggers()).toEqual(before);
    expect(await countsAndTruth()).toEqual(counts);
    await insertEnquiries(deps, [job({ country: 'After' })]);
    const { kept, truth } = await countsAndTruth();
    expect(kept).toEqual(truth);
    expect(kept['country:After']).toBe(1);
  });

  it("leaves an import's rows unlinked to a recent enquiry (the import checked duplicates)", async () => {
    const [stored] = await insertEnquiries(deps, [job({ email: 'seen@example.com' })]);
    const made = await insertEnquiries(deps, [
      job({ email: 'seen@example.com', mobile: '' }, 'imp-1'),
      job({ email: 'seen@example.com', mobile: '' }),
    ]);
    const dups = await db
      .selectFrom('enquiries')
      .select(['id', 'duplicateOf'])
      .where(
        'id',
        'in',
        made.map((m) => m.id),
      )
      .execute();
    const of = (id: string) => dups.find((d) => d.id === id)!.duplicateOf;
    expect(of(made[0]!.id)).toBeNull();
    expect(of(made[1]!.id)).toBe(stored!.id);
  });
});
