import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, MOBILE, newPage, screenshot, signIn } from './browser';
import { manifestFile, shot } from './cold-load-steps';

/**
 * A list's create/edit form is its own chunk, fetched when the dialog first opens: until it is
 * in, the loading bar shows (fixed at the top, so nothing moves); then the dialog opens with the
 * focus in its first field, reached and opened from the keyboard alone.
 */
describe("a list's form, loaded on first open", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it.each([DESKTOP, MOBILE])(
    'opens from the keyboard after a loading bar, %o',
    async (viewport) => {
      const page = await newPage(browser, viewport);
      await signIn(page);
      const form = `/${manifestFile('src/features/countries/countries-form.ts')}`;
      const requested: string[] = [];
      const held: (() => Promise<void>)[] = [];
      await page.route(`**${form}`, (route) => {
        requested.push(route.request().url());
        held.push(() => route.continue());
      });
      const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/countries');
      await page.goto('/country');
      await page.getByRole('heading', { level: 1, name: 'Countries' }).waitFor();
      await listed;
      // the list is on screen and its form was never fetched
      expect(requested).toEqual([]);
      const add = page.getByRole('button', { name: 'Add country' });
      const before = await add.boundingBox();
      await add.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('progressbar', { name: 'Loading' }).first().waitFor();
      await expect.poll(() => held.length).toBe(1);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await add.boundingBox()).toEqual(before);
      await shot(page, 'country-form-loading');
      await Promise.all(held.map((go) => go()));
      const dialog = page.getByRole('dialog', { name: 'Add country' });
      await dialog.waitFor();
      const name = dialog.getByRole('textbox', { name: /^Name/ });
      await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
      await screenshot(page, 'country-form-open');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.context().close();
    },
  );
});
