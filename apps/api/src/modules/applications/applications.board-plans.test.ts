import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type BetterSqlite3 from 'better-sqlite3';
import SQLite from '../../db/sqlite-native';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { sqliteFileOf, type DbHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { runAsViewer } from '../../lib/scope/offices';
import { createTestApp, testDialect, type TestApp } from '../../test/harness';
import { board } from './applications.board';
import { createApplicationsRepository } from './applications.repository';

/*
 * The board's statements at 20,000 applications (13 stages, 20 owners, 1 in 50 deleted), with
 * statistics: every column's count from the kept counts (migration 024), never a count over
 * the applications, then each column's page walks the (stage, deletedAt, stageAt, id) index in
 * order (migration 023) rather than sorting its stage; Mine the owner's part of it (024).
 */
const ROWS = 20_000;
const BOARD_ORDER = 'INDEX applications_stage_deletedAt_stageAt_id (stage=? AND deletedAt=?)';
// Mine: the owner's range of the stage (migration 024), not a walk of the whole stage.
const MINE =
  'COVERING INDEX applications_assignedTo_stage_deletedAt_stageAt_id (assignedTo=? AND stage=? AND deletedAt=?)';
/** A third of the students (and so of the applications) are in this office: a branch's manager. */
const BRANCH = 'office-b';

describe.skipIf(testDialect !== 'sqlite')('SQLite plans of the board', () => {
  let t: TestApp;
  let raw: BetterSqlite3.Database;
  let statements: CompiledQuery[] = [];
  let handle: DbHandle;

  beforeAll(async () => {
    t = await createTestApp();
    raw = new SQLite(sqliteFileOf(t.config.databaseUrl));
    // Colleges and courses not seeded: the plans, not the joins, are what is read here.
    raw.pragma('foreign_keys = off');
    // The students first, a third of them in the branch: an application takes its student's office
    // when written (migration 062).
    raw.exec(`insert into offices (id, name, "timeZone", "createdAt", "updatedAt")
      values ('${BRANCH}', 'Branch', 'UTC', '2026-01-01', '2026-01-01')`);
    raw.exec(`insert into enquiries (id, "enqNo", "fName", "lName", email, mobile, category, source,
        status, "officeId", "createdAt", "updatedAt")
      with recursive s(n) as (select 0 union all select n + 1 from s where n < 4999)
      select 'e' || n, 'ENQ-' || n, 'Tara', 'Patel', 't' || n || '@x.example', '+91 98' || n,
        'PhD', 'form', 'new', case when n % 3 = 0 then '${BRANCH}' else
          (select id from offices where id <> '${BRANCH}' limit 1) end, '2026-01-01', '2026-01-01'
      from s`);
    // Applications of those students (their plans, not their joins, are what is read here).
    raw.exec(`insert into applications (id, enquiry, college, course, stage, "stageAt",
        "assignedTo", "createdAt", "updatedAt", "deletedAt")
      with recursive s(n) as (select 0 union all select n + 1 from s where n < ${ROWS - 1})
      select 'a' || n, 'e' || (n % 5000), 'c' || (n % 40), 'k' || (n % 200),
        (select key from application_stages where position = 1 + n % 13),
        strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + n * 60, 'unixepoch'), 'u' || (n % 20),
        strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + n * 60, 'unixepoch'),
        strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + n * 60, 'unixepoch'),
        case when n % 50 = 7 then strftime('%Y-%m-%dT%H:%M:%fZ', 1800000000 + n, 'unixepoch') end
      from s`);
    raw.exec('analyze');
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: raw }),
      log: (e) => void statements.push(e.query),
    });
    handle = { db, dialect: 'sqlite' } as DbHandle;
  });
  afterAll(async () => {
    raw.close();
    await t.close();
  });

  const plan = (s: CompiledQuery) =>
    raw
      .prepare(`explain query plan ${s.sql}`)
      .all(...(s.parameters as unknown[]))
      .map((r) => (r as { detail: string }).detail)
      .join('\n');

  it.each([
    ['an admin', { id: 'u0', role: 'admin' as const }, {}, '1 = 1', BOARD_ORDER],
    [
      'a counsellor',
      { id: 'u3', role: 'counsellor' as const },
      {},
      `coalesce("assignedTo", '') in ('u3', '')`,
      BOARD_ORDER,
    ],
    [
      'mine',
      { id: 'u3', role: 'counsellor' as const },
      { owner: 'me' as const },
      `"assignedTo" = 'u3'`,
      MINE,
    ],
  ])(
    "%s: kept counts, then every column's page in one statement, each from an index",
    async (_, who, q, scope, index) => {
      statements = [];
      const repo = createApplicationsRepository(handle);
      const b = await board(handle.db, repo, who, { page: 1, limit: 20, ...q });
      expect(b.columns).toHaveLength(13);
      expect(b.columns.every((c) => c.cards.length === 20)).toBe(true);
      const applications = statements.filter((s) => /from "applications"/.test(s.sql));
      expect(applications.filter((s) => /group by/.test(s.sql))).toEqual([]);
      const kept = statements.filter((s) => /from "enquiry_counts"/.test(s.sql));
      expect(kept).toHaveLength(1);
      const live = `select count(*) from applications where "deletedAt" is null and ${scope}`;
      expect(b.columns.reduce((sum, c) => sum + c.count, 0)).toBe(raw.prepare(live).pluck().get());
      // The cards' missing documents: the page's students' open applications, once,
      // from the index on the student.
      const students = applications.filter((s) => /"a"\."enquiry" in/.test(s.sql));
      expect(students).toHaveLength(1);
      expect(plan(students[0]!)).toContain('applications_enquiry_deletedAt_createdAt');
      // Every column's page in one statement (thirteen cost PostgreSQL more to plan than to
      // run): each column's ids in order from the index; only the 260 rows read by id are
      // sorted again.
      const pages = applications.filter((s) => !/group by/.test(s.sql) && !students.includes(s));
      expect(pages).toHaveLength(1);
      const p = plan(pages[0]!);
      // SQLite may push the joins into each column's branch; each branch's ids come first.
      const columns = p.split(/CO-ROUTINE p\d+\n/).slice(1);
      expect(columns, p).toHaveLength(13);
      for (const c of columns) {
        const ids = c.slice(0, c.search(/SCAN p\d+/));
        expect(ids, p).toContain(index);
        expect(ids, p).not.toContain('TEMP B-TREE');
      }
    },
  );

  // The office scope reaches applications through their student. As `enquiry in (the office's
  // students)` SQLite drove each column from that list and sorted what it found (13 sorts of a
  // third of the agency: 0.7 s at the bench's 30,000 applications); each column's ids must still
  // come from the board-order index, each row's student looked up by key.
  it("a branch manager: every column's page from the board-order index, no sort", async () => {
    statements = [];
    const repo = createApplicationsRepository(handle);
    const manager = { role: 'manager' as const, offices: [BRANCH] };
    const b = await runAsViewer(manager, () =>
      board(handle.db, repo, { id: 'm1', role: 'manager' }, { page: 1, limit: 20 }),
    );
    expect(b.columns.every((c) => c.cards.length === 20)).toBe(true);
    const branch = raw.prepare(`select id from enquiries where "officeId" = ?`).pluck();
    const theirs = new Set(branch.all(BRANCH));
    expect(b.columns.flatMap((c) => c.cards).every((c) => theirs.has(c.enquiry))).toBe(true);
    const pages = statements.filter((s) => /"stageAt" desc/.test(s.sql));
    expect(pages).toHaveLength(1);
    const p = plan(pages[0]!);
    const columns = p.split(/CO-ROUTINE p\d+\n/).slice(1);
    expect(columns, p).toHaveLength(13);
    for (const c of columns) {
      const ids = c.slice(0, c.search(/SCAN p\d+/));
      expect(ids, p).toContain(BOARD_ORDER);
      expect(ids, p).not.toContain('TEMP B-TREE');
      // About three entries walked for each card kept, each entry's office read from the index
      // itself (migration 062): no look-up of its student, as an admin's walk reads the index
      // alone.
      expect(ids, p).toContain(`COVERING ${BOARD_ORDER}`);
      expect(ids, p).not.toContain('scope_e');
    }
    expect(p).not.toContain('applications_enquiry_deletedAt_createdAt');
  });
});
