import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';

/** The signed-in staff token, for seeding through the API as that user. */
export const tokenOf = (page: Page) =>
  page.evaluate(() => localStorage.getItem('adminToken') ?? '');

/** Logs `count` phone enquiries through the API as the signed-in staff user. */
export async function seedEnquiries(page: Page, count: number, tag: string): Promise<void> {
  const authorization = `Bearer ${await tokenOf(page)}`;
  for (let i = 0; i < count; i++) {
    const res = await page.request.post('/api/enquiries', {
      headers: { authorization },
      data: {
        source: 'phone',
        fName: `Seed${i}`,
        lName: tag,
        mobile: `+91 90000 ${String(10000 + i).slice(-5)}`,
        category: 'Other',
      },
    });
    expect(res.status()).toBe(201);
  }
}

/**
 * Opens the header search with `/`, types `text` and picks the option named `option` (taking
 * the screenshot `shot` of the results first, if named).
 */
export async function searchAndOpen(
  page: Page,
  text: string,
  option: RegExp,
  shot?: string,
): Promise<void> {
  // the header (and its `/` shortcut) is on screen once its search button is
  await page.locator('header [aria-keyshortcuts]').first().waitFor();
  await page.locator('body').press('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill(text);
  const hit = page.getByRole('option', { name: option }).first();
  await hit.waitFor();
  if (shot) await screenshot(page, shot);
  await hit.click();
}

/** Nothing scrolls sideways: neither the page nor the list's grid. */
export async function sidewaysOverflow(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const over = (el: Element) => el.scrollWidth - el.clientWidth;
    const grids = Array.from(document.querySelectorAll('.MuiDataGrid-virtualScroller'));
    return [over(document.documentElement), ...grids.map(over)];
  });
}

/** Whether the element is wholly inside the viewport as the page stands (no scrolling). */
export async function inViewport(page: Page, name: string): Promise<boolean> {
  const box = await page.getByRole('button', { name, exact: true }).first().boundingBox();
  const view = page.viewportSize();
  const scrolled = await page.evaluate(() => window.scrollY);
  return Boolean(
    box &&
    view &&
    scrolled === 0 &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= view.width &&
    box.y + box.height <= view.height,
  );
}

/** How many of the grid's rows are wholly on screen, and the smallest text size in its cells. */
export async function visibleRows(page: Page): Promise<{ rows: number; minFont: number }> {
  return page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll('.MuiDataGrid-row')).filter(
      (r) => r.getBoundingClientRect().bottom <= window.innerHeight,
    ).length;
    const texts = Array.from(document.querySelectorAll('.MuiDataGrid-cell *')).filter((el) =>
      Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
    );
    const minFont = Math.min(...texts.map((el) => parseFloat(getComputedStyle(el).fontSize)));
    return { rows, minFont };
  });
}
