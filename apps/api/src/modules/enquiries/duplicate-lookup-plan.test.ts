import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import { createTestApp, testDialect, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { firstRecent, recentLookup } from './enquiries.numbering';

/*
 * A public enquiry looks for a recent one from the same e-mail or mobile. In a database grown by
 * the public form and never analysed, SQLite walked `(deletedAt, createdAt, …)` over every
 * enquiry of the last 24 hours for it: a cost that grew with each insert (the public POST fell
 * from 790 to 156 req/s round after round, and stayed slow after a restart). These statements
 * must go by the e-mail's and the mobile's own index, whatever the statistics.
 */
describe('the duplicate look-up of the public form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: enquiryInput(i),
      });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  /** The plan's text. PostgreSQL is kept off whole-table scans, which a table this small invites. */
  async function plan(q: CompiledQuery): Promise<string> {
    const db = t.app.dbHandle.db;
    if (testDialect === 'sqlite') {
      const rows = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
      );
      return rows.rows.map((r) => r.detail).join('\n');
    }
    return db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const rows = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]),
      );
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  const contacts = [
    { email: 'someone@test.local', mobile: '+91 98000 00001' },
    { email: 'other@test.local', mobile: '+91 98000 00002' },
  ];

  it('finds a batch by the e-mail and mobile indexes', async () => {
    const text = await plan(recentLookup(t.app.dbHandle.db, contacts)!.compile());
    expect(text).toContain('enquiries_email_createdAt');
    expect(text).toContain('enquiries_mobile_createdAt');
    expect(text).not.toMatch(/enquiries_deletedAt/);
  });

  it.each(['email', 'mobile'] as const)('finds one by its %s index', async (col) => {
    const text = await plan(firstRecent(t.app.dbHandle.db, col, contacts[0]![col]).compile());
    expect(text).toContain(`enquiries_${col}_createdAt`);
    expect(text).not.toMatch(/enquiries_deletedAt/);
  });
});
