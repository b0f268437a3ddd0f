import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import SQLite from '../../db/sqlite-native';
import { sqliteFileOf } from '../../db/database';
import type { Database } from '../../db/schema';
import { createTestApp, testDialect, type TestApp } from '../../test/harness';
import { moneyAtRisk } from './money.at-risk';

/*
 * Money at risk at 40,000 applications, with statistics, on both databases: it must start from
 * what is due (the unmet conditions and the conditional offers' unpaid deposits, each from its
 * partial index, migration 060) and read only those applications by key. It walked every live
 * application through the commission's joins instead: 24 s at 300,000 on SQLite.
 */
const ROWS = 40_000;
const TODAY = '2031-01-15';
const UNTIL = '2031-01-29';
const pgDb = testDialect === 'postgres';
const series = pgDb
  ? `generate_series(0, ${ROWS - 1}) as g(n)`
  : `(with recursive s(n) as (select 0 union all select n + 1 from s where n < ${ROWS - 1})
      select n from s) as g`;
const T = `'2026-01-01T00:00:00.000Z'`;
// One application in 200 is a conditional offer (half its deposits due by UNTIL, half of those
// paid); one in 4 has a condition, met but for the conditional offers' and as many other
// applications' (never at risk): a few dozen at risk among 40,000, as at an agency.
const SEED = [
  `insert into enquiries (id, "enqNo", "fName", "lName", email, mobile, category, source, status,
      "officeId", "createdAt", "updatedAt")
    select 'e' || n, 'ENQ-' || n, 'Tara', 'Patel', 't' || n || '@x.example', '+91 98' || n, 'PhD',
      'form', 'new', (select id from offices limit 1), ${T}, ${T}
    from ${series} where n < 5000`,
  `insert into applications (id, enquiry, college, course, stage, "stageAt", "createdAt",
      "updatedAt", "offerType", "depositDueDate", "depositPaidDate")
    select 'a' || n, 'e' || (n % 5000), 'c' || (n % 40), 'k' || (n % 200),
      (select key from application_stages where position = 1 + n % 13), ${T}, ${T}, ${T},
      case when n % 200 = 3 then 'conditional' when n % 200 = 103 then 'unconditional' end,
      case when n % 400 = 3 then '2031-01-20' when n % 100 = 3 then '2031-02-20' end,
      case when n % 800 = 3 then '2031-01-10' end
    from ${series}`,
  `insert into application_conditions (id, "applicationId", text, "dueDate", satisfied,
      "createdAt", "updatedAt")
    select 'k' || n, 'a' || n, 'IELTS 6.5', case when n % 300 < 150 then '2031-01-12'
      else '2031-03-01' end,
      case when n % 200 = 103 or (n % 200 = 3 and n % 7 <> 0) then 0 else 1 end, ${T}, ${T}
    from ${series} where n % 4 = 3`,
  `insert into college_commissions (college, type, value, currency, "updatedAt")
    select 'c' || n, 'fixed', 100, 'GBP', ${T} from ${series} where n < 40`,
];
const RECOUNT = `select count(*) as n from applications a
  join application_stages s on s.key = a.stage
  where a."deletedAt" is null and a."offerType" = 'conditional'
    and s.phase not in ('enrolled', 'closed')
    and ((a."depositDueDate" <= '${UNTIL}' and a."depositPaidDate" is null)
      or exists (select 1 from application_conditions c where c."applicationId" = a.id
        and c.satisfied = 0 and c."dueDate" <= '${UNTIL}'))`;

describe('money at risk: from what is due, by index', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let plan: (q: CompiledQuery) => Promise<string>;
  const statements: CompiledQuery[] = [];
  const log = (e: { query: CompiledQuery }) => void statements.push(e.query);

  beforeAll(async () => {
    t = await createTestApp();
    if (pgDb) {
      const pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 1 });
      db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
      plan = async (q) => {
        const explain = CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]);
        const r = await db.executeQuery<{ 'QUERY PLAN': string }>(explain);
        return r.rows.map((x) => x['QUERY PLAN']).join('\n');
      };
    } else {
      const raw: BetterSqlite3.Database = new SQLite(sqliteFileOf(t.config.databaseUrl));
      db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }), log });
      plan = (q) =>
        Promise.resolve(
          raw
            .prepare(`explain query plan ${q.sql}`)
            .all(...(q.parameters as unknown[]))
            .map((r) => (r as { detail: string }).detail)
            .join('\n'),
        );
    }
    // Students, colleges and courses not seeded: foreign keys and triggers set aside for this load.
    await db.transaction().execute(async (tx) => {
      const off = pgDb
        ? 'set local session_replication_role = replica'
        : 'pragma defer_foreign_keys = on';
      await sql.raw(off).execute(tx);
      for (const s of SEED) await sql.raw(s).execute(tx);
    });
    await sql.raw('analyze').execute(db);
  }, 120_000);
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  it('answers every offer at risk, and reads the due rows and their applications by index', async () => {
    const { rows } = await sql.raw<{ n: number }>(RECOUNT).execute(db);
    statements.length = 0;
    const r = await moneyAtRisk(db, { today: TODAY });
    const atRisk = Number(rows[0]!.n);
    expect(atRisk).toBeGreaterThan(50);
    expect(r.data).toHaveLength(50);
    expect(r.totals).toEqual([{ amount: (atRisk * 100).toFixed(2), currency: 'GBP' }]);
    const firsts = r.data.map((d) => d.due[0]!.date);
    expect(firsts).toEqual([...firsts].sort());
    // The offers at risk, read once: the due rows first, then their applications by key (the
    // page's details are then read by id).
    const reads = statements.filter((s) => /"depositDueDate" <= /.test(s.sql));
    expect(reads).toHaveLength(1);
    for (const s of reads) {
      const p = await plan(s);
      expect(p, p).toContain('application_conditions_open_due');
      expect(p).toContain('applications_conditional_deposit_due');
      if (pgDb) expect(p).not.toMatch(/Seq Scan on (applications|application_conditions)/);
      else expect(p).not.toMatch(/SCAN (a|applications|application_conditions)\b/);
    }
  });
});
