import pg from 'pg';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { runAsViewer } from '../../lib/scope/offices';
import { createTestApp, testDialect, type TestApp } from '../../test/harness';
import { board } from './applications.board';
import { createApplicationsRepository } from './applications.repository';

/*
 * The board on PostgreSQL at 20,000 applications, with statistics. Its thirteen column pages,
 * one statement each, joined six tables each time: planning them cost more than running them
 * (2.7–17 ms of planning against 0.4 ms of execution a column at 30,000 applications). Every
 * column's page is now one statement, each column's ids from the board-order index.
 */
const ROWS = 20_000;
/** A third of the students (and so of the applications) are in this office: a branch's manager. */
const BRANCH = 'office-b';

describe.runIf(testDialect === 'postgres')('PostgreSQL plan of the board', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let handle: DbHandle;
  const statements: CompiledQuery[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 2 });
    const c = await pool.connect();
    try {
      // Applications of students not seeded (their plans, not their joins, are read here):
      // foreign keys and triggers set aside for this load alone.
      await c.query('begin; set local session_replication_role = replica');
      await c.query(`insert into applications (id, enquiry, college, course, stage, "stageAt",
          "assignedTo", "createdAt", "updatedAt", "deletedAt")
        select 'a' || n, 'e' || (n % 5000), 'c' || (n % 40), 'k' || (n % 200),
          (select key from application_stages where position = 1 + n % 13),
          to_char(to_timestamp(1700000000 + n * 60), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'u' || (n % 20), '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z',
          case when n % 50 = 7 then '2026-02-01T00:00:00.000Z' end
        from generate_series(0, ${ROWS - 1}) n`);
      await c.query(`insert into offices (id, name, "timeZone", "createdAt", "updatedAt")
        values ('${BRANCH}', 'Branch', 'UTC', '2026-01-01', '2026-01-01')`);
      await c.query(`insert into enquiries (id, "enqNo", "fName", "lName", email, mobile, category,
          source, status, "officeId", "createdAt", "updatedAt")
        select 'e' || n, 'ENQ-' || n, 'Tara', 'Patel', 't' || n || '@x.example', '+91 98' || n,
          'PhD', 'form', 'new', case when n % 3 = 0 then '${BRANCH}' else
            (select id from offices where id <> '${BRANCH}' limit 1) end, '2026-01-01', '2026-01-01'
        from generate_series(0, 4999) n`);
      // The office each application takes from its student (migration 062's triggers are set
      // aside with the rest for this load).
      await c.query(`update applications a set "officeId" = e."officeId" from enquiries e
        where e.id = a.enquiry`);
      await c.query('commit');
      await c.query('analyze applications; analyze enquiries');
    } finally {
      c.release();
    }
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (e) => void statements.push(e.query),
    });
    handle = { db, dialect: 'postgres' } as DbHandle;
  });
  afterAll(async () => {
    await pool.end();
    await t.close();
  });

  /** The board as `who`, and the plan of its one statement reading every column's page. */
  const boardPlan = async (who: { id: string; role: 'admin' | 'manager' }) => {
    statements.length = 0;
    const repo = createApplicationsRepository(handle);
    const offices = who.role === 'admin' ? [] : [BRANCH];
    const b = await runAsViewer({ role: who.role, offices }, () =>
      board(handle.db, repo, who, { page: 1, limit: 20 }),
    );
    expect(b.columns).toHaveLength(13);
    expect(b.columns.every((c) => c.cards.length === 20)).toBe(true);
    const pages = statements.filter(
      (s) => /from "applications"/.test(s.sql) && /"stageAt" desc/.test(s.sql),
    );
    expect(pages).toHaveLength(1);
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain ${pages[0]!.sql}`,
      pages[0]!.parameters as unknown[],
    );
    return { b, plan: rows.map((r) => r['QUERY PLAN']).join('\n') };
  };

  it("reads every column's page in one statement, each column from the board-order index", async () => {
    const { plan } = await boardPlan({ id: 'u0', role: 'admin' });
    const ordered = plan.match(
      /Index (Only )?Scan Backward using "applications_stage_deletedAt_stageAt_id"/g,
    );
    expect(ordered, plan).toHaveLength(13);
    expect(plan).not.toMatch(/Seq Scan on applications/);
  });

  // The office scope reads the application's own office (migration 062): each column's page
  // walks the board-order index and keeps the office's entries from it, with no look-up of
  // their students and no read of every student of the office.
  it("a branch manager's columns: from the board-order index alone", async () => {
    const { b, plan } = await boardPlan({ id: 'm1', role: 'manager' });
    const { rows } = await pool.query<{ id: string }>(
      `select id from enquiries where "officeId" = $1`,
      [BRANCH],
    );
    const theirs = new Set(rows.map((r) => r.id));
    expect(b.columns.flatMap((c) => c.cards).every((c) => theirs.has(c.enquiry))).toBe(true);
    const ordered = plan.match(
      /Index (Only )?Scan Backward using "applications_stage_deletedAt_stageAt_id"/g,
    );
    expect(ordered, plan).toHaveLength(13);
    expect(plan).not.toMatch(/Seq Scan on (applications|enquiries)/);
    // About three entries walked for each card kept: each entry's student (059) and office
    // (062) come from the index, not from the application's row nor the student's.
    const alone = plan.match(
      /Index Only Scan Backward using "applications_stage_deletedAt_stageAt_id"/g,
    );
    expect(alone, plan).toHaveLength(13);
    expect(plan).not.toContain('scope_e');
  });
});
