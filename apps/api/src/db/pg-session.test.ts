import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../test/harness';

/*
 * PostgreSQL's JIT compiled the funnel's plan on every request: 11.5 s of 12.2 s at 31,000
 * enquiries, other requests stalled behind it. Every pool connection the app opens has it off.
 */
describe.runIf(testDialect === 'postgres')('PostgreSQL session settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('turns JIT and parallel workers off on every pool connection', async () => {
    const { db } = t.app.dbHandle;
    // Several at once, so more than one pool connection answers.
    const seen = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.connection().execute(async (c) => {
          const jit = await sql<{ jit: string }>`show jit`.execute(c);
          const gather = await sql<{
            max_parallel_workers_per_gather: string;
          }>`show max_parallel_workers_per_gather`.execute(c);
          await sql`select pg_sleep(0.05)`.execute(c);
          return [jit.rows[0]?.jit, gather.rows[0]?.max_parallel_workers_per_gather];
        }),
      ),
    );
    expect(seen).toEqual(Array.from({ length: 4 }, () => ['off', '0']));
  });
});
