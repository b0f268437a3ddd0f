import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCommissionRule, seedApplication } from './application-settings-steps';
import { axeViolations, DESKTOP, launch, MOBILE, newPage, screenshot, signedIn } from './browser';
import { sidewaysOverflow } from './desk-steps';

/**
 * Dialogs whose forms load when first opened (the record's Log contact, a college's commission
 * rule): in a real browser the code arrives, the form shows whole at a phone's width and a
 * desktop's, and Escape closes it.
 */
async function closesWithEscape(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('dialogs that load their form on first open', () => {
  let browser: Browser;
  let seeded: Awaited<ReturnType<typeof seedApplication>>;

  beforeAll(async () => {
    browser = await launch();
    const page = await newPage(browser, DESKTOP);
    await signedIn(page);
    seeded = await seedApplication(page, `Lazy${Date.now().toString(36)}`);
    await page.context().close();
  });
  afterAll(() => browser?.close());

  it.each([DESKTOP, MOBILE])('Log contact on the record at %o', async (size) => {
    const page = await newPage(browser, size);
    await signedIn(page);
    await page.goto(`/enquiries/${seeded.enquiry}`);
    await page.getByRole('heading', { level: 1, name: /Anika/ }).waitFor();
    await page.getByRole('button', { name: 'Log contact', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Log contact with Anika/ });
    await dialog.getByRole('textbox', { name: /What was said/ }).waitFor();
    await screenshot(page, 'lazy-log-contact');
    expect((await sidewaysOverflow(page))[0]).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await closesWithEscape(page, /^Log contact with Anika/);
    await page.context().close();
  });

  it.each([DESKTOP, MOBILE])('a college’s commission rule at %o', async (size) => {
    const page = await newPage(browser, size);
    await signedIn(page);
    const dialog = await openCommissionRule(page, seeded.collegeName);
    await dialog.getByRole('button', { name: 'Save rule' }).waitFor();
    await screenshot(page, 'lazy-commission-rule');
    expect((await sidewaysOverflow(page))[0]).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await closesWithEscape(page, `Commission for ${seeded.collegeName}`);
    await page.context().close();
  });
});
