import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsViewer } from '../../lib/scope/offices';
import { createTestApp, type TestApp } from '../../test/harness';
import { planOf } from '../../test/plan';
import { enquiryLookup } from './imports.duplicates';

/*
 * An import looks each batch's e-mails and phone digits up among the live enquiries. On SQLite
 * without statistics (a database never analysed, as CI's and a new agency's are), asking for
 * `deletedAt is null`, the importer's offices or an order by age made it walk an index of
 * those over every live enquiry, once per batch: a 100,000-row import took 80 s where 20,000
 * took 8. The look-up must go by the column's own index, for staff of one office too.
 */
describe("an import's duplicate look-up", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const plan = (col: 'email' | 'mobileDigits') =>
    runAsViewer({ role: 'counsellor', offices: ['o1', 'o2'] }, () => {
      const db = t.app.dbHandle.db;
      return planOf(db, enquiryLookup(db, col, ['a@x.org', 'b@x.org']).compile());
    });

  it.each(['email', 'mobileDigits'] as const)('finds rows by their %s index', async (col) => {
    const text = await plan(col);
    expect(text).toContain(`enquiries_${col}_createdAt`);
    expect(text).not.toMatch(/enquiries_(deletedAt|officeId)/);
  });
});
