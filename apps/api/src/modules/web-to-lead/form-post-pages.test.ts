import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { formData } from '../../test/multipart';

const AGENCY = 'https://www.agency.example';
/** What Chromium sends when it navigates: a page first, anything else after. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
const PAGE = `${AGENCY}/study?utm_source=google`;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const mistaken = {
  fName: 'Meera',
  lName: 'Nair',
  email: 'meera@example.com',
  mobile: '12-34',
  category: '',
  consent: 'on',
  website: '',
};

/** A visitor's plain form post is answered with a page to read, never JSON. */
describe('a plain HTML form post answered in HTML', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_FORM_ORIGINS: AGENCY });
  });
  afterAll(() => t.close());
  const post = (fields: Record<string, string>, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/enquiries', headers, payload: form(fields) });

  it('lists what to fix on a readable page, with a way back to the form', async () => {
    const res = await post(mistaken, { ...urlencoded, accept: BROWSER_ACCEPT, referer: PAGE });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<h1>Your enquiry was not sent<\/h1>/);
    expect(html).toContain('<li>Enter a valid mobile number</li>');
    expect(html).toContain('<li>Choose a level of study</li>');
    expect(html).not.toMatch(/Category must be/);
    expect(html).toContain(`href="${PAGE.replace('&', '&amp;')}"`);
    expect(html).toContain('data-back');
    // the way back keeps what was typed (history.back) through a script of its own: no inline script
    expect(html).toMatch(/<script src="\/api\/web-to-lead\/back\.js" defer><\/script>/);
    expect(html).not.toMatch(/<script>|\son[a-z]+=/);
  });

  it('answers a multipart form (enctype="multipart/form-data") from a browser the same way', async () => {
    const { payload, headers } = formData(mistaken);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { ...headers, accept: BROWSER_ACCEPT },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<li>Enter a valid mobile number</li>');
  });

  it('escapes what it repeats, and links back only to a listed site', async () => {
    const res = await post(mistaken, {
      ...urlencoded,
      accept: BROWSER_ACCEPT,
      referer: 'https://evil.example/"><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toMatch(/Back button/);
  });

  it('serves the back script as a script, to anyone', async () => {
    const res = await t.app.inject({ url: '/api/web-to-lead/back.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).toContain('history.back()');
  });

  it('thanks the visitor on a page when no listed thank-you page is named', async () => {
    const res = await post(
      { ...mistaken, mobile: '+91 98470 11223', category: 'Graduate' },
      { ...urlencoded, accept: BROWSER_ACCEPT, referer: PAGE },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/Thank you! Your enquiry has been received\./);
    expect(res.body).toMatch(/Your enquiry number is ENQ-\d{6}\./);
  });

  it('keeps JSON for fetch and API clients, whatever the body’s type', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const res = await post(mistaken, { ...urlencoded, ...(accept ? { accept } : {}) });
      expect(res.statusCode, accept).toBe(400);
      expect(res.headers['content-type'], accept).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ fieldErrors: { mobile: expect.any(String) } });
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { accept: BROWSER_ACCEPT },
      payload: { ...mistaken, consent: true },
    });
    expect(json.statusCode).toBe(400);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
  });
});
