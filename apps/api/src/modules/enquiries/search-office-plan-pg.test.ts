import pg from 'pg';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListQuery } from '@studydesk/contract';
import type { DbHandle } from '../../db/database';
import { rebuildSearchDocs } from '../../db/migrations/016-search-docs';
import type { Database } from '../../db/schema';
import { runAsViewer } from '../../lib/scope/offices';
import { createTestApp, testDialect, type TestApp } from '../../test/harness';
import type { EventBus } from '../events/event-bus';
import { createEnquiriesRepository } from './enquiries.repository';

/*
 * A name search on PostgreSQL reads each match's liveness and date from enquiries_id_cover
 * alone (an index-only scan, migration 017). A manager's keeps their offices' matches: the
 * office is in that index too (migration 048), or every match's row is fetched for it.
 */
const ROWS = 20_000;
const BRANCH = 'office-b';

describe.runIf(testDialect === 'postgres')('PostgreSQL plan of a scoped name search', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let repo: ReturnType<typeof createEnquiriesRepository>;
  const statements: CompiledQuery[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 2 });
    await pool.query(`insert into offices (id, name, "timeZone", "createdAt", "updatedAt")
      values ('${BRANCH}', 'Branch', 'UTC', '2026-01-01', '2026-01-01')`);
    // A third in the branch, 1 in 50 deleted; 60 of them found by "tara patel" (1 in 333).
    await pool.query(`insert into enquiries (id, "enqNo", "fName", "lName", email, mobile,
        category, source, status, "officeId", "createdAt", "updatedAt", "deletedAt")
      select 'e' || n, 'ENQ-' || n, 'Tara', 'Patel', 't' || n || '@x.example', '+91 98' || n,
        'PhD', 'form', 'new', case when n % 3 = 0 then '${BRANCH}' else
          (select id from offices where id <> '${BRANCH}' limit 1) end,
        to_char(to_timestamp(1700000000 + n * 60), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        '2026-01-01', case when n % 50 = 7 then '2026-02-01' end
      from generate_series(0, ${ROWS - 1}) n`);
    await pool.query(`insert into search_terms (kind, term, "recordId")
      select 'enquiry', t.term, 'e' || n * 31 from generate_series(0, 59) n,
        (values ('tara'), ('patel')) t(term)`);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (e) => void statements.push(e.query),
    });
    await rebuildSearchDocs(db as unknown as Kysely<unknown>);
    // What a grown database has: statistics and the visibility map index-only scans need.
    await pool.query('vacuum analyze enquiries');
    await pool.query('vacuum analyze search_docs');
    repo = createEnquiriesRepository({ db, dialect: 'postgres' } as DbHandle, {} as EventBus);
  });
  afterAll(async () => {
    await pool.end();
    await t.close();
  });

  it("a branch manager's matches: office, liveness and date from the covering index", async () => {
    statements.length = 0;
    const q = { q: 'tara patel', page: 1, limit: 25, order: 'desc' } as ListQuery;
    const found = await runAsViewer({ role: 'manager', offices: [BRANCH] }, () => repo.list(q));
    expect(found.total).toBe(20); // n % 3 = 0 (none of them deleted)
    const hits = statements.find((s) => /count\(\*\) over/.test(s.sql))!;
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain ${hits.sql}`,
      hits.parameters as unknown[],
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    // Whichever way the matches are joined, enquiries are read from an index alone.
    const reads = plan.split('\n').filter((l) => / on enquiries\b/.test(l));
    expect(reads.length, plan).toBeGreaterThan(0);
    for (const r of reads) expect(r, plan).toMatch(/Index Only Scan/);
  });
});
