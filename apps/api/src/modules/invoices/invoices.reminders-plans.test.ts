import { describe, expect, it } from 'vitest';
import { testDialect } from '../../test/harness';
import { withOwedInvoices } from '../../test/owed-invoices';
import { runInvoiceReminders } from './invoices.reminders';

/*
 * The hourly reminders' look-up at 20,000 students, with statistics (test/owed-invoices.ts):
 * it must start from the unpaid instalments in the due window (their partial index) and read
 * their students by key. SQLite's planner started from the students instead (every live one,
 * by a deletedAt index), then their invoices: 8.8 s at 1M in every process, at its start and
 * every hour, to find nothing.
 */
const DAY = '2026-11-30';

describe.skipIf(testDialect !== 'sqlite')('SQLite plan of the invoice reminders', () => {
  const seeded = withOwedInvoices(20_000, DAY);

  it('finds the reminders due from the unpaid instalments, reading their students by key', async () => {
    const { raw, db, statements, plan } = seeded();
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
