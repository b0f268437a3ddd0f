import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, MOBILE, newPage, screenshot, signInAt } from './browser';
import { launchWithCounsellor, seedStudent } from './applications-steps';
import { tokenOf } from './desk-steps';
import { callApi } from './journey-seed';
import { uniqueWord } from './search-palette-steps';

const AGENCY = 'Globe Study';
/** A 120×40 blue PNG, the agency's logo. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAIAAAC6iKlyAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAoklEQVRoge3U0Y0CARTDQKrYVinfNMAvl6fTSKnAcvx63tnzewgvlJ8/UQ3ogO4/vY3RAd1cQ0Y3Bycd3ZxGB3RzDRndHJx0dHMaHdDNNWR0c3DS0c1pdEA315DRzcFJRzen0QHdXENGNwcnHd2cRgd0cw0Z3RycdHRzGh3QzTVkdHNw0tHNaXRAN9eQ0c3BSUc3p9EB3VxDRjcHJx3NmX7dB0t5ArS1nagPAAAAAElFTkSuQmCC',
  'base64',
);
const LOGO = { name: `${AGENCY} logo` };

/** A screenshot to look at, and axe clean at every impact level. */
async function check(page: Page, shot: string): Promise<void> {
  await screenshot(page, shot);
  expect(await axeViolations(page), shot).toEqual([]);
}

/**
 * What enquirers and students see carries the agency's name (Settings), never the product's;
 * the time zone picker lists current names with their offsets. At both sizes.
 */
describe('the agency’s own name', () => {
  const word = uniqueWord();
  let browser: Browser;
  let admin: Page;
  let studentUrl = '';

  beforeAll(async () => {
    const launched = await launchWithCounsellor(word);
    ({ browser, admin } = launched);
    await callApi(admin, 'patch', '/api/settings', { agencyName: AGENCY });
    const headers = { authorization: `Bearer ${await tokenOf(admin)}` };
    const image = { name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG };
    const res = await admin.request.put('/api/settings/logo', { headers, multipart: { image } });
    expect(res.status(), await res.text()).toBe(200);
    const student = await seedStudent(admin, 'Meera', word, launched.counsellor.id);
    studentUrl = (
      await callApi<{ url: string }>(admin, 'post', `/api/enquiries/${student}/student-link`, {})
    ).url;
  });
  afterAll(async () => {
    if (admin) await callApi(admin, 'patch', '/api/settings', { agencyName: 'StudyDesk' });
    if (admin)
      await admin.request.delete('/api/settings/logo', {
        headers: { authorization: `Bearer ${await tokenOf(admin)}` },
      });
    await browser?.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)('on the public enquiry form (%s)', async (_size, viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto('/EnquiryForm');
    await page.getByRole('link', { name: `${AGENCY} home` }).waitFor();
    await page.getByRole('img', LOGO).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Study abroad enquiry' }).waitFor();
    await expect.poll(() => page.title()).toBe(`Enquire · ${AGENCY}`);
    expect(await page.getByText('StudyDesk').count()).toBe(0);
    await check(page, 'branding-enquiry-form');
    await page.context().close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)('on the thank-you and student pages (%s)', async (_size, viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto('/thank-you?enq=ENQ-000042');
    await page.getByRole('link', { name: `${AGENCY} home` }).waitFor();
    await page.getByRole('img', LOGO).waitFor();
    await expect.poll(() => page.title()).toBe(`Thank you · ${AGENCY}`);
    expect(await page.getByText('StudyDesk').count()).toBe(0);
    await check(page, 'branding-thank-you');

    await page.goto(new URL(studentUrl).pathname);
    await page.getByRole('heading', { name: 'Your counsellor' }).waitFor();
    await page.getByRole('link', { name: `${AGENCY} home` }).waitFor();
    await page.getByRole('img', LOGO).waitFor();
    await expect.poll(() => page.title()).toBe(`Your documents · ${AGENCY}`);
    expect(await page.getByText('StudyDesk').count()).toBe(0);
    await check(page, 'branding-student');
    await page.context().close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)('in Settings → E-mail, with the time zone picker (%s)', async (_size, viewport) => {
    const page = await newPage(browser, viewport);
    await signInAt(page, '/settings/email');
    await page.getByRole('textbox', { name: 'Agency name' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Agency name' }).inputValue()).toBe(AGENCY);
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Kolkata');
    await page.getByRole('option', { name: 'Asia/Kolkata (UTC+05:30)' }).waitFor();
    await screenshot(page, 'branding-time-zone');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Reply address' }).scrollIntoViewIfNeeded();
    await check(page, 'branding-email-settings');
    await page.getByRole('img', { name: 'Current logo' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'branding-logo-field');
    await page.context().close();
  });
});
