import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const HTML = `<!doctype html><title>StudyDesk</title>${'<!-- padding -->'.repeat(100)}`;
const LOGIN = HTML.replace('<title>', '<h1>Login</h1><title>');
const STUDENT = HTML.replace('<title>', '<h1>Your documents</h1><title>');
const BOOK = HTML.replace('<title>', '<h1>Book a session</h1><title>');
const JS = `export const app = ${JSON.stringify('x'.repeat(4000))};`;

/** A build as Vite writes it: each text file with a brotli and a gzip copy beside it. */
function writeBuild(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  };
  write('index.html', HTML);
  fs.mkdirSync(path.join(dir, 'prerendered'));
  write('prerendered/login.html', LOGIN);
  write('prerendered/s.html', STUDENT);
  write('prerendered/book.html', BOOK);
  write('assets/index-abc123.js', JS);
  fs.mkdirSync(path.join(dir, 'embed'));
  write('embed/enquiry.js', JS);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
}

const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString()
      : body.toString();

describe('the web app as served', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-web-'));
    writeBuild(web);
    t = await createTestApp({ WEB_DIST: web });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(web, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('sends the precompressed copy the browser accepts (%j → %s)', async (accept, encoding) => {
    for (const [url, text, type] of [
      ['/assets/index-abc123.js', JS, /javascript/],
      ['/EnquiryForm', HTML, /text\/html/],
    ] as const) {
      const res = await get(url, accept ? { 'accept-encoding': accept } : {});
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload, encoding), url).toBe(text);
      if (encoding) expect(res.rawPayload.length).toBeLessThan(text.length / 2);
    }
  });

  it('caches hashed assets for a year and revalidates index.html with its ETag', async () => {
    const asset = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await get('/login', { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['last-modified']).toEqual(expect.any(String));
    const etag = page.headers.etag as string;
    expect(etag).toEqual(expect.any(String));
    const again = await get('/login', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // the plain copy is a different representation with its own tag
    const plain = await get('/login', { 'if-none-match': etag });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).not.toBe(etag);
  });

  it('lets other sites load the embed script, compressed, cached for an hour', async () => {
    const res = await get('/embed/enquiry.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers.etag).toEqual(expect.any(String));
    // everything else stays same-origin
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect((await get('/embed/other.js')).statusCode).toBe(404);
  });

  it('sends a prerendered screen for its path, whatever the query, and index.html for the rest', async () => {
    for (const [url, page] of [
      ['/login', LOGIN],
      ['/login?next=%2Fdashboard', LOGIN],
      ['/dashboard', HTML],
      ['/login/more', HTML],
    ] as const) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(decode(res.rawPayload, res.headers['content-encoding'] as string), url).toBe(page);
    }
  });

  it("sends the student's page for every /s/<token> link, and nothing of it elsewhere", async () => {
    for (const [url, page] of [
      ['/s/abcDEF123_-xyz', STUDENT],
      ['/s/abc?x=1', STUDENT],
      ['/s', STUDENT],
      ['/sx/abc', HTML],
    ] as const) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // the token in the address goes to no other site
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      // a private page: no search engine keeps it, whoever linked to it
      expect(res.headers['x-robots-tag'], url).toBe(
        page === STUDENT ? 'noindex, nofollow' : undefined,
      );
      expect(decode(res.rawPayload, res.headers['content-encoding'] as string), url).toBe(page);
    }
  });

  it('sends the booking page for /book, /book/<counsellor> and a session’s private link', async () => {
    for (const [url, page, robots] of [
      ['/book', BOOK, undefined],
      ['/book/u123?x=1', BOOK, undefined],
      ['/book/session/tokenABC_-9', BOOK, 'noindex, nofollow'],
      ['/bookings', HTML, undefined],
    ] as const) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-robots-tag'], url).toBe(robots);
      expect(decode(res.rawPayload, res.headers['content-encoding'] as string), url).toBe(page);
    }
  });

  it('serves files without compressed copies as they are', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('<svg/>');
  });

  it('answers 404 for a missing asset, upload or API path instead of the page', async () => {
    for (const url of ['/assets/index-old999.js', '/uploads/nothing.webp', '/api/nothing']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found', error: 'not_found' });
    }
  });

  // found from outside: a build replaced while the server ran (a deploy without a restart)
  // answered 404 for every new chunk, and the page it served could not start
  it('serves a build written after the server started, its index.html and its new chunks', async () => {
    const chunk = 'assets/index-def456.js';
    const text = JS.replace('x', 'y');
    fs.writeFileSync(path.join(web, chunk), text);
    fs.writeFileSync(`${path.join(web, chunk)}.br`, zlib.brotliCompressSync(text));
    const res = await t.app.inject({ url: `/${chunk}`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(res.rawPayload, res.headers['content-encoding'] as string)).toBe(text);
  });
});
