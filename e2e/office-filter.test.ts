import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from './desk-steps';
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
import { leadFromOfficeForm } from './offices-steps';
import { uniqueWord } from './search-palette-steps';

type Summary = { cards: { newEnquiries: number | null } };

/** A screenshot to look at, and axe clean at every impact level. */
async function check(page: Page, shot: string): Promise<void> {
  await screenshot(page, shot);
  expect(await axeViolations(page), shot).toEqual([]);
}

/** A new office, made through the API as the signed-in admin: its id. */
async function addOffice(page: Page, name: string): Promise<string> {
  const res = await page.request.post('/api/offices', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { name },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

describe('the office filter: the dashboard and the board of one office, in the URL', () => {
  let browser: Browser;
  const word = uniqueWord();
  const branch = `Leeds ${word}`;
  let office = '';
  beforeAll(async () => {
    browser = await launch();
    const page = await newPage(browser, DESKTOP);
    await signedIn(page);
    office = await addOffice(page, branch);
    await leadFromOfficeForm(page, office, word);
    await page.context().close();
  });
  afterAll(() => browser?.close());

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)
    it(`shows the picked office's figures and board on a ${size}`, async () => {
      const page = await newPage(browser, viewport);
      await signIn(page);
      const answered = page.waitForResponse(
        (r) => r.url().includes('/api/dashboard/summary') && r.url().includes(`office=${office}`),
      );
      await page.goto(`/dashboard?office=${office}`);
      // The branch's one lead, counted for the branch alone (the agency has many more).
      const summary = (await (await answered).json()) as Summary;
      expect(summary.cards.newEnquiries).toBe(1);
      await page.getByRole('combobox', { name: 'Office' }).filter({ hasText: branch }).waitFor();
      await check(page, 'office-filter-dashboard');

      const board = page.waitForResponse(
        (r) => r.url().includes('/api/applications/board') && r.url().includes(`office=${office}`),
      );
      await page.goto(`/applications?office=${office}`);
      expect((await board).status()).toBe(200);
      // The branch has no application yet: empty columns, and Filters counting the office.
      const filters = page.getByRole('button', { name: 'Filters (1)' });
      await filters.waitFor();
      await check(page, 'office-filter-board');
      await filters.click();
      const panel = page.getByRole('dialog', { name: 'Filters' });
      await panel.getByRole('combobox', { name: 'Office' }).filter({ hasText: branch }).waitFor();
      await check(page, 'office-filter-board-filters');
      expect(new URL(page.url()).searchParams.get('office')).toBe(office);
      await page.context().close();
    });
});
