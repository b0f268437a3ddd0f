import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { checked, csvText, runToEnd, utf8 } from './imports.fixtures';

describe('imports: batches', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  // SQLite answers synchronously: each batch holds every other request until it commits.
  it('runs in batches of 100 rows on SQLite (others get in between), 1,000 on PostgreSQL', async () => {
    const size = t.app.dbHandle.dialect === 'sqlite' ? 100 : 1000;
    const rows = Array.from({ length: 250 }, (_, k) => [`P${k}`, `p${k}@example.com`, 'PhD']);
    const imp = await checked(t, admin, utf8(csvText([['Name', 'Email', 'Level'], ...rows])));
    const chunks = await t.app.dbHandle.db
      .selectFrom('import_rows')
      .select('rows')
      .where('importId', '=', imp.id)
      .orderBy('chunk')
      .execute();
    expect(chunks.map((c) => (JSON.parse(c.rows) as unknown[]).length)).toEqual(
      size === 100 ? [100, 100, 50] : [250],
    );
    expect(await runToEnd(t, admin, imp.id)).toMatchObject({ state: 'done', inserted: 250 });
  });
});
