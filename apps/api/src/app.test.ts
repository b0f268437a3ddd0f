import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDialect, type TestApp } from './test/harness';

// The deliberate public allowlist (ARCHITECTURE §5). A new public route must be added here.
const PUBLIC = [
  'POST /api/users/login',
  'POST /api/users/register',
  // "Forgot password?"
  'POST /api/users/forgot-password',
  'POST /api/users/reset-password',
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/services',
  'GET /api/services/:id',
  ...['countries', 'states', 'college', 'courses'].flatMap((r) => [
    `GET /api/${r}`,
    `GET /api/${r}/:id`,
    `GET /api/${r}/count`,
  ]),
  ...['blog', 'gallery'].flatMap((r) => [`GET /api/${r}`, `GET /api/${r}/:id`]),
  'POST /api/enquiries',
  'POST /api/contact',
  // their preflights, answered for the sites in PUBLIC_FORM_ORIGINS only
  'OPTIONS /api/enquiries',
  'OPTIONS /api/contact',
  // the readable error page's Back link for a plain HTML form post
  'GET /api/web-to-lead/back.js',
  // the student's private page, opened by its link's token alone
  'GET /api/student/:token',
  'POST /api/student/:token/documents',
  // the agency's name for the thank-you page, and nothing else
  'GET /api/branding',
  // the morning digest's unsubscribe link, by its token alone
  'GET /api/mail/unsubscribe',
  'POST /api/mail/unsubscribe',
  // booking a session: the times open, the booking, and the student's link to it by token
  'GET /api/public/booking-options',
  'GET /api/public/slots',
  'POST /api/public/appointments',
  'GET /api/public/appointments/:token',
  'PATCH /api/public/appointments/:token',
  'DELETE /api/public/appointments/:token',
  // a counsellor's calendar feed, for calendar apps, by its token alone
  'GET /api/calendar/:token.ics',
];

describe('the API as a whole', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-web-'));
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>StudyDesk</title>');
    fs.writeFileSync(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST: web });
    t.app.get('/api/boom', () => {
      throw new Error('secret internals: password=hunter2');
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(web, { recursive: true, force: true });
  });

  it('answers 401 without a session on every route not on the public allowlist', async () => {
    const api = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    );
    expect(api.length).toBeGreaterThan(8);
    const publicRoutes = api
      .filter((r) => r.access === 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC].sort());
    for (const r of api.filter((x) => x.access !== 'public')) {
      const url = r.url.replaceAll(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue', error: 'unauthorized' });
    }
  });

  it('reports the database in /api/health', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', dialect: testDialect });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('hides internals of a 5xx', async () => {
    const token = await t.tokenFor('admin');
    const res = await t.app.inject({ url: '/api/boom', headers: bearer(token) });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret|hunter2|stack/);
    expect(res.json()).toEqual({ message: expect.any(String), error: 'internal' });
  });

  it('answers JSON 404 for unknown API routes, with or without a session', async () => {
    for (const headers of [{}, bearer(await t.tokenFor('editor'))]) {
      const res = await t.app.inject({ url: '/api/no-such-thing', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found', error: 'not_found' });
    }
  });

  it('refuses malformed JSON and oversized bodies with clear 4xx', async () => {
    const token = await t.tokenFor('admin');
    const headers = { ...bearer(token), 'content-type': 'application/json' };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers,
      payload: '{"title":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers,
      payload: JSON.stringify({ title: 'x'.repeat(2_000_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/services', '/api/services/{id}', '/api/users/login']),
    );
    expect(JSON.stringify(doc.paths['/api/services']?.post)).toContain('title');
  });

  it('serves the web app with SPA fallback and long-lived caching of hashed assets', async () => {
    const page = await t.app.inject({ url: '/services?page=2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>StudyDesk</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingUpload = await t.app.inject({ url: '/uploads/nothing.webp' });
    expect(missingUpload.statusCode).toBe(404);
  });
});
