import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/ids';
import { createTestApp, type TestApp } from '../../test/harness';
import { journey, type Journey } from '../applications/applications.fixtures';
import { pdf } from '../documents/documents.fixtures';
import { portal } from './portal.fixtures';

const INVALID = { message: 'This link is not valid', error: 'not_found' };

describe('bad links: one answer that tells nothing', () => {
  let t: TestApp;
  let j: Journey;
  let p: ReturnType<typeof portal>;
  beforeAll(async () => {
    t = await createTestApp();
    j = await journey(t);
    p = portal(t);
  });
  afterAll(() => t.close());

  it('answers a wrong, malformed, expired or revoked token alike, reads and uploads', async () => {
    const revoked = await p.link(j, j.asha.token, j.students.ashas._id);
    await j.call(j.asha.token, 'DELETE', `/enquiries/${j.students.ashas._id}/student-link`);
    const expired = await p.link(j, j.ravi.token, j.students.ravis._id);
    await t.app.dbHandle.db
      .updateTable('student_links')
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where('tokenHash', '=', sha256(expired))
      .execute();
    const tokens = [
      revoked,
      expired,
      'A'.repeat(43),
      'short',
      'x'.repeat(100),
      '%00%2F..%2F',
      encodeURIComponent('<script>'),
      revoked.slice(0, -1),
    ];
    let address = 0;
    const from = () => `10.1.0.${++address}`;
    for (const token of tokens) {
      for (const res of [
        await p.read(token, from()),
        await p.upload(token, { type: 'passport', file: pdf() }, from()),
        // nothing of the body is judged before the link
        await p.upload(token, {}, from()),
      ]) {
        expect(res.statusCode, token).toBe(404);
        expect(res.json(), token).toEqual(INVALID);
        expect(res.headers['content-length'], token).toBe(String(JSON.stringify(INVALID).length));
        expect(res.headers['retry-after']).toBeUndefined();
        expect(res.headers['x-robots-tag'], token).toBe('noindex, nofollow');
      }
    }
    // past the router's longest parameter, as on every route: 414, whatever the token
    expect((await p.read('x'.repeat(101), from())).statusCode).toBe(414);
    expect(await t.app.dbHandle.db.selectFrom('documents').select('id').execute()).toEqual([]);
  });
});

describe("the student's routes' limits", () => {
  let t: TestApp;
  let j: Journey;
  let p: ReturnType<typeof portal>;
  beforeAll(async () => {
    t = await createTestApp({ STUDENT_LINK_RATE_LIMIT: '3', STUDENT_LINK_MAX_FAILURES: '2' });
    j = await journey(t);
    p = portal(t);
  });
  afterAll(() => t.close());

  it('holds one link to its requests a minute, from however many addresses', async () => {
    const token = await p.link(j, j.asha.token, j.students.ashas._id);
    const codes = [];
    for (const n of [1, 2, 3, 4]) codes.push((await p.read(token, `10.2.0.${n}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const last = await p.read(token, '10.2.0.9');
    expect(last.headers['retry-after']).toMatch(/^\d+$/);
    // another link is its own
    const other = await p.link(j, j.ravi.token, j.students.ravis._id);
    expect((await p.read(other, '10.2.0.10')).statusCode).toBe(200);
  });

  it('holds one address to its requests a minute, whatever the links', async () => {
    const links = [
      await p.link(j, j.admin, j.students.ashas._id),
      await p.link(j, j.admin, j.students.ravis._id),
      await p.link(j, j.admin, j.students.nobodys._id),
    ];
    const codes = [];
    for (const token of [...links, links[0]!])
      codes.push((await p.read(token, '10.3.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('stops an address guessing tokens after its failed lookups, even with a good link; others go on', async () => {
    const good = await p.link(j, j.admin, j.students.nobodys._id);
    expect((await p.read('guess-1', '10.4.0.1')).statusCode).toBe(404);
    expect((await p.read('guess-2', '10.4.0.1')).statusCode).toBe(404);
    const blocked = await p.read(good, '10.4.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    const upload = await p.upload(good, { type: 'passport', file: pdf() }, '10.4.0.1');
    expect(upload.statusCode).toBe(429);
    expect((await p.read(good, '10.4.0.2')).statusCode).toBe(200);
  });
});
