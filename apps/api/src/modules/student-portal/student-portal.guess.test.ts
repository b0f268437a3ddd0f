import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { journey, type Journey } from '../applications/applications.fixtures';
import { portal } from './portal.fixtures';

/*
 * Guessing tokens in parallel: the address's failed lookups are counted before the lookup, so a
 * burst of wrong tokens gets no more answers than the limit allows, however many arrive at once.
 */
describe('wrong links sent all at once', () => {
  let t: TestApp;
  let j: Journey;
  let p: ReturnType<typeof portal>;
  beforeAll(async () => {
    t = await createTestApp({ STUDENT_LINK_RATE_LIMIT: '1000', STUDENT_LINK_MAX_FAILURES: '10' });
    j = await journey(t);
    p = portal(t);
  });
  afterAll(() => t.close());

  it('answers at most the limit of 40 parallel guesses from one address; the rest get 429', async () => {
    const guesses = Array.from({ length: 40 }, (_, n) => `guess-${n}-${'x'.repeat(40)}`);
    const codes = (await Promise.all(guesses.map((g) => p.read(g, '10.9.0.1')))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 404)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
  });

  it('takes back the count of good lookups: up to the limit at once, and any number in turn', async () => {
    const good = await p.link(j, j.admin, j.students.ashas._id);
    const at = '10.9.0.2';
    const reads = await Promise.all(Array.from({ length: 10 }, () => p.read(good, at)));
    expect(reads.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (let n = 0; n < 12; n++) expect((await p.read(good, at)).statusCode).toBe(200);
    // and a wrong one is still answered as one, not refused as a guess too many
    expect((await p.read('wrong-one', at)).statusCode).toBe(404);
  });
});
