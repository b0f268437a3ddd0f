import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/harness';
import { checked, csvText, runToEnd, utf8 } from './imports.fixtures';

/**
 * PostgreSQL plans by its statistics, and a fresh import's rows are not in them until
 * autovacuum gets round to the table: an undo right after a 60,000-row import planned its
 * update by id as a walk over every live enquiry, per batch of 1,000 (43.9 s, growing with the
 * square of the import). A run that wrote rows brings the table's statistics up to date.
 */
describe.skipIf(testDialect !== 'postgres')('an import and the planner', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  const stats = async () => {
    const r = await sql<{ rows: number; analyzed: boolean }>`
      select c.reltuples as rows, s.last_analyze is not null as analyzed
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid
      where c.relname = 'enquiries'`.execute(t.app.dbHandle.db);
    return r.rows[0]!;
  };

  it('counts the rows it wrote in the table’s statistics', async () => {
    const head = ['First name', 'Surname', 'E-mail', 'Category'];
    const rows = Array.from({ length: 400 }, (_, k) => ['Ana', `Stat${k}`, `ana${k}@x.org`, 'PhD']);
    const imp = await checked(t, admin, utf8(csvText([head, ...rows])));
    expect(await runToEnd(t, admin, imp.id)).toMatchObject({ state: 'done', inserted: 400 });
    expect(await stats()).toEqual({ rows: 400, analyzed: true });
  });
});
