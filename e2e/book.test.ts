import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, newPage } from './browser';
import { launchWithCounsellor, type Who } from './applications-steps';
import { callApi } from './journey-seed';
import { settled } from './journey-steps';
import { uniqueWord } from './search-palette-steps';

const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

// The public booking page and a booked session's private link, on a desk and on a phone.
describe('booking a session', () => {
  const word = uniqueWord();
  let browser: Browser;
  let counsellor: Who;

  beforeAll(async () => {
    const launched = await launchWithCounsellor(word);
    ({ browser, counsellor } = launched);
    const weekly = EVERY_DAY.map((day) => ({ day, from: '09:00', to: '17:00' }));
    await callApi(launched.admin, 'put', `/api/users/${counsellor.id}/availability`, { weekly });
  });
  afterAll(() => browser?.close());

  const book = async (page: Page, n: number, size: string) => {
    await page.goto(`/book/${counsellor.id}`);
    await page
      .getByRole('heading', { level: 1, name: `Book a session with Asha ${word}` })
      .waitFor();
    // The third day with times: today's may have only a time or two left (the notice is two
    // hours), so the time taken is from a whole day, whatever the hour the test runs.
    await page.getByRole('group', { name: 'Day' }).getByRole('radio').nth(2).check();
    await page.getByRole('group', { name: 'Time' }).getByRole('radio').nth(n).check();
    await page.getByRole('textbox', { name: 'First name' }).fill('Priya');
    await page.getByRole('textbox', { name: 'Last name' }).fill(`${word} ${size}`);
    await page
      .getByRole('textbox', { name: 'Email' })
      .fill(`book.${size}.${word}@e2e.local`.toLowerCase());
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(`+44 7700 90${n}12${n}`);
    await settled(page, `book-${size}`);
    await page.getByRole('checkbox', { name: /agree to be contacted/ }).check();
    await page.getByRole('button', { name: 'Book this session' }).click();
    await page.getByRole('heading', { name: 'Your session is booked' }).waitFor();
    await settled(page, `book-booked-${size}`);
  };

  for (const [size, viewport, n] of [
    ['1440', DESKTOP, 0],
    ['375', MOBILE, 2],
  ] as const) {
    it(`books a time, then cancels it by its private link after asking, at ${size}`, async () => {
      const page = await newPage(browser, viewport);
      await book(page, n, size);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(viewport.width);
      await page.getByRole('link', { name: 'Manage your booking' }).click();
      await page.getByRole('heading', { name: 'Your session: booked' }).waitFor();
      await page.getByRole('button', { name: 'Cancel session' }).click();
      await page.getByRole('button', { name: 'Keep my session' }).waitFor();
      await settled(page, `book-session-cancel-${size}`);
      await page.getByRole('button', { name: 'Yes, cancel it' }).click();
      await page.getByRole('heading', { name: 'Your session: cancelled' }).waitFor();
      await page.close();
    });
  }
});
