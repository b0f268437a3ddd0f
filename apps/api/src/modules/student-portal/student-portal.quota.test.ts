import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_PORTAL_MESSAGES as M } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { journey, type Journey } from '../applications/applications.fixtures';
import { pdf } from '../documents/documents.fixtures';
import { portal } from './portal.fixtures';

const FILES = 3;
const BYTES = 10_000;

/** A leaked link sends no more than its day's files and bytes, however fast and in parallel. */
describe("a link's uploads in a day", () => {
  let t: TestApp;
  let j: Journey;
  let p: ReturnType<typeof portal>;
  beforeAll(async () => {
    t = await createTestApp({
      STUDENT_LINK_DAILY_FILES: String(FILES),
      STUDENT_LINK_DAILY_BYTES: String(BYTES),
    });
    j = await journey(t);
    p = portal(t);
  });
  afterAll(() => t.close());

  const rows = async (enquiryId: string) =>
    (
      await t.app.dbHandle.db
        .selectFrom('documents')
        .select('id')
        .where('enquiry', '=', enquiryId)
        .execute()
    ).length;

  it('takes its files a day, of 8 sent at once, and answers the rest 429 saying why', async () => {
    const token = await p.link(j, j.admin, j.students.ashas._id);
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        p.upload(token, { type: 'passport', file: pdf(`scan ${n}`) }, `10.7.0.${n + 1}`),
      ),
    );
    const codes = sent.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(FILES);
    expect(codes.filter((c) => c === 429)).toHaveLength(8 - FILES);
    const refused = sent.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: M.dailyLimit, error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await rows(j.students.ashas._id)).toBe(FILES);
    // the page still opens; another student's link is its own
    expect((await p.read(token)).statusCode).toBe(200);
    const other = await p.link(j, j.admin, j.students.ravis._id);
    expect((await p.upload(other, { type: 'passport', file: pdf() })).statusCode).toBe(201);
  });

  it('takes its bytes a day; a file refused for its bytes costs nothing', async () => {
    const token = await p.link(j, j.admin, j.students.nobodys._id);
    const big = pdf('x'.repeat(4000));
    const junk = Buffer.concat([Buffer.from('not a pdf'), Buffer.alloc(big.length)]);
    const bad = await p.upload(token, { type: 'passport', file: junk });
    expect(bad.statusCode).toBe(400);
    expect((await p.upload(token, { type: 'passport', file: big })).statusCode).toBe(201);
    expect((await p.upload(token, { type: 'passport', file: big })).statusCode).toBe(201);
    const third = await p.upload(token, { type: 'passport', file: big });
    expect([third.statusCode, third.json<{ message: string }>().message]).toEqual([
      429,
      M.dailyLimit,
    ]);
    expect(await rows(j.students.nobodys._id)).toBe(2);
  });
});
