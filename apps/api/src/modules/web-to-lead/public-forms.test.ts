import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';

const AGENCY = 'https://www.agency.example';
const OTHER = 'https://evil.example';

type Enquiry = Record<string, unknown> & { enqNo: string };

/** Web-to-lead: other sites post the public forms, nothing else opens to them. */
describe('public forms on the agency site', () => {
  let t: TestApp;
  let admin: string;
  const form = (fields: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
  const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
  const byEnqNo = async (enqNo: string) =>
    (await t.app.inject({ url: `/api/enquiries?q=${enqNo}`, headers: bearer(admin) })).json<{
      enquiries: Enquiry[];
    }>().enquiries[0]!;
  const count = async () =>
    (await t.app.inject({ url: '/api/enquiries/total/count', headers: bearer(admin) })).json<{
      enquiry: number;
    }>().enquiry;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_FORM_ORIGINS: `${AGENCY}, https://agency.example/` });
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('lets a listed origin post the enquiry and call request forms, preflight included', async () => {
    for (const url of ['/api/enquiries', '/api/contact']) {
      const pre = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: AGENCY, 'access-control-request-method': 'POST' },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(AGENCY);
      expect(pre.headers['access-control-allow-methods']).toBe('POST');
      expect(pre.headers['access-control-allow-headers']).toBe('content-type');
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { origin: 'https://agency.example' },
      payload: enquiryInput(1),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe('https://agency.example');
    expect(res.headers.vary).toContain('Origin');
  });

  it('opens nothing to an origin not listed, and no other route to any origin', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/enquiries',
      headers: { origin: OTHER, 'access-control-request-method': 'POST' },
    });
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { origin: OTHER },
      payload: enquiryInput(2),
    });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
    for (const [method, url] of [
      ['GET', '/api/enquiries'],
      ['GET', '/api/courses'],
      ['POST', '/api/users/login'],
      ['OPTIONS', '/api/users/login'],
      ['OPTIONS', '/api/enquiries/status/x'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { origin: AGENCY } });
      expect(res.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined();
    }
  });

  it('takes a plain HTML form post and sends the browser to the thank-you page', async () => {
    const before = await count();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: {
        ...urlencoded,
        referer: `${AGENCY}/study-in-canada?utm_source=google&utm_campaign=canada-2027`,
      },
      payload: form({
        fName: 'Meera',
        lName: 'Nair',
        email: 'meera@example.com',
        mobile: '+91 98470 11223',
        category: 'Graduate',
        message: 'Line one\r\nline two',
        consent: 'on',
        website: '',
        redirect: `${AGENCY}/thank-you`,
      }),
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`${AGENCY}/thank-you`);
    expect(await count()).toBe(before + 1);
    const { enquiries } = (
      await t.app.inject({ url: '/api/enquiries?q=meera@example.com', headers: bearer(admin) })
    ).json<{ enquiries: Enquiry[] }>();
    expect(enquiries[0]).toMatchObject({
      fName: 'Meera',
      source: 'form',
      pageUrl: `${AGENCY}/study-in-canada?utm_source=google&utm_campaign=canada-2027`,
      utmSource: 'google',
      utmMedium: null,
      utmCampaign: 'canada-2027',
    });
  });

  it('answers a plain form with the receipt when its redirect is not on a listed origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: urlencoded,
      payload: form({
        name: 'Ravi',
        email: 'ravi@example.com',
        message: 'Call me',
        redirect: `${OTHER}/x`,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.location).toBeUndefined();
  });

  it('refuses a bad plain form post with a 400 and keeps nothing, honeypot and all', async () => {
    const before = await count();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: urlencoded,
      payload: form({ fName: 'X\u0000', lName: 'Y', category: 'Graduate', consent: 'on' }),
    });
    expect(bad.statusCode).toBe(400);
    const noConsent = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: urlencoded,
      payload: form({ ...enquiryInput(3), consent: 'off' }),
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toMatchObject({ fieldErrors: { consent: expect.any(String) } });
    const bot = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: urlencoded,
      payload: form({
        ...enquiryInput(4),
        consent: 'on',
        website: 'https://spam.example',
        redirect: `${AGENCY}/thank-you`,
      }),
    });
    expect(bot.statusCode).toBe(303);
    expect(await count()).toBe(before);
  });

  it('keeps urlencoded bodies off every other route (415)', async () => {
    for (const [method, url] of [
      ['POST', '/api/users/login'],
      ['POST', '/api/courses'],
      ['PUT', '/api/enquiries/status/x'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...urlencoded, ...bearer(admin) },
        payload: form({ email: 'a@b.c', password: 'x', status: 'active' }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(415);
      expect(res.json()).toMatchObject({ error: 'unsupported_media_type' });
    }
  });

  it('records where a scripted post came from, and filters the list by source and campaign', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { origin: AGENCY },
      payload: {
        ...enquiryInput(5),
        pageUrl: `${AGENCY}/mba?utm_campaign=ignored`,
        referrer: 'https://search.example/?q=mba',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'mba-spring',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const e = await byEnqNo(res.json<{ enqNo: string }>().enqNo);
    expect(e).toMatchObject({
      referrer: 'https://search.example/?q=mba',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'mba-spring',
    });
    const list = await t.app.inject({
      url: '/api/enquiries?utmCampaign=mba-spring&utmSource=newsletter',
      headers: bearer(admin),
    });
    expect(list.json<{ enquiries: Enquiry[] }>().enquiries.map((x) => x.enqNo)).toEqual([e.enqNo]);
  });

  it('refuses a page address that is not a web address, and tags that are not plain text', async () => {
    for (const extra of [
      { pageUrl: 'javascript:alert(1)' },
      { referrer: 'x'.repeat(2001) },
      { utmCampaign: '<b>x</b>' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        payload: { ...enquiryInput(6), ...extra },
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    // A tag in the page's address that is not plain text is left out, the enquiry kept.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...enquiryInput(7), pageUrl: `${AGENCY}/?utm_source=%3Cb%3E&utm_medium=a%00b` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const e = await byEnqNo(res.json<{ enqNo: string }>().enqNo);
    expect(e).toMatchObject({ utmSource: null, utmMedium: null });
  });
});

describe('PUBLIC_FORM_ORIGINS', () => {
  it('is refused at start when an entry is not an origin', async () => {
    await expect(
      createTestApp({ PUBLIC_FORM_ORIGINS: 'https://agency.example/path' }),
    ).rejects.toThrow(/PUBLIC_FORM_ORIGINS.*not an origin/);
  });
});
