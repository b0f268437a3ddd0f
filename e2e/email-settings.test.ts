import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launch, MOBILE, newPage, screenshot, signedIn } from './browser';
import { uniqueWord } from './search-palette-steps';

/** A screenshot to look at, and axe clean at every impact level. */
async function check(page: Page, shot: string): Promise<void> {
  await screenshot(page, shot);
  expect(await axeViolations(page), shot).toEqual([]);
}

async function openEmailSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'E-mail' }).click();
  // the page's own fields, not the navigation's load event: the lazy page may come later
  await expect.poll(() => new URL(page.url()).pathname).toBe('/settings/email');
  await page.getByRole('textbox', { name: 'Subject' }).waitFor();
  await page.getByRole('combobox', { name: 'Time zone' }).waitFor();
}

/** Settings → E-mail and the profile's digest switch, at both sizes. */
describe('e-mail settings', () => {
  let browser: Browser;
  const word = uniqueWord();
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('previews the acknowledgement before saving it, and keeps templates', async () => {
    const page = await newPage(browser, DESKTOP);
    await signedIn(page);
    await openEmailSettings(page);
    await check(page, 'email-settings');

    await page.getByRole('button', { name: 'Preview and save' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await preview.getByText('We have your enquiry ENQ-000123').waitFor();
    const frame = page.frameLocator('iframe[title="The mail as HTML"]');
    await frame.getByText('Dear Asha,').waitFor();
    await check(page, 'email-preview');
    await preview.getByRole('button', { name: 'Save acknowledgement' }).click();
    await page.getByText('Acknowledgement saved').waitFor();

    const name = `Visa reminder ${word}`;
    await page.getByRole('button', { name: 'Add template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add template' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Your visa appointment');
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('Dear {{firstName}},\n\n{{counsellorName}}');
    await check(page, 'email-template');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const templates = page.getByRole('list', { name: 'Templates' });
    await templates.getByText(name).waitFor();
    await templates.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await check(page, 'email-template-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await templates.getByText(name).waitFor({ state: 'detached' });
  });

  it('fits a phone, and the profile offers the morning digest', async () => {
    const page = await newPage(browser, MOBILE);
    await signedIn(page);
    await openEmailSettings(page);
    await check(page, 'email-settings');
    await page.getByRole('button', { name: 'Preview and save' }).click();
    await page
      .getByRole('dialog', { name: 'Preview' })
      .getByText('We have your enquiry ENQ-000123')
      .waitFor();
    await check(page, 'email-preview');
    await page.getByRole('button', { name: 'Back to editing' }).click();

    await page.goto('/profile');
    const toggle = page.getByRole('switch', { name: /e-mail me my day’s work/i });
    await toggle.waitFor();
    await toggle.scrollIntoViewIfNeeded();
    await check(page, 'profile-digest');
  });

  it('answers an unsubscribe link that is not valid with a page anyone can read', async () => {
    const page = await newPage(browser, MOBILE);
    const res = await page.goto('/api/mail/unsubscribe?token=not-a-token');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    await check(page, 'unsubscribe-invalid');
  });
});
