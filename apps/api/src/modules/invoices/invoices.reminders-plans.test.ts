import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import SQLite from '../../db/sqlite-native';
import { sqliteFileOf } from '../../db/database';
import type { Database } from '../../db/schema';
import { createTestApp, testDialect, type TestApp } from '../../test/harness';
import { runInvoiceReminders } from './invoices.reminders';

/*
 * The hourly reminders' look-up at 20,000 students (1 in 10 invoiced, two instalments, every
 * unpaid one reminded already but 1 in 100), with statistics: it must start from the unpaid
 * instalments in the due window (their partial index) and read their students by key. SQLite's
 * planner started from the students instead (every live one, by the deletedAt index), then their
 * invoices: 8.8 s at 1M in every process, at its start and every hour, to find nothing.
 */
const ROWS = 20_000;
const DAY = '2026-11-30';
const series = `with recursive s(n) as (select 0 union all select n + 1 from s where n < ${ROWS - 1})`;
const day = (offset: string) => `strftime('%Y-%m-%d', '${DAY}', (${offset}) || ' days')`;

describe.skipIf(testDialect !== 'sqlite')('SQLite plan of the invoice reminders', () => {
  let t: TestApp;
  let raw: BetterSqlite3.Database;
  let db: Kysely<Database>;
  const statements: CompiledQuery[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    raw = new SQLite(sqliteFileOf(t.config.databaseUrl));
    raw.pragma('foreign_keys = off');
    // 1 in 50 students deleted, each at its own time: the statistics then say a deletedAt value
    // (null among them) picks about 50 students, and a plan may start from the live ones.
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
        ${day('-400 + n % 400')}, ${day('-370 + n % 400')}, 40000, 0, 40000, 0
      from s where n % 10 = 3`);
    // Two instalments a month apart over the last 400 days; the second half unpaid.
    raw.exec(`insert into invoice_instalments ("invoiceId", position, due, amount, paid)
      select i.id, k.k + 1, ${day('-370 + cast(substr(i.id, 5) as integer) % 400 + k.k * 30')},
        20000, case when k.k = 0 then 20000 else 0 end
      from invoices i cross join (select 0 as k union all select 1) k`);
    raw.exec(`insert into invoice_reminders ("invoiceId", position, kind, "sentAt")
      select "invoiceId", position, kind, '2026-06-15T00:00:00.000Z' from invoice_instalments
      cross join (select 'before' as kind union all select 'after') ks
      where paid < amount and cast(substr("invoiceId", 5) as integer) % 1000 <> 3`);
    raw.exec('analyze');
    db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: raw }),
      log: (e) => void statements.push(e.query),
    });
  });
  afterAll(async () => {
    await db.destroy();
    await t.close();
  });

  const plan = (s: CompiledQuery) =>
    raw
      .prepare(`explain query plan ${s.sql}`)
      .all(...(s.parameters as unknown[]))
      .map((r) => (r as { detail: string }).detail);

  it('finds the reminders due from the unpaid instalments, reading their students by key', async () => {
    const owed = `select count(*) from invoice_instalments p where paid < amount and due <= ?
      and not exists (select 1 from invoice_reminders r where r."invoiceId" = p."invoiceId"
        and r.position = p.position)`;
    const unreminded = raw.prepare(owed).pluck().get(DAY) as number;
    expect(unreminded).toBeGreaterThan(0);
    statements.length = 0;
    const sent = await runInvoiceReminders(db, new Date(`${DAY}T09:00:00.000Z`));
    // the unreminded instalments past their day, and any due within the days before
    expect(sent).toBeGreaterThanOrEqual(unreminded);
    const lookups = statements.filter((s) => /from "invoice_instalments" as "p"/.test(s.sql));
    expect(lookups.length).toBeGreaterThanOrEqual(2); // before, after
    for (const s of lookups) {
      const steps = plan(s);
      expect(steps[0], steps.join('\n')).toMatch(/^SEARCH p USING INDEX invoice_instalments_/);
      expect(steps.join('\n')).toMatch(/SEARCH e USING (COVERING )?INDEX \S+ \(id=\?/);
    }
  });
});
