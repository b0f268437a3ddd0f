import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, MOBILE, newPage, screenshot, signIn } from './browser';
import { postCallRequest, unique } from './call-backs-steps';
import { manifestFile, shot } from './cold-load-steps';

/**
 * The list cells' inline selects draw their value in the select's own look while MUI's select
 * loads after the screen: the cell is the same box before and after, a loading bar shows when
 * it is opened meanwhile, and it then opens with the focus in its menu, from the keyboard alone.
 */
describe("a list cell's select, loaded after the screen", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it.each([DESKTOP, MOBILE])(
    'shows its value, then opens from the keyboard, %o',
    async (viewport) => {
      const page = await newPage(browser, viewport);
      await signIn(page);
      const name = `Rhea ${unique()}`;
      await postCallRequest(page, name);
      const part = `/${manifestFile('src/components/inline-select-part.tsx')}`;
      const held: (() => Promise<void>)[] = [];
      await page.route(`**${part}`, (route) => void held.push(() => route.continue()));
      await page.goto(`/contact?q=${encodeURIComponent(name)}`);
      const status = page.getByRole('combobox', { name: `Status of ${name}` });
      await status.waitFor();
      await expect.poll(() => held.length).toBe(1);
      await expect.poll(() => status.textContent()).toBe('New');
      const before = await status.locator('..').boundingBox();
      await shot(page, 'contact-select-held');
      await status.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('progressbar', { name: 'Loading' }).first().waitFor();
      expect(await page.getByRole('listbox').count()).toBe(0);
      await Promise.all(held.map((go) => go()));
      const menu = page.getByRole('listbox');
      await menu.waitFor();
      await expect
        .poll(() => menu.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      const after = page.getByRole('combobox', { name: `Status of ${name}` });
      await expect.poll(() => after.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await after.locator('..').boundingBox()).toEqual(before);
      await screenshot(page, 'contact-select-loaded');
      await page.context().close();
    },
  );
});
