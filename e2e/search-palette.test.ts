import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launch,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  signedIn,
} from './browser';
import {
  onScreen,
  openPalette,
  overflow,
  SEEDED,
  seedEveryGroup,
  uniqueWord,
} from './search-palette-steps';

const activeId = (page: Page) =>
  page.getByRole('combobox', { name: 'Search' }).getAttribute('aria-activedescendant');

/** The palette as it opens on `word`: clean to axe, every group whole on screen, no popup button. */
async function checkPalette(page: Page, word: string, shot: string) {
  const { dialog } = await openPalette(page, word);
  const results = dialog.getByRole('listbox', { name: 'Search' });
  await screenshot(page, shot);
  expect(await axeViolations(page)).toEqual([]);
  // a command palette: the box and its results, no chevron or clear button (a phone, having
  // no Esc key, has Cancel)
  const phone = (page.viewportSize()?.width ?? 0) < 600;
  expect(await dialog.getByRole('button').allTextContents()).toEqual(phone ? ['Cancel'] : []);
  for (const { group, count } of SEEDED) {
    const section = results.getByRole('group', { name: group });
    expect(await onScreen(page, section.getByText(group, { exact: true })), group).toBe(true);
    const seeAll = section.getByRole('option', { name: `See all ${count}` });
    expect(await onScreen(page, seeAll), `See all ${count} ${group}`).toBe(true);
    // a few top hits each, then the way to the rest
    const hits = await section.getByRole('option').count();
    expect(hits - 1).toBe(Math.min(count, 3));
  }
  expect(await overflow(page)).toEqual({ sideways: 0, listDown: 0 });
}

describe('the header search reads as a command palette', () => {
  let browser: Browser;
  const word = uniqueWord();
  beforeAll(async () => {
    browser = await launch();
    const page = await newPage(browser, DESKTOP);
    await signedIn(page);
    await seedEveryGroup(page, word);
    await page.context().close();
  });
  afterAll(() => browser?.close());

  it('at 1440×900: every group on screen; arrows move, Esc closes, Enter on "See all" opens the list', async () => {
    const page = await newPage(browser, DESKTOP);
    await signIn(page);
    await checkPalette(page, word, 'search-palette');

    const first = await activeId(page);
    expect(first).toBeTruthy();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => activeId(page)).not.toBe(first);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Search' }).waitFor({ state: 'detached' });

    // Enquiries come first: three hits, then "See all 5"
    await openPalette(page, word);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    const seeAll = page.getByRole('option', { name: 'See all 5' });
    await expect.poll(() => activeId(page)).toBe(await seeAll.getAttribute('id'));
    await page.keyboard.press('Enter');
    await expectFilteredList(page, SEEDED[0], word);

    for (const seeded of SEEDED.slice(1)) {
      await page.goto('/dashboard');
      const { dialog } = await openPalette(page, word);
      await dialog.getByRole('option', { name: `See all ${seeded.count}` }).click();
      await expectFilteredList(page, seeded, word);
    }
    await page.context().close();
  });

  it('at 375×812: every group on screen, nothing sideways; a hit opens its record', async () => {
    const page = await newPage(browser, MOBILE);
    await signIn(page);
    await checkPalette(page, word, 'search-palette');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Search' }).waitFor({ state: 'detached' });
    await openPalette(page, word);
    await page
      .getByRole('option', { name: new RegExp(`^Seed\\d ${word}`) })
      .first()
      .click();
    await page.waitForURL(/\/enquiries\/[\w-]+$/);
    await page.context().close();
  });
});

/** The list a group's "See all" opened: its path, the words in its search box, its N rows. */
async function expectFilteredList(
  page: Page,
  { path, count }: (typeof SEEDED)[number],
  word: string,
) {
  await page.waitForURL((url) => url.pathname === path && url.searchParams.get('q') === word);
  expect(await page.getByRole('searchbox').first().inputValue()).toBe(word);
  const rows = page.getByRole('row').filter({ hasText: word });
  await expect.poll(() => rows.count(), { message: path }).toBe(count);
}
