import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';

/*
 * The public form's one write statement looks each new person up among recent enquiries. Run
 * by name, PostgreSQL settled on a generic plan after five runs and kept it: made while the
 * table was nearly empty, that plan scanned all of `enquiries` for every person of every later
 * batch (the sustained POST from an empty database fell batch after batch). It must be planned
 * for the table as it is on each run: never kept as a generic plan on a connection.
 */
describe.runIf(testDialect === 'postgres')('the public write statement on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // One after another, so the pool hands the same connection back each time.
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: enquiryInput(i),
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('keeps no generic plan of it', async () => {
    const kept = await t.app.dbHandle.db.connection().execute(
      async (c) =>
        (
          await sql<{ generic: string; custom: string }>`
            select generic_plans as generic, custom_plans as custom from pg_prepared_statements
            where statement like '%insert into counters%' and statement like '%enquiries%'`.execute(
            c,
          )
        ).rows,
    );
    expect(kept.filter((k) => Number(k.generic) > 0)).toEqual([]);
  });
});
