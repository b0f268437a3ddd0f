import { afterAll, beforeAll } from 'vitest';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import SQLite from '../db/sqlite-native';
import { sqliteFileOf } from '../db/database';
import type { Database } from '../db/schema';
import { createTestApp, type TestApp } from './harness';

/**
 * A test app's SQLite file seeded with `rows` students, 1 in 50 deleted each at its own time
 * (the statistics then say a deletedAt value, null among them, picks about 50 students, and a
 * plan may start from the live ones), 1 in 10 invoiced in two instalments a month apart over
 * the 400 days to `day`, the second unpaid; every unpaid one reminded already but 1 in 100.
 * `more` adds to the seed before the statistics are taken. With statistics; a Kysely over the same file records what it runs, and `plan` explains it.
 */
export function owedInvoices(
  t: TestApp,
  rows: number,
  day: string,
  more?: (raw: BetterSqlite3.Database) => void,
  statistics = true,
) {
  const raw: BetterSqlite3.Database = new SQLite(sqliteFileOf(t.config.databaseUrl));
  const series = `with recursive s(n) as (select 0 union all select n + 1 from s where n < ${rows - 1})`;
  const dayAt = (offset: string) => `strftime('%Y-%m-%d', '${day}', (${offset}) || ' days')`;
  raw.pragma('foreign_keys = off');
  raw.exec(`insert into enquiries (id, "enqNo", "fName", "lName", email, mobile, category, source,
      status, "officeId", "createdAt", "updatedAt", "deletedAt")
    ${series} select 'e' || n, 'ENQ-' || n, 'Tara', 'Patel', 't' || n || '@x.example',
      '+91 98' || n, 'PhD', 'form', 'new', (select id from offices limit 1), '2026-01-01',
      '2026-01-01', case when n % 50 = 7 then strftime('%Y-%m-%dT%H:%M:%fZ', 1700000000 + n,
        'unixepoch') end
    from s`);
  raw.exec(`insert into invoices (id, "createdAt", "updatedAt", number, "enquiryId", currency,
      issued, due, net, tax, total, paid)
    ${series} select 'inv-' || n, '2026-01-01', '2026-01-01', 'INV-T-' || n, 'e' || n, 'GBP',
      ${dayAt('-400 + n % 400')}, ${dayAt('-370 + n % 400')}, 40000, 0, 40000, 0
    from s where n % 10 = 3`);
  raw.exec(`insert into invoice_instalments ("invoiceId", position, due, amount, paid)
    select i.id, k.k + 1, ${dayAt('-370 + cast(substr(i.id, 5) as integer) % 400 + k.k * 30')},
      20000, case when k.k = 0 then 20000 else 0 end
    from invoices i cross join (select 0 as k union all select 1) k`);
  raw.exec(`insert into invoice_reminders ("invoiceId", position, kind, "sentAt")
    select "invoiceId", position, kind, '2026-06-15T00:00:00.000Z' from invoice_instalments
    cross join (select 'before' as kind union all select 'after') ks
    where paid < amount and cast(substr("invoiceId", 5) as integer) % 1000 <> 3`);
  more?.(raw);
  if (statistics) raw.exec('analyze');
  const statements: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: raw }),
    log: (e) => void statements.push(e.query),
  });
  const plan = (s: CompiledQuery) =>
    raw
      .prepare(`explain query plan ${s.sql}`)
      .all(...(s.parameters as unknown[]))
      .map((r) => (r as { detail: string }).detail);
  return { raw, db, statements, plan };
}

/** A test app seeded so (`owedInvoices`) for the describe block it is called in. */
export function withOwedInvoices(
  rows: number,
  day: string,
  more?: (raw: BetterSqlite3.Database) => void,
  statistics = true,
): () => ReturnType<typeof owedInvoices> {
  let t: TestApp;
  let seeded: ReturnType<typeof owedInvoices>;
  beforeAll(async () => {
    t = await createTestApp();
    seeded = owedInvoices(t, rows, day, more, statistics);
  });
  afterAll(async () => {
    await seeded.db.destroy();
    await t.close();
  });
  return () => seeded;
}
