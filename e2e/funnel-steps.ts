import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { tokenOf } from './desk-steps';
import { callApi, seedCollegeIn, seedCountry } from './journey-seed';

/**
 * A campaign's students, seeded through the API as they would come: two enquiries
 * from the public form tagged with UTM campaign `campaign`, both contacted by the admin and
 * applied to a college; one moved on to Enrolled, the other left at Submitted. The campaign's
 * funnel is then 2 enquiries, 2 contacted, 2 applied, 1 offer … 1 enrolled.
 */
export async function seedCampaign(admin: Page, campaign: string, word: string): Promise<void> {
  const country = await seedCountry(admin, word, '+98');
  const { college, course } = await seedCollegeIn(admin, country, {
    ...{ name: `${word} Institute`, word },
  });
  const phone = Date.now() % 100_000;
  for (const [i, stage] of (['enrolled', 'submitted'] as const).entries()) {
    const posted = await admin.request.post('/api/enquiries', {
      data: {
        ...{ fName: `Funnel${i}`, lName: word, email: `funnel${i}.${word}@example.com` },
        ...{ mobile: `+91 96${String(phone).padStart(5, '0')}00${i}`, category: 'Postgraduate' },
        ...{ consent: true, utmSource: 'google', utmCampaign: campaign },
      },
    });
    expect(posted.status(), `public POST: ${await posted.text()}`).toBe(201);
    const { enqNo } = (await posted.json()) as { enqNo: string };
    const res = await admin.request.get(`/api/enquiries?q=${enqNo}`, {
      headers: { authorization: `Bearer ${await tokenOf(admin)}` },
    });
    expect(res.status(), `search ${enqNo}: ${await res.text()}`).toBe(200);
    const found = (await res.json()) as { enquiries: { _id: string; enqNo: string }[] };
    const enquiry = found.enquiries.find((e) => e.enqNo === enqNo)?._id;
    if (!enquiry) throw new Error(`${enqNo} not found by its number: ${JSON.stringify(found)}`);
    await callApi(admin, 'post', `/api/enquiries/${enquiry}/contact-log`, {
      note: 'Talked through the course',
      outcome: 'reached',
    });
    const app = await callApi(admin, 'post', '/api/applications', {
      ...{ enquiry, college, course: course._id },
    });
    await callApi(admin, 'patch', `/api/applications/${app._id}/stage`, { stage });
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

/** The enquiries list's count once it shows (its status line, "1 enquiry"); NaN before. */
export async function listedCount(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /^\d+ enquir(y|ies)$/ });
  if ((await status.count()) !== 1) return Number.NaN;
  return Number(/^\d+/.exec((await status.textContent()) ?? '')?.[0]);
}

/**
 * Follows the campaign's figure at `step` from the dashboard's funnel to the enquiries list;
 * the figure, and the list's count once it has settled on it (a list still loading, or one
 * the route has not yet replaced, is a state to wait past, not a count).
 */
export async function openFunnelFigure(page: Page, campaign: string, step: string) {
  const figure = await funnelFigure(page, campaign, step);
  await figureLink(page, campaign, step).click();
  await page.waitForURL(/\/enquiries\?/);
  await expect.poll(() => listedCount(page), { message: `${step}: listed` }).toBe(figure);
  return { figure, listed: await listedCount(page) };
}
