import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { enquiryInput } from '../test/fixtures';
import { startServer, type ChildServer } from '../test/child-server';
import { countRows } from '../test/rows';
import { hitAll } from './rate-limit-store';
import { PROCESS_TEST_TIMEOUT, stopChildren } from '../test/process';

// Even a test that failed or timed out half way leaves no server running.
afterAll(stopChildren);

/**
 * Per-IP limits hold across processes. A second API process (a child running
 * server.ts) shares this test's database; the public form limit counts hits on both together.
 */
describe('rate limits shared by every process', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  const LIMIT = 4;
  let t: TestApp;
  let other: ChildServer;
  beforeAll(async () => {
    const env = { PUBLIC_FORM_RATE_LIMIT: String(LIMIT), LOGIN_RATE_LIMIT: '3' };
    t = await createTestApp(env);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    other = await startServer(t.config.databaseUrl, { ...env, LOG_LEVEL: 'warn' });
  });
  afterAll(async () => {
    await other?.stop();
    await t.close();
  });

  const here = () => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const post = (origin: string, url: string, body: object) =>
    fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('counts public form posts on both processes against one limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const res = await post(i % 2 ? other.url : here(), '/api/enquiries', enquiryInput(i));
      codes.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(codes).toEqual([...Array<number>(LIMIT).fill(201), 429, 429]);
    expect(await countRows(t.app.dbHandle.db, 'enquiries')).toBe(LIMIT);
  });

  it('counts sign-in attempts on both processes against one limit, per route', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(i % 2 ? here() : other.url, '/api/users/login', {
        email: `nobody${i}@test.local`,
        password: 'wrong-password',
      });
      codes.push(res.status);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});

describe('counting hits together', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives each hit of a batch its own count, in order, as one after another would', async () => {
    const db = t.app.dbHandle.db;
    const a = { key: 'batch:a', windowMs: 60_000 };
    const b = { key: 'batch:b', windowMs: 60_000 };
    const first = await hitAll(db, [a, b, a, a]);
    expect(first.map((r) => r.current)).toEqual([1, 1, 2, 3]);
    expect(first.every((r) => r.ttl > 0 && r.ttl <= 60_000)).toBe(true);
    expect((await hitAll(db, [b, a])).map((r) => r.current)).toEqual([2, 4]);
  });

  it('starts a window that has run out again from the batch', async () => {
    const db = t.app.dbHandle.db;
    const key = 'batch:expired';
    await db
      .insertInto('rate_limits')
      .values({ key, count: 9, resetAt: Date.now() - 1 })
      .execute();
    const hits = await hitAll(db, [
      { key, windowMs: 60_000 },
      { key, windowMs: 60_000 },
    ]);
    expect(hits.map((r) => r.current)).toEqual([1, 2]);
  });
});
