import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { axeViolations, dayFirst, screenshot } from './browser';

/** How long a list or an image may take to show: a bound on failures, on a busy machine too. */
const WAIT = 30_000;

export type Upload = { name: string; mimeType: string; buffer: Buffer };

/** A small solid PNG made on the spot: the image an admin picks. */
export async function png(name: string, background: string): Promise<Upload> {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
  return { name: `${name}.png`, mimeType: 'image/png', buffer };
}

/** The catalogue's list screens: path, heading, the grid's (or tiles') name, the screenshot's name. */
export const LISTS = {
  countries: { path: '/country', title: 'Countries', shot: 'countries' },
  places: { path: '/state', title: 'Places', shot: 'places' },
  courses: { path: '/course', title: 'Courses', shot: 'courses' },
  colleges: { path: '/colleges', title: 'Colleges', shot: 'colleges' },
  intakes: { path: '/intake', title: 'Intakes', shot: 'intakes' },
  blog: { path: '/blog', title: 'Blog', shot: 'blog' },
  // a visual grid: a list of picture tiles, not a table
  gallery: { path: '/gallery', title: 'Gallery', shot: 'gallery', tiles: true },
} as const;
export type List = (typeof LISTS)[keyof typeof LISTS];

export async function openList(page: Page, list: List, query = ''): Promise<void> {
  await page.goto(list.path + query);
  await page.getByRole('heading', { level: 1, name: list.title }).waitFor();
}

/** Clicks "Add <what>" in the heading and answers the dialog it opens. */
export async function openAdd(page: Page, what: string): Promise<Locator> {
  await page.getByRole('button', { name: `Add ${what}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${what}` });
  await dialog.waitFor();
  return dialog;
}

/** Picks a record in a searchable select (its options open in a popup outside the dialog). */
export async function chooseRef(page: Page, dialog: Locator, label: RegExp, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills text fields of a dialog, each found by the start of its label ("Name" of "Name *"). */
export async function fillIn(dialog: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values))
    await dialog.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
}

export async function pickImage(dialog: Locator, label: string, file: Upload): Promise<void> {
  await dialog.getByLabel(label, { exact: true }).setInputFiles(file);
  await dialog.getByRole('img', { name: `New ${label.toLowerCase()} preview` }).waitFor();
}

/** Saves the dialog and waits for it to close (it stays open on an error). */
export async function save(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The grid row naming `text`, one only. */
export async function rowOf(page: Page, list: List, text: string): Promise<Locator> {
  const row = (
    'tiles' in list
      ? page.getByRole('list', { name: list.title }).getByRole('listitem')
      : page.getByRole('grid', { name: list.title }).getByRole('row')
  ).filter({ hasText: text });
  await expect
    .poll(() => row.count(), { message: `${text} in ${list.title}`, timeout: WAIT })
    .toBe(1);
  return row;
}

/** A row action (Edit …, Delete …, or why it is not offered), named exactly. */
export const action = (row: Locator, name: string) =>
  row.getByRole('menuitem', { name, exact: true });

/** The signed-in admin's bearer token, for calling the API as the page does. */
export async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  expect(token).toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

/** The row's thumbnail is the stored WebP thumbnail, and the browser loaded it. */
export async function expectThumbnail(row: Locator): Promise<void> {
  const img = row.locator('img');
  expect(await img.count()).toBe(1);
  expect(await img.getAttribute('src')).toMatch(/\/uploads\/.+\.thumb\.webp/);
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), {
      message: 'the thumbnail loads',
      timeout: WAIT,
    })
    .toBeGreaterThan(0);
}

/** Screenshot for a person to look at, and no serious axe violations (desktop only). */
export async function reviewList(page: Page, list: List, axe = true): Promise<void> {
  await screenshot(page, list.shot);
  if (axe) expect(await axeViolations(page)).toEqual([]);
}

/** A date some months ahead as typed into a date field, dd-mm-yyyy (a deadline not yet passed). */
export function monthsAhead(months: number): string {
  const d = new Date();
  d.setMonth(d.getMonth() + months);
  return dayFirst(d);
}
