import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, launch, MOBILE, signIn, signInWithForm } from './browser';
import { settled } from './journey-steps';

/*
 * A toast sits below the header, so the bell, the search and the account menu stay in reach while
 * it shows; and someone who asked their system for less motion gets menus and dialogs with no
 * transition. (The other browser files ask for less motion; this one also looks at the default.)
 */
const bell = (page: Page) => page.getByRole('button', { name: /^notifications/ });

/** What a click at the middle of `name`'s button would land on: that button, or what covers it. */
async function landsOnButton(page: Page, name: RegExp): Promise<boolean> {
  const box = await page.getByRole('button', { name }).first().boundingBox();
  if (!box) throw new Error(`no ${String(name)} button on screen`);
  return page.evaluate(
    ({ x, y, label }) => {
      const hit = document.elementFromPoint(x, y)?.closest('button');
      return Boolean(
        hit && new RegExp(label).test(hit.getAttribute('aria-label') ?? hit.textContent ?? ''),
      );
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, label: name.source },
  );
}

describe.each([
  ['1440×900', DESKTOP],
  ['375×812', MOBILE],
])('toasts and motion at %s', (_size, viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
  const open = async (reducedMotion?: 'reduce' | 'no-preference') =>
    (await browser.newContext({ viewport, baseURL: baseURL(), reducedMotion })).newPage();

  it('a toast leaves the header’s buttons in reach', async () => {
    const page = await open();
    await signInWithForm(page);
    await page.getByRole('alert').filter({ hasText: 'Login successful' }).waitFor();
    expect(await landsOnButton(page, /^notifications/)).toBe(true);
    await settled(page, `toast-below-header`);
  });

  it('with less motion asked for, a menu opens with nothing moving', async () => {
    const page = await open('reduce');
    await signInWithForm(page);
    await bell(page).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    // The longest thing moving, in ms: nothing beyond 1 ms but a toast's countdown (its progress
    // bar's animation is the 3 s the toast stays up).
    const longest = await page.evaluate(() =>
      Math.max(
        0,
        ...document
          .getAnimations()
          .filter((a) => (a as CSSAnimation).animationName !== 'Toastify__trackProgress')
          .map((a) => Number(a.effect?.getComputedTiming().endTime ?? 0)),
      ),
    );
    expect(longest).toBeLessThanOrEqual(1);
  });

  it('without it, the same menu moves in', async () => {
    const page = await open('no-preference');
    await signInWithForm(page);
    await bell(page).click();
    const popup = page.getByRole('dialog', { name: 'Notifications' });
    await popup.waitFor();
    const transition = await popup.evaluate((el) => {
      const paper = el.querySelector('.MuiPaper-root') ?? el;
      return getComputedStyle(paper).transitionDuration;
    });
    expect(transition.split(',').some((d) => parseFloat(d) > 0)).toBe(true);
  });

  // a phone's drawer is an overlay; the desk's stays beside the page
  it.skipIf(viewport !== MOBILE)(
    'with less motion, the drawer takes the focus as it opens, and Escape closes it',
    async () => {
      const page = await open('reduce');
      await signIn(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('button', { name: 'open drawer' }).click();
      const menu = page.getByLabel('Main menu', { exact: true });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Main menu');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'open drawer' }).waitFor();
      expect(await menu.isVisible()).toBe(false);
    },
  );
});
