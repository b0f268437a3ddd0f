import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsViewer } from '../../lib/scope/offices';
import { createTestApp, testDialect, type TestApp } from '../../test/harness';
import { planOf } from '../../test/plan';
import { documentStates } from '../documents/checklist.load';
import { samePerson } from '../enquiries/enquiries.duplicates';
import { dueFollowUps } from '../followups/followups.contact';

/*
 * Look-ups that a selective index answers (a person's e-mail, a student's documents, an
 * enquiry's follow-ups), planned on a database never analysed, for staff of one office. SQLite
 * took an index of the condition that keeps most rows instead (`deletedAt`, `doneAt`, the
 * office): every live document of the agency per board, every open follow-up per contact
 * logged, every live enquiry of the office per record opened.
 */
describe('point look-ups on a database without statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const oneOffice = <T>(fn: () => Promise<T>) =>
    runAsViewer({ role: 'counsellor', offices: ['o1'] }, fn);

  it.each(['email', 'mobileDigits'] as const)(
    "the same person's enquiries by %s, in one office",
    async (col) => {
      const db = t.app.dbHandle.db;
      const text = await oneOffice(() => planOf(db, samePerson(db, col, 'x', 'y').compile()));
      expect(text).toContain(`enquiries_${col}_createdAt`);
      expect(text).not.toMatch(/enquiries_(deletedAt|officeId)/);
    },
  );

  // PostgreSQL, with no statistics at all for a table never analysed, walks the live documents'
  // partial index; autovacuum's statistics take it to the student's.
  it.skipIf(testDialect === 'postgres')("the board's students' documents", async () => {
    const db = t.app.dbHandle.db;
    const text = await planOf(db, documentStates(db, ['a', 'b', 'c', 'd']).compile());
    expect(text).toMatch(/documents_enquiry/);
    expect(text).not.toMatch(/documents_deleted/);
  });

  it("an enquiry's follow-ups due when a contact is logged", async () => {
    const db = t.app.dbHandle.db;
    const text = await planOf(db, dueFollowUps(db, 'e1', '2026-12-03').compile());
    expect(text).toContain('followups_enquiry');
    expect(text).not.toMatch(/followups_open/);
  });
});
