import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/harness';

/** A promise and the function that settles it. */
function gate() {
  let open = () => undefined as void;
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { closed, open };
}

/** Health answers under load; readiness fails while draining. */
describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers while every database connection is busy and requests queue behind them', async () => {
    // PostgreSQL's pool holds 10 connections; SQLite has one, taken in turn.
    const hold = testDialect === 'postgres' ? 10 : 1;
    const release = gate();
    const held: Promise<void>[] = [];
    const taken: Promise<void>[] = [];
    for (let i = 0; i < hold; i++) {
      const started = gate();
      taken.push(started.closed);
      held.push(
        t.app.dbHandle.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          started.open();
          await release.closed;
        }),
      );
    }
    await Promise.all(taken);
    let listed = false;
    const queued = t.app.inject({ url: '/api/services' }).then((r) => ((listed = true), r));

    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok', dialect: testDialect });
    expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
    expect(listed).toBe(false); // still waiting for a connection

    release.open();
    await Promise.all(held);
    expect((await queued).statusCode).toBe(200);
  });

  it('is not ready while draining, stays alive, and turns other requests away', async () => {
    expect((await t.app.inject({ url: '/api/health/ready' })).json()).toEqual({ status: 'ready' });
    t.app.draining = true;
    try {
      const ready = await t.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const other = await t.app.inject({ url: '/api/services' });
      expect(other.statusCode).toBe(503);
      expect(other.json()).toEqual({
        message: 'The server is restarting. Please try again.',
        error: 'unavailable',
      });
      expect(other.headers['retry-after']).toBe('1');
      expect(other.headers.connection).toBe('close');
    } finally {
      t.app.draining = false;
    }
  });
});
