import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDatabaseUrl, testDialect } from '../test/harness';
import type { DbHandle } from './database';

/** Statements named on PostgreSQL: parsed and planned once per connection, not on every run. */
describe.skipIf(testDialect !== 'postgres')('prepared statements on PostgreSQL', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabaseUrl();
    drop = fresh.drop;
    // Names are kept per process, up to MAX_NAMED: files share modules (the API suite runs
    // without isolation), so this one starts from modules of its own, none named yet.
    vi.resetModules();
    const { openDatabase } = await import('./database');
    handle = openDatabase(fresh.url);
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('names a read the second time its text runs, and runs it by that name after', async () => {
    const marker = `prepared_${Date.now()}`;
    await handle.db.connection().execute(async (c) => {
      const prepared = async () =>
        (
          await sql<{ n: string }>`select count(*) as n from pg_prepared_statements
            where statement like ${`%${marker}%`} and statement not like '%pg_prepared_statements%'`.execute(
            c,
          )
        ).rows[0]!.n;
      const read = (x: number) => sql`select ${x}::int as ${sql.ref(marker)}`.execute(c);
      expect((await read(1)).rows).toEqual([{ [marker]: 1 }]);
      expect(Number(await prepared())).toBe(0);
      await read(2);
      expect(Number(await prepared())).toBe(1);
      expect((await read(3)).rows).toEqual([{ [marker]: 3 }]);
      expect(Number(await prepared())).toBe(1);
    });
  });

  it('runs every pooled connection without parallel workers', async () => {
    // Each of several connections held at once, so the pool opens more than one.
    const settings = await Promise.all(
      [1, 2, 3].map(() =>
        handle.db.connection().execute(async (c) => {
          await sql`select pg_sleep(0.05)`.execute(c);
          return (
            await sql<{
              v: string;
            }>`select current_setting('max_parallel_workers_per_gather') as v`.execute(c)
          ).rows[0]!.v;
        }),
      ),
    );
    expect(settings).toEqual(['0', '0', '0']);
  });

  it('leaves transaction control and schema changes unnamed', async () => {
    await handle.db.connection().execute(async (c) => {
      for (let i = 0; i < 3; i++) {
        await sql`create temporary table if not exists prepared_probe (x int)`.execute(c);
        await sql`begin`.execute(c);
        await sql`commit`.execute(c);
      }
      const { rows } = await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements`.execute(c);
      expect(rows.filter((r) => /^\s*(create|begin|commit)/i.test(r.statement))).toEqual([]);
    });
  });
});
