import { describe, expect, it } from 'vitest';
import { testDialect } from '../../test/harness';
import { withOwedInvoices } from '../../test/owed-invoices';
import { overdueInvoicesFor } from './due.invoices';

/*
 * The Due tab's overdue invoices at 20,000 students, with statistics (test/owed-invoices.ts):
 * from the unpaid instalments past due or the invoices, their students read by key.
 * SQLite's planner started from every live student (by a deletedAt index) and their invoices:
 * 2.2 s for the count and as much for the page at 1M, on every load of the bell's Due tab.
 */
const DAY = '2026-11-30';

describe.skipIf(testDialect !== 'sqlite')("SQLite plan of the Due tab's overdue invoices", () => {
  const seeded = withOwedInvoices(20_000, DAY);

  it('counts and pages the overdue invoices from the unpaid instalments', async () => {
    const { raw, db, statements, plan } = seeded();
    const live = `select count(distinct p."invoiceId") from invoice_instalments p
      join invoices i on i.id = p."invoiceId" join enquiries e on e.id = i."enquiryId"
      where p.due < ? and p.paid < p.amount and e."deletedAt" is null`;
    statements.length = 0;
    const r = await overdueInvoicesFor(db, { user: 'u0', role: 'admin', today: DAY });
    expect(r.count).toBe(raw.prepare(live).pluck().get(DAY));
    expect(r.count).toBeGreaterThan(50);
    expect(r.items).toHaveLength(50);
    const dues = r.items.map((i) => i.due);
    expect(dues).toEqual([...dues].sort());
    const reads = statements.filter((s) => /"invoice_instalments" as "p"/.test(s.sql));
    expect(reads).toHaveLength(2); // the page, the count
    for (const s of reads) {
      const steps = plan(s);
      // from the instalments or the invoices, as their counts say; never from the students
      expect(steps[0], steps.join('\n')).toMatch(/^(SEARCH|SCAN) [pi] /);
      expect(steps.join('\n')).toMatch(/SEARCH e USING (COVERING )?INDEX \S+ \(id=\?\)/);
    }
  });
});
