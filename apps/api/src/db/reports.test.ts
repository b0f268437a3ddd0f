import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { report } from '../lib/report';
import { bearer, createTestApp, testDialect, type TestApp } from '../test/harness';
import { reportsOf } from './reports';

/*
 * A report (the dashboard's figures, the commission summary) holds at most
 * REPORT_TIMEOUT_MS, one of REPORT_CONCURRENCY turns, and nothing once its client has gone.
 * A slow report: a statement that runs for seconds (pg_sleep; on SQLite, counting millions).
 */
const SLOW =
  testDialect === 'postgres'
    ? sql`select pg_sleep(600) as slow`
    : sql`with recursive c(i) as (select 1 union all select i + 1 from c where i < 5000000)
          select count(*) as slow from c`;
const WAIT = { timeout: 60_000, interval: 20 };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** An app whose GET /test/slow is a slow report, within these limits. */
async function appWithSlowReport(env: Record<string, string>) {
  t = await createTestApp(env);
  const { db } = t.app.dbHandle;
  t.app.get('/test/slow', (_req, reply) => report(db, reply, (d) => SLOW.execute(d)));
  t.app.get('/test/timeout', (_req, reply) =>
    report(db, reply, async (d) => (await sql`show statement_timeout`.execute(d)).rows[0]),
  );
  // A report that holds its turn, without work, until the test lets it go.
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  t.app.get('/test/held', (_req, reply) => report(db, reply, () => held));
  return { t, db, gate: reportsOf(db).gate, letGo };
}

/** PostgreSQL: the slow statements still running (asked outside the app's pool, which they may hold). */
async function runningSlow(t: TestApp) {
  const c = new pg.Client({ connectionString: t.config.databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ n: string }>(`select count(*) as n from pg_stat_activity
      where state = 'active' and query like '%pg_sleep(600)%' and pid <> pg_backend_pid()`);
    return Number(rows[0]!.n);
  } finally {
    await c.end();
  }
}

describe('reports within limits', () => {
  it.runIf(testDialect === 'postgres')(
    'sets statement_timeout on the report’s connection, and only there',
    async () => {
      const { t, db } = await appWithSlowReport({ REPORT_TIMEOUT_MS: '1500' });
      const res = await t.app.inject({ url: '/test/timeout' });
      expect(res.json()).toEqual({ statement_timeout: '1500ms' });
      const outside = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db);
      expect(outside.rows[0]!.statement_timeout).toBe('0');
    },
  );

  it('stops a report at REPORT_TIMEOUT_MS: 503 with Retry-After, its statement stopped', async () => {
    const { t, gate } = await appWithSlowReport({ REPORT_TIMEOUT_MS: '300' });
    const res = await t.app.inject({ url: '/test/slow' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ error: 'report_timeout', message: /took too long/ });
    if (testDialect === 'postgres')
      await vi.waitFor(async () => expect(await runningSlow(t)).toBe(0), WAIT);
    // Other reads answer at once, though SQLite's stopped thread may still be counting.
    const me = await t.app.inject({
      url: '/api/users/me',
      headers: bearer(await t.tokenFor('admin')),
    });
    expect(me.statusCode).toBe(200);
    await vi.waitFor(() => expect(gate.stats().running).toBe(0), WAIT);
  });

  // With one pool connection, the report holds it: the cancel must not wait for the pool.
  it.each([['10'], ['1']])(
    'cancels the statement when the client goes away (pool of %s)',
    async (pool) => {
      const { t, gate } = await appWithSlowReport({
        REPORT_TIMEOUT_MS: '600000',
        DATABASE_POOL_MAX: pool,
      });
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const client = new AbortController();
      const asked = fetch(`${base}/test/slow`, { signal: client.signal }).catch((e: Error) => e);
      await vi.waitFor(() => expect(gate.stats().running).toBe(1), WAIT);
      if (testDialect === 'postgres')
        await vi.waitFor(async () => expect(await runningSlow(t)).toBe(1), WAIT);
      client.abort();
      expect(await asked).toBeInstanceOf(Error);
      if (testDialect === 'postgres')
        await vi.waitFor(async () => expect(await runningSlow(t)).toBe(0), WAIT);
      // The turn is free again once the statement has really ended (SQLite: its thread exited).
      await vi.waitFor(() => expect(gate.stats().running).toBe(0), WAIT);
      const me = await t.app.inject({
        url: '/api/users/me',
        headers: bearer(await t.tokenFor('admin')),
      });
      expect(me.statusCode).toBe(200);
    },
  );

  it('holds REPORT_CONCURRENCY reports and REPORT_QUEUE waiting; one more gets 503', async () => {
    const { t, gate, letGo } = await appWithSlowReport({
      REPORT_TIMEOUT_MS: '600000',
      REPORT_CONCURRENCY: '2',
      REPORT_QUEUE: '1',
    });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = bearer(await t.tokenFor('admin'));
    const client = new AbortController();
    const slow = [1, 2, 3].map(() =>
      fetch(`${base}/test/held`, { signal: client.signal }).catch((e: Error) => e),
    );
    await vi.waitFor(() => expect(gate.stats()).toEqual({ running: 2, waiting: 1 }), WAIT);
    for (const url of [
      '/api/dashboard/summary',
      '/api/dashboard/speed',
      '/api/applications/commission',
      '/api/money/summary',
      '/api/money/forecast',
      '/api/money/at-risk',
    ]) {
      const res = await t.app.inject({ url, headers: admin });
      expect([url, res.statusCode, res.json()]).toMatchObject([url, 503, { error: 'report_busy' }]);
      expect(res.headers['retry-after']).toBe('600');
    }
    // Everything else answers while the reports run, the funnel too (read from kept counts).
    for (const url of ['/api/enquiries', '/api/dashboard/funnel']) {
      const res = await t.app.inject({ url, headers: admin });
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
    client.abort();
    await Promise.all(slow);
    // The waiting one left its place; the two running keep their turns until their work ends.
    await vi.waitFor(() => expect(gate.stats()).toEqual({ running: 2, waiting: 0 }), WAIT);
    letGo();
    await vi.waitFor(() => expect(gate.stats()).toEqual({ running: 0, waiting: 0 }), WAIT);
    const summary = await t.app.inject({ url: '/api/dashboard/summary', headers: admin });
    expect(summary.statusCode).toBe(200);
  });
});
