import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { foldReportChanges, REPORT_READS, reportVersion } from './report-version';

/*
 * Each report's version follows the tables it reads: a fee's payment (the money summary's) leaves
 * the forecast's, the commission summary's and the money summary's commission side's kept
 * answers standing, a stage move does not, and a fold leaves every version where it was.
 */
describe("the money reports' versions, per report", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('moves a version only with a write to a table that report reads', async () => {
    const db = t.app.dbHandle.db;
    const versions = () =>
      Promise.all([
        reportVersion(db),
        reportVersion(db, REPORT_READS.forecast),
        reportVersion(db, REPORT_READS.commission),
      ]);
    // What the tables' triggers append (051): a payment recorded, then a stage moved.
    const changed = (source: string) =>
      sql`insert into report_changes (source) values (${source})`.execute(db);
    const [all, forecast, commission] = await versions();
    await changed('payments');
    expect(await versions()).toEqual([all + 1, forecast, commission]);
    await changed('application_stage_changes');
    expect(await versions()).toEqual([all + 2, forecast + 1, commission]);
    await changed('applications');
    const before = await versions();
    expect(before).toEqual([all + 3, forecast + 2, commission + 1]);
    await foldReportChanges(db);
    expect(await versions()).toEqual(before);
    await changed('payments');
    expect(await versions()).toEqual([all + 4, forecast + 2, commission + 1]);
  });

  it("keeps the money summary's commission side through a fee's payment, not a claim's", async () => {
    const db = t.app.dbHandle.db;
    const side = () => reportVersion(db, REPORT_READS['summary-commission']);
    const changed = (source: string) =>
      sql`insert into report_changes (source) values (${source})`.execute(db);
    const at = await side();
    for (const fee of ['invoices', 'invoice_instalments', 'payments', 'applications'])
      await changed(fee);
    expect(await side()).toBe(at);
    await changed('claim_payments');
    expect(await side()).toBe(at + 1);
    await changed('enquiries');
    expect(await side()).toBe(at + 2);
  });
});
