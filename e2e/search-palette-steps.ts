import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seedEnquiries, tokenOf } from './desk-steps';

/** Letters only, so it reads as a name and matches as one: "Qzkvw". */
export const uniqueWord = () =>
  Array.from(randomBytes(5), (b) => String.fromCharCode(97 + (b % 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

/** An international postgraduate course named after `word`, as the catalogue's form sends it. */
export const researchCourse = (word: string) => ({
  title: `MSc ${word} Studies`,
  shortDesc: 'A research degree',
  duration: '1 year',
  level: 'Postgraduate',
  fees: 18_500,
  currency: 'GBP',
  mode: 'offline',
  domestic: false,
  syllabus: ['Research'],
  prerequisites: ['A bachelor degree'],
  tags: ['research'],
  visible: true,
});

/** How many records of each group the seed makes, and the list each group's "See all" opens. */
export const SEEDED = [
  { group: 'Enquiries', count: 5, path: '/enquiries' },
  { group: 'Call requests', count: 2, path: '/contact' },
  { group: 'Colleges', count: 4, path: '/colleges' },
  { group: 'Courses', count: 1, path: '/course' },
] as const;

/** Records in every group of the header search whose names hold `word`, made through the API. */
export async function seedEveryGroup(page: Page, word: string): Promise<void> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
    return (await res.json()) as { _id: string };
  };
  await seedEnquiries(page, 5, word);
  for (const first of ['Asha', 'Ravi'])
    await post('/api/contact', {
      name: `${first} ${word}`,
      email: `${first.toLowerCase()}.${word.toLowerCase()}@example.com`,
      mobile: '+91 98450 12345',
      message: 'Please call me',
    });
  const country = await post('/api/countries', {
    name: `${word}land`,
    code: word.slice(0, 2).toUpperCase(),
    isoCode: word.slice(0, 3).toUpperCase(),
    dialCode: '+99',
    currency: 'EUR',
  });
  for (let i = 1; i <= 4; i++)
    await post('/api/college', {
      name: `${word} College ${i}`,
      country: country._id,
      category: ['Postgraduate'],
      status: 'popular',
    });
  await post('/api/courses', researchCourse(word));
}

/** Opens the header search with `/` and types `text`; resolves once every group has arrived. */
export async function openPalette(page: Page, text: string) {
  await page.locator('header [aria-keyshortcuts]').first().waitFor();
  await page.locator('body').press('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill(text);
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByText('Courses', { exact: true }).waitFor();
  return { box, dialog };
}

/** Whether the element is wholly inside the viewport, the page unscrolled. */
export async function onScreen(page: Page, el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
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

/** How far the page, or the results list, scrolls (0 and 0: everything shows at once). */
export const overflow = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector('[role="listbox"]');
    const html = document.documentElement;
    return {
      sideways: html.scrollWidth - html.clientWidth,
      listDown: list ? list.scrollHeight - list.clientHeight : -1,
    };
  });
