import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  hasChromium,
  MOBILE,
  newPage,
  screenshot,
  signIn,
} from './browser';
import { launchWithCounsellor, seedStudent } from './applications-steps';
import { callApi } from './journey-seed';
import { uniqueWord } from './search-palette-steps';

const AGENCY = 'Globe Study';

/** A screenshot to look at, and axe clean at every impact level. */
async function check(page: Page, shot: string): Promise<void> {
  await screenshot(page, shot);
  expect(await axeViolations(page), shot).toEqual([]);
}

/**
 * What enquirers and students see carries the agency's name (Settings), never the product's;
 * the time zone picker lists current names with their offsets. At both sizes.
 */
describe.runIf(hasChromium())('the agency’s own name', () => {
  const word = uniqueWord();
  let browser: Browser;
  let admin: Page;
  let studentUrl = '';

  beforeAll(async () => {
    const launched = await launchWithCounsellor(word);
    ({ browser, admin } = launched);
    await callApi(admin, 'patch', '/api/settings', { agencyName: AGENCY });
    const student = await seedStudent(admin, 'Meera', word, launched.counsellor.id);
    studentUrl = (
      await callApi<{ url: string }>(admin, 'post', `/api/enquiries/${student}/student-link`, {})
    ).url;
  });
  afterAll(async () => {
    if (admin) await callApi(admin, 'patch', '/api/settings', { agencyName: 'StudyDesk' });
    await browser?.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)('on the thank-you and student pages (%s)', async (_size, viewport) => {
    const page = await newPage(browser, viewport);
    await page.goto('/thank-you?enq=ENQ-000042');
    await page.getByRole('link', { name: `${AGENCY} home` }).waitFor();
    await expect.poll(() => page.title()).toBe(`Thank you · ${AGENCY}`);
    expect(await page.getByText('StudyDesk').count()).toBe(0);
    await check(page, 'branding-thank-you');

    await page.goto(new URL(studentUrl).pathname);
    await page.getByRole('heading', { name: 'Your counsellor' }).waitFor();
    await page.getByRole('link', { name: `${AGENCY} home` }).waitFor();
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
    await signIn(page);
    await page.goto('/settings/email');
    await page.getByRole('textbox', { name: 'Agency name' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Agency name' }).inputValue()).toBe(AGENCY);
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Kolkata');
    await page.getByRole('option', { name: 'Asia/Kolkata (UTC+05:30)' }).waitFor();
    await screenshot(page, 'branding-time-zone');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Reply address' }).scrollIntoViewIfNeeded();
    await check(page, 'branding-email-settings');
    await page.context().close();
  });
});
