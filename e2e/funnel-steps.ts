import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { tokenOf } from './desk-steps';
import { researchCourse } from './search-palette-steps';

/** POSTs (or PATCHes) `data` as the page's user (none: a visitor); the answer's `_id`. */
async function send(page: Page | null, from: Page, url: string, data: object, patch = false) {
  const headers = page ? { authorization: `Bearer ${await tokenOf(page)}` } : undefined;
  const res = await from.request[patch ? 'patch' : 'post'](url, { headers, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(patch ? 200 : 201);
  return ((await res.json()) as { _id: string })._id;
}

/**
 * A campaign's students (issue 22), seeded through the API as they would come: two enquiries
 * from the public form tagged with UTM campaign `campaign`, both contacted by the admin and
 * applied to a college; one moved on to Enrolled, the other left at Submitted. The campaign's
 * funnel is then 2 enquiries, 2 contacted, 2 applied, 1 offer … 1 enrolled.
 */
export async function seedCampaign(admin: Page, campaign: string, word: string): Promise<void> {
  const country = await send(admin, admin, '/api/countries', {
    name: `${word}land`,
    code: word.slice(0, 2).toUpperCase(),
    isoCode: word.slice(0, 3).toUpperCase(),
    dialCode: '+98',
    currency: 'EUR',
  });
  const course = await send(admin, admin, '/api/courses', researchCourse(word));
  const college = await send(admin, admin, '/api/college', {
    ...{ name: `${word} Institute`, country, courses: [course] },
    ...{ category: ['Postgraduate'], status: 'popular' },
  });
  const phone = Date.now() % 100_000;
  for (const [i, stage] of (['enrolled', 'submitted'] as const).entries()) {
    const { enqNo } = await admin.request
      .post('/api/enquiries', {
        data: {
          ...{ fName: `Funnel${i}`, lName: word, email: `funnel${i}.${word}@example.com` },
          ...{ mobile: `+91 96${String(phone).padStart(5, '0')}00${i}`, category: 'Postgraduate' },
          ...{ consent: true, utmSource: 'google', utmCampaign: campaign },
        },
      })
      .then((r) => r.json() as Promise<{ enqNo: string }>);
    const found = await admin.request.get(`/api/enquiries?q=${enqNo}`, {
      headers: { authorization: `Bearer ${await tokenOf(admin)}` },
    });
    const enquiry = ((await found.json()) as { enquiries: { _id: string }[] }).enquiries[0]!._id;
    await send(admin, admin, `/api/enquiries/${enquiry}/contact-log`, {
      note: 'Talked through the course',
      outcome: 'reached',
    });
    const app = await send(admin, admin, '/api/applications', { enquiry, college, course });
    await send(admin, admin, `/api/applications/${app}/stage`, { stage }, true);
  }
}

/** The dashboard's funnel section (the lead sources' section has a row per campaign too). */
const funnelSection = (page: Page) =>
  page.getByRole('region', { name: 'Funnel: enquiry to enrolment' });

/** The campaign's row of the funnel. */
export const funnelRow = (page: Page, campaign: string) =>
  funnelSection(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: campaign, exact: true }) });

/** A figure's link on the dashboard's funnel (by campaign): "Campaign spring, enrolled: 1". */
const figureLink = (page: Page, campaign: string, step: string) =>
  funnelSection(page).getByRole('link', {
    name: new RegExp(`^Campaign ${campaign}, ${step}: \\d+$`),
  });

/** Opens the dashboard's funnel by campaign; the campaign's figure at `step` (e.g. "enrolled"). */
export async function funnelFigure(page: Page, campaign: string, step: string): Promise<number> {
  await page.goto('/dashboard?funnelBy=campaign');
  const link = figureLink(page, campaign, step);
  await link.scrollIntoViewIfNeeded();
  return Number(await link.textContent());
}

/**
 * Follows the campaign's figure at `step` from the dashboard's funnel to the enquiries list;
 * the figure, and the list's count once it shows (its status line, "1 enquiry").
 */
export async function openFunnelFigure(page: Page, campaign: string, step: string) {
  const figure = await funnelFigure(page, campaign, step);
  await figureLink(page, campaign, step).click();
  await page.waitForURL(/\/enquiries\?/);
  const status = page.getByRole('status').filter({ hasText: /^\d+ enquir(y|ies)$/ });
  const listed = Number(/^\d+/.exec((await status.textContent()) ?? '')?.[0]);
  return { figure, listed };
}
