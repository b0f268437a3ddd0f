import fs from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDialect, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { openStream } from '../../test/sse';

const TOKEN = 'metrics-token-0123456789';
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000beef';

const README = path.resolve(import.meta.dirname, '../../../../../README.md');
/** The metrics the README's list for operators names (its "Metrics." item). */
function readmeMetrics(): string[] {
  const text = fs.readFileSync(README, 'utf8');
  const item = text.slice(text.indexOf('**Metrics.**'), text.indexOf('**Logs.**'));
  return [...new Set(item.match(/\bstudydesk_\w+/g))].sort();
}

/** The value of one series in a Prometheus text page (undefined when absent). */
function valueOf(page: string, series: string): number | undefined {
  const line = page.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  it('are off without METRICS_TOKEN: /api/metrics does not exist', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(404);
    await t.close();
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    let base: string;
    const scrape = async () => {
      const res = await t.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const gauge = async (series: string) => valueOf(await scrape(), series);
    // The server's sockets, to wait for the one carrying a stream to close (an event, not a time).
    const sockets: Socket[] = [];
    beforeAll(async () => {
      t = await createTestApp({ METRICS_TOKEN: TOKEN });
      t.app.get('/api/boom', { config: { access: 'public' } }, () => {
        throw new Error('boom');
      });
      t.app.server.on('connection', (socket: Socket) => sockets.push(socket));
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    });
    afterAll(() => t.close());

    it('answer only the bearer METRICS_TOKEN (401 otherwise, a session is not enough)', async () => {
      const session = await t.tokenFor('admin');
      for (const headers of [{}, bearer('wrong-token-0123456789'), bearer(session)]) {
        const res = await t.app.inject({ url: '/api/metrics', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ error: 'unauthorized' });
      }
      const ok = await t.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    });

    it('count requests and time them per route pattern and status, 4xx and 5xx included', async () => {
      await t.app.inject({ url: `/api/blog/${UNKNOWN_ID}` });
      await t.app.inject({ url: '/api/boom' });
      await t.app.inject({ url: '/api/services' });
      const page = await scrape();
      const blog404 = 'method="GET",route="/api/blog/:id",status="404"';
      expect(valueOf(page, `studydesk_http_requests_total{${blog404}}`)).toBe(1);
      expect(valueOf(page, `studydesk_http_request_duration_seconds_count{${blog404}}`)).toBe(1);
      const boom = 'studydesk_http_requests_total{method="GET",route="/api/boom",status="500"}';
      expect(valueOf(page, boom)).toBe(1);
      expect(page).toContain('route="/api/services",status="200"');
      expect(page).not.toContain(UNKNOWN_ID);
    });

    it('report process memory, the image queue and, on PostgreSQL, the connection pool', async () => {
      const page = await scrape();
      expect(valueOf(page, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
      expect(page).toContain('nodejs_heap_size_used_bytes');
      const pool = valueOf(page, 'studydesk_db_pool_connections{state="total"}');
      if (testDialect === 'postgres') expect(pool).toBeGreaterThanOrEqual(1);
      else expect(pool).toBeUndefined();
      expect(valueOf(page, 'studydesk_image_queue{state="active"}')).toBe(0);
      expect(valueOf(page, 'studydesk_image_queue{state="waiting"}')).toBe(0);
    });

    it('follow open event streams and the delay of delivering events to them', async () => {
      const token = await t.tokenFor('counsellor');
      expect(await gauge('studydesk_sse_open_streams')).toBe(0);
      const s = openStream(`${base}/api/enquiries/stream`, bearer(token));
      expect((await s.ready).status).toBe(200);
      expect(await gauge('studydesk_sse_open_streams')).toBe(1);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: enquiryInput(1),
      });
      expect(sent.statusCode).toBe(201);
      await s.until(() => s.events.length === 1);
      expect(await gauge('studydesk_event_delivery_lag_seconds_count')).toBe(1);
      const closed = new Promise((resolve) => sockets.at(-1)!.once('close', resolve));
      s.close();
      await closed;
      expect(await gauge('studydesk_sse_open_streams')).toBe(0);
    });

    it("are the ones the README's list for operators names, no more and no fewer", async () => {
      const served = [...(await scrape()).matchAll(/^# TYPE (studydesk_\w+) /gm)].map((m) => m[1]);
      expect(readmeMetrics()).toEqual([...new Set(served)].sort());
    });
  });
});
