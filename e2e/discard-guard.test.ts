import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launch, MOBILE, newPage, screenshot, signInAt } from './browser';
import { tokenOf } from './desk-steps';

/**
 * Escape on a form with something typed asks before throwing it away, at a desk and on a phone
 * (where the form is full screen): "Keep editing" keeps what was typed, "Discard" closes the
 * form and nothing is saved.
 */
describe('a typed-in form closed by Escape', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it.each([DESKTOP, MOBILE])('asks first, %o', async (viewport) => {
    const page = await newPage(browser, viewport);
    await signInAt(page, '/country');
    const country = `Discarded ${viewport.width}`;
    await page.getByRole('button', { name: 'Add country' }).click();
    const form = page.getByRole('dialog', { name: 'Add country' });
    await form.getByRole('textbox', { name: /^Name/ }).fill(country);
    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard what you typed?' });
    await ask.waitFor();
    await screenshot(page, 'discard-ask');
    expect(await axeViolations(page)).toEqual([]);
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await form.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(country);

    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: 'Discard' }).click();
    await form.waitFor({ state: 'hidden' });
    const listed = await page.request.get(`/api/countries?q=${encodeURIComponent(country)}`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(listed.status()).toBe(200);
    expect(await listed.text()).not.toContain(country);
    await page.context().close();
  });
});
