import pg from 'pg';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListQuery } from '@studydesk/contract';
import { sqliteFileOf, type DbHandle } from '../../db/database';
import { rebuildSearchDocs } from '../../db/migrations/016-search-docs';
import type { Database } from '../../db/schema';
import SQLite from '../../db/sqlite-native';
import { runAsViewer } from '../../lib/scope/offices';
import { createTestApp, testDialect, type TestApp } from '../../test/harness';
import type { EventBus } from '../events/event-bus';
import { createEnquiriesRepository } from './enquiries.repository';

/*
 * A search's page counts every match (`count(*) over ()`), so it gathers them all. PostgreSQL
 * costed the LIMIT above that count as if it stopped the walk early: for a word many people
 * share ("tara") or an e-mail it over-guessed, it walked the whole newest-first index and
 * probed each enquiry's search document (every live enquiry, several seconds at a million).
 * The plan must start from the search index, for an admin and for a branch manager.
 */
const ROWS = 20_000;
const BRANCH = 'office-b';
const onPg = testDialect === 'postgres';
/** Enquiry n's creation time: a minute after the one before. */
const createdAt = onPg
  ? `to_char(to_timestamp(1700000000 + n * 60), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
  : `strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + n * 60, 'unixepoch')`;
const seed = (rows: string) => `insert into enquiries (id, "enqNo", "fName", "lName", email,
    mobile, category, source, status, "officeId", "createdAt", "updatedAt", "deletedAt")
  select 'e' || n, 'ENQ-' || n, 'Tara', 'Patel', 't' || n || '@x.example', '+91 98' || n, 'PhD',
    'form', 'new', case when n % 3 = 0 then '${BRANCH}' else (select id from offices
      where id <> '${BRANCH}' limit 1) end, ${createdAt},
    '2026-01-01', case when n % 50 = 7 then '2026-02-01' end from ${rows}`;
// Every enquiry has a search document (a name word and an e-mail of their own); one in ten is
// also a "tara" (2,000).
const terms = (rows: string) => `insert into search_terms (kind, term, "recordId")
  select 'enquiry', 'w' || n, 'e' || n from ${rows}
  union all select 'enquiry', 't' || n || '@x.example', 'e' || n from ${rows}
  union all select 'enquiry', 'tara', 'e' || n from ${rows} where n % 10 = 0`;

describe('the plan of a search for a common word or an e-mail', () => {
  let t: TestApp;
  let pool: pg.Pool | undefined;
  let raw: BetterSqlite3.Database | undefined;
  let repo: ReturnType<typeof createEnquiriesRepository>;
  const statements: CompiledQuery[] = [];
  const log = (e: { query: CompiledQuery }) => void statements.push(e.query);

  beforeAll(async () => {
    t = await createTestApp();
    const office = `insert into offices (id, name, "timeZone", "createdAt", "updatedAt")
      values ('${BRANCH}', 'Branch', 'UTC', '2026-01-01', '2026-01-01')`;
    let db: Kysely<Database>;
    if (onPg) {
      pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 2 });
      const series = (k: number) => `generate_series(0, ${k - 1}) n`;
      for (const text of [office, seed(series(ROWS)), terms(series(ROWS))]) await pool.query(text);
      db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    } else {
      raw = new SQLite(sqliteFileOf(t.config.databaseUrl));
      const series = (k: number) =>
        `(with recursive s(n) as (select 0 union all select n + 1 from s where n < ${k - 1}) select n from s)`;
      for (const text of [office, seed(series(ROWS)), terms(series(ROWS))]) raw.exec(text);
      db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }), log });
    }
    await rebuildSearchDocs(db as unknown as Kysely<unknown>);
    // What a grown database has: statistics, and the visibility map index-only scans need.
    if (pool) await pool.query('vacuum analyze enquiries, search_docs');
    else raw!.exec('analyze');
    repo = createEnquiriesRepository({ db, dialect: testDialect } as DbHandle, {} as EventBus);
  });
  afterAll(async () => {
    await pool?.end();
    raw?.close();
    await t.close();
  });

  /** The plan of the statement that finds the matches and counts them. */
  async function hitsPlan() {
    const hits = statements.find((s) => /count\(\*\) over/.test(s.sql))!;
    const ps = hits.parameters as unknown[];
    if (pool) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain ${hits.sql}`, ps);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    }
    const rows = raw!.prepare(`explain query plan ${hits.sql}`).all(...ps);
    return rows.map((r) => (r as { detail: string }).detail).join('\n');
  }

  // The taras are e0, e10 … e19990 (none deleted: n % 50 = 7), the branch's e0, e30 … e19980.
  it.each([
    ['an admin', 'tara', 'admin', 2000, 'e19990'],
    ['a branch manager', 'tara', 'manager', 667, 'e19980'],
    ['an admin', 't19990@x.example', 'admin', 1, 'e19990'],
    ['a branch manager', 't19980@x.example', 'manager', 1, 'e19980'],
  ] as const)('%s searching %s: from the search index', async (_, q, role, total, first) => {
    statements.length = 0;
    const query = { q, page: 1, limit: 5, order: 'desc' } as ListQuery;
    const found = await runAsViewer({ role, offices: [BRANCH] }, () => repo.list(query));
    expect(found.total).toBe(total);
    expect(found.items[0]?._id).toBe(first);
    const plan = await hitsPlan();
    if (pool) {
      expect(plan).toMatch(/Bitmap Index Scan on search_docs_words/);
      // Not every enquiry in list order, each one's document probed by key.
      expect(plan).not.toMatch(/search_docs_pkey/);
    } else {
      expect(plan).toMatch(/SCAN search_fts VIRTUAL TABLE INDEX/);
      expect(plan).not.toMatch(/SCAN enquiries|enquiries_\w*createdAt/);
    }
  });
});
