import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type BetterSqlite3 from 'better-sqlite3';
import SQLite from '../../db/sqlite-native';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import type { ListQuery } from '@studydesk/contract';
import { sqliteFileOf, type DbHandle } from '../../db/database';
import { rebuildSearchDocs } from '../../db/migrations/016-search-docs';
import type { Database } from '../../db/schema';
import { createTestApp, testDialect, type TestApp } from '../../test/harness';
import type { EventBus } from '../events/event-bus';
import { latestEnquiries } from '../dashboard/enquiry-figures';
import { createEnquiriesRepository } from './enquiries.repository';
import { runAsViewer } from '../../lib/scope/offices';

/*
 * SQLite plans for the lists the scale benchmark measures at a million rows, pinned. With
 * statistics (ANALYZE, which `PRAGMA optimize` runs on start) SQLite estimated `deletedAt is
 * null` at the average rows per deletedAt value and took a skip-scan of the status index plus a
 * sort of every live row for "newest first" (0.3–1.2 s at 1M); these plans must walk the
 * intended index.
 */
const ROWS = 20_000;
const page = (q: Partial<ListQuery> & Record<string, unknown>) =>
  ({ page: 1, limit: 25, order: 'desc', ...q }) as ListQuery & Record<string, unknown>;

describe.skipIf(testDialect !== 'sqlite')('SQLite plans of the enquiry lists', () => {
  let t: TestApp;
  let raw: BetterSqlite3.Database;
  let statements: CompiledQuery[] = [];
  let repo: ReturnType<typeof createEnquiriesRepository>;

  beforeAll(async () => {
    t = await createTestApp();
    raw = new SQLite(sqliteFileOf(t.config.databaseUrl));
    // Rows as a grown database has them: 5 statuses, 20 owners, 1 in 50 deleted at its own time.
    raw.exec(`insert into enquiries (id, "enqNo", "fName", "lName", email, mobile, category,
        source, status, "assignedTo", "createdAt", "updatedAt", "deletedAt")
      with recursive s(n) as (select 0 union all select n + 1 from s where n < ${ROWS - 1})
      select 'e' || n, 'ENQ-' || n, 'Tara', 'Patel', 'tara' || n || '@x.example', '+91 98' || n,
        'PhD', 'form', char(97 + n % 5), 'u' || (n % 20),
        strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + n * 60, 'unixepoch'),
        strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + n * 60, 'unixepoch'),
        case when n % 50 = 7 then strftime('%Y-%m-%dT%H:%M:%fZ', 1800000000 + n, 'unixepoch') end
      from s`);
    // 300 of them found by "tara patel" (the seeded rows have no search terms of their own).
    raw.exec(`insert into search_terms (kind, term, "recordId")
      select 'enquiry', t.term, e.id from enquiries e, (select 'tara' as term union all select 'patel') t
      where e.rowid <= 300`);
    await rebuildSearchDocs(new Kysely({ dialect: new SqliteDialect({ database: raw }) }));
    raw.exec('analyze');
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: raw }),
      log: (e) => void statements.push(e.query),
    });
    const handle = { db, dialect: 'sqlite' } as DbHandle;
    repo = createEnquiriesRepository(handle, {} as EventBus);
  });
  afterAll(async () => {
    raw.close();
    await t.close();
  });

  /** The plan of every statement `read` ran, one text per statement. */
  async function plans(read: () => Promise<unknown>) {
    statements = [];
    await read();
    return statements.map((s) =>
      raw
        .prepare(`explain query plan ${s.sql}`)
        .all(...(s.parameters as unknown[]))
        .map((r) => (r as { detail: string }).detail)
        .join('\n'),
    );
  }
  /** The page's plan and the count's (kept counts are read apart, in any order). */
  const listPlan = async (q: Record<string, unknown>) => {
    const all = await plans(() => repo.list(page(q)));
    const counts = all.filter((p) => p.includes('enquiry_counts'));
    expect(counts.length, all.join('\n---\n')).toBe(1);
    return { rows: all.find((p) => !p.includes('enquiry_counts'))!, count: counts[0]! };
  };

  it.each([
    ['newest first', {}, 'enquiries_deletedAt_createdAt_id'],
    ['page 400', { page: 400 }, 'enquiries_deletedAt_createdAt_id'],
    ['a status', { status: 'active' }, 'enquiries_status_deletedAt_createdAt_id'],
    ['an owner', { assignedTo: 'u3' }, 'enquiries_assignedTo_deletedAt_createdAt_id'],
  ])('%s: the page ids from the covering index in order, the count kept', async (_, q, index) => {
    const { rows, count } = await listPlan(q);
    // The ids subquery walks the index in list order (no sort of the live rows) ...
    expect(rows).toContain(`USING COVERING INDEX ${index}`);
    expect(rows).not.toMatch(/ANY\(/);
    const [ids] = rows.split(/\nSCAN hit/);
    expect(ids).not.toContain('TEMP B-TREE');
    // ... then 25 rows by key; the total from the kept counts.
    expect(rows).toMatch(/SEARCH enquiries USING INDEX sqlite_autoindex_enquiries_1 \(id=\?\)/);
    expect(count).toMatch(/SEARCH enquiry_counts/);
  });

  it("a manager's office-scoped page walks the office-led index in order, its count kept per office", async () => {
    const office = String(
      ((await raw.prepare('select id from offices').get()) as { id: string }).id,
    );
    const { rows, count } = await runAsViewer({ role: 'manager', offices: [office] }, () =>
      listPlan({}),
    );
    const [ids] = rows.split(/\nSCAN hit/);
    expect(ids).toContain('USING COVERING INDEX enquiries_officeId_deletedAt_createdAt_id');
    expect(ids).not.toContain('TEMP B-TREE');
    expect(count).toMatch(/SEARCH enquiry_counts/);
  });

  // A manager's search keeps their offices' matches: the office is in the covering index too
  // (migration 048), or every match's row is read for it.
  it.each([
    ['an admin', 'admin' as const],
    ['a manager', 'manager' as const],
  ])(
    '%s: a name search starts from the full-text index, counts as it pages, then 25 rows by key',
    async (_, role) => {
      const office = String(
        ((await raw.prepare('select id from offices').get()) as { id: string }).id,
      );
      let found: unknown;
      const [hits, rows, ...more] = await plans(() =>
        runAsViewer({ role, offices: [office] }, async () => {
          found = await repo.list(page({ q: 'tara patel' }));
        }),
      );
      expect(found).toMatchObject({ total: 294 }); // 300 less the deleted (n % 50 = 7)
      expect(more).toEqual([]);
      expect(hits).toMatch(/SCAN search_fts VIRTUAL TABLE INDEX/);
      expect(hits).toMatch(/SEARCH d USING INDEX .*\(doc=\?\)|SEARCH d USING INTEGER PRIMARY KEY/);
      // Each match's liveness and date from the covering index, not its row (migration 017).
      expect(hits).toMatch(/SEARCH enquiries USING COVERING INDEX enquiries_id_cover \(id=\?/);
      // By key: the manager's rows by (id, officeId), the unique index of migration 059.
      expect(rows).toMatch(
        /SEARCH enquiries USING INDEX (sqlite_autoindex_enquiries_1 \(id=\?\)|enquiries_id_office \(id=\? AND officeId=\?\))/,
      );
      expect(rows).not.toMatch(/search_fts/);
    },
  );

  it("the dashboard's latest enquiries walk (deletedAt, createdAt, id) without sorting", async () => {
    const logged = new Kysely<Database>({
      dialect: new SqliteDialect({ database: raw }),
      log: (e) => void statements.push(e.query),
    });
    const [plan] = await plans(() => latestEnquiries(logged, 'sqlite'));
    expect(plan).toContain('enquiries_deletedAt_createdAt_id');
    expect(plan).not.toMatch(/TEMP B-TREE|ANY\(/);
  });
});
