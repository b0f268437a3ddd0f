import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryInput } from '../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../test/harness';
import { openStream } from '../test/sse';

describe('API response compression', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = bearer(await t.tokenFor('counsellor'));
    for (let n = 0; n < 10; n++)
      await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: enquiryInput(n) });
  });
  afterAll(() => t.close());

  const list = (accept: string) =>
    t.app.inject({
      url: '/api/enquiries?limit=100',
      headers: { ...auth, 'accept-encoding': accept },
    });

  it('compresses JSON above 1 KB with brotli, else gzip, as the client accepts', async () => {
    const plain = await list('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json<{ enquiries: unknown[] }>();
    expect(expected.enquiries).toHaveLength(10);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
  });

  it('leaves small responses as they are', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('never compresses the event stream: each event arrives as it happens', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const s = openStream(`${base}/api/enquiries/stream`, {
      ...auth,
      'accept-encoding': 'br, gzip',
    });
    try {
      const res = await s.ready;
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBeNull();
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: enquiryInput(99),
      });
      const { enqNo } = posted.json<{ enqNo: string }>();
      // One event, delivered while the connection stays open (a compressor would hold it back).
      await s.until(() => s.events.some((e) => e.data.includes(enqNo)));
      expect(s.ended()).toBe(false);
    } finally {
      s.close();
    }
  });
});
