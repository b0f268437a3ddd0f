import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { formData } from '../../test/multipart';

const AGENCY = 'https://www.agency.example';
const PAGE = `${AGENCY}/study-in-uk?utm_source=facebook&utm_medium=paid&utm_campaign=uk-sept`;

/**
 * The public enquiry form posted as multipart, as a form with enctype="multipart/form-data" or
 * a script's FormData sends it (found from outside: its ticked box, "on" or "true", was refused
 * as not ticked, because the route's body is a union of the staff and public schemas).
 */
describe('the public enquiry form as multipart', () => {
  let t: TestApp;
  let admin: string;
  const fields = (email: string) => ({
    fName: 'Multi',
    lName: 'Part',
    email,
    mobile: '+44 7700 900321',
    category: 'Graduate',
    consent: 'on',
    website: '',
  });
  const stored = async (email: string) =>
    (await t.app.inject({ url: `/api/enquiries?q=${email}`, headers: bearer(admin) })).json<{
      enquiries: Record<string, unknown>[];
    }>().enquiries;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_FORM_ORIGINS: AGENCY });
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it("takes a browser's form: the ticked box, the redirect, and the page's UTM tags", async () => {
    const body = formData({ ...fields('mp1@example.com'), redirect: `${AGENCY}/thanks` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { ...body.headers, referer: PAGE, accept: 'text/html' },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`${AGENCY}/thanks`);
    expect(await stored('mp1@example.com')).toEqual([
      expect.objectContaining({
        source: 'form',
        pageUrl: PAGE,
        utmSource: 'facebook',
        utmMedium: 'paid',
        utmCampaign: 'uk-sept',
      }),
    ]);
  });

  it("takes a script's FormData with consent 'true' and answers the receipt", async () => {
    const body = formData({ ...fields('mp2@example.com'), consent: 'true' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { ...body.headers, origin: AGENCY },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ enqNo: expect.stringMatching(/^ENQ-/) });
    expect(await stored('mp2@example.com')).toHaveLength(1);
  });

  it('still refuses a box left unticked, and keeps nothing', async () => {
    const body = formData({ ...fields('mp3@example.com'), consent: undefined });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { consent: expect.any(String) } });
    expect(await stored('mp3@example.com')).toEqual([]);
  });
});
