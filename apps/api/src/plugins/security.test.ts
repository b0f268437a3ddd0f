import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { bearer, createTestApp, type TestApp } from '../test/harness';
import { enquiryInput } from '../test/fixtures';
import { openStream } from '../test/sse';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The same locked-down headers on every kind of response. */
describe('security headers', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>StudyDesk</title>');
    t = await createTestApp({ WEB_DIST: web, TRUST_PROXY: '10.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  const expectLockedDown = (headers: Record<string, unknown>, what: string) => {
    const csp = String(headers['content-security-policy']);
    for (const d of ["script-src 'self'", "frame-ancestors 'none'", "object-src 'none'"])
      expect(csp, what).toContain(d);
    expect(csp, what).not.toMatch(/script-src[^;]*unsafe/);
    // frames: the app's own and the documents' viewer's blob:, nothing else
    expect(csp, what).toContain("frame-src 'self' blob:");
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
    expect(headers['x-frame-options'], what).toBe('DENY');
  };

  it('on JSON, errors, the app page and its fallback', async () => {
    for (const url of ['/api/health', '/api/enquiries', '/api/no-such', '/', '/dashboard']) {
      const res = await t.app.inject({ url });
      expectLockedDown(res.headers, url);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('on the live stream', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const s = openStream(
      `http://127.0.0.1:${port}/api/enquiries/stream`,
      bearer(await t.tokenFor('counsellor')),
    );
    const res = await s.ready;
    expectLockedDown(Object.fromEntries(res.headers), 'stream');
    s.close();
  });

  it('sends HSTS only over TLS, as vouched for by a trusted proxy', async () => {
    const plain = await t.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = { 'x-forwarded-proto': 'https' };
    const viaProxy = await t.app.inject({
      url: '/api/health',
      headers: https,
      remoteAddress: '10.0.0.1',
    });
    expect(viaProxy.headers['strict-transport-security']).toMatch(
      /^max-age=\d{8}; includeSubDomains$/,
    );
    const spoofed = await t.app.inject({
      url: '/api/health',
      headers: https,
      remoteAddress: '192.0.2.5',
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

/** Request ids are ours unless a trusted proxy gives a well-formed one. */
describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.1' });
  });
  afterAll(() => t.close());

  const idOf = async (remoteAddress: string, id?: string) =>
    (
      await t.app.inject({
        url: '/api/health',
        remoteAddress,
        headers: id === undefined ? {} : { 'x-request-id': id },
      })
    ).headers['x-request-id'];

  it('generates one for every request', async () => {
    const [a, b] = [await idOf('192.0.2.5'), await idOf('192.0.2.5')];
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  it('ignores one sent by a client', async () => {
    expect(await idOf('192.0.2.5', 'chosen-by-client')).toMatch(UUID);
  });

  it('keeps a trusted proxy’s id only when short and well-formed', async () => {
    expect(await idOf('10.0.0.1', 'edge-4f2a.91')).toBe('edge-4f2a.91');
    for (const bad of ['x'.repeat(65), 'has space', 'ünïcode', '{"json":1}'])
      expect(await idOf('10.0.0.1', bad), bad).toMatch(UUID);
  });
});

/** Only a configured number of hops or addresses may name the client. */
describe('TRUST_PROXY', () => {
  const parse = (v: string) => loadConfig({ TRUST_PROXY: v, WEB_DIST: '/nowhere' }).trustProxy;

  it('takes a hop count or addresses, and refuses "true" with a reason', () => {
    expect(parse('false')).toBe(false);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parse('true')).toThrow(/TRUST_PROXY.*number of proxies/);
    expect(() => parse('not-an-address')).toThrow(/TRUST_PROXY/);
  });

  it('a client cannot pick its address through X-Forwarded-For behind one proxy', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1', PUBLIC_FORM_RATE_LIMIT: '2' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/enquiries',
          payload: enquiryInput(i),
          // The client wrote the first address; the proxy appended the one it saw.
          headers: { 'x-forwarded-for': `192.0.2.${i + 1}, 198.51.100.1` },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await t.close();
    }
  });
});
