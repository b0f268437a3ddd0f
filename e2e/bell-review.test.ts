import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE } from './browser';
import { addCounsellor, launchWithCounsellor, seedStudent, signedIn } from './applications-steps';
import { brokenNumbers, linkFor, sendPublicForms, sendThroughLink } from './bell-review-steps';
import { settled } from './journey-steps';
import { uniqueWord } from './search-palette-steps';

/**
 * The bell's "To review" tab: what a student sent through their link waits there for their
 * counsellor, apart from the new enquiries (120 of them behind the bell), each item opening the
 * document on the student's record; the tab's count goes down as documents are reviewed.
 */
describe('the bell’s To review tab', () => {
  const word = uniqueWord();
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    ({ browser, admin } = await launchWithCounsellor(word));
    await sendPublicForms(admin, 120, word);
  });
  afterAll(() => browser?.close());

  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)('lists uploads to review and opens each on its record (%s)', async (size, view) => {
    // a counsellor of their own: the tab lists only their students' uploads
    const counsellor = await addCounsellor(admin, `${word}${size}`);
    const student = await seedStudent(admin, 'Meera', `Thomas-${word}-${size}`, counsellor.id);
    await sendThroughLink(admin, await linkFor(admin, student), [
      'passport',
      'academic-transcript',
    ]);
    const page = await signedIn(browser, counsellor, view);
    const bell = page.getByRole('button', { name: /^notifications/ });
    // the two counts arrive on reads of their own: wait for both
    await expect
      .poll(() => bell.getAttribute('aria-label'))
      .toBe('notifications, 99+ new, 2 to review');
    await bell.click();
    const popup = page.getByRole('dialog', { name: 'Notifications' });
    // the new enquiries are only enquiries
    await popup
      .getByRole('list', { name: 'New enquiries' })
      .getByRole('listitem')
      .first()
      .waitFor();
    expect(await popup.getByText(/from Meera/).count()).toBe(0);
    await popup.getByRole('tab', { name: 'To review (2)' }).click();
    const items = popup
      .getByRole('list', { name: 'Documents to review, newest first' })
      .getByRole('link');
    await items.first().waitFor();
    expect(await items.allTextContents()).toEqual([
      expect.stringMatching(/^Academic transcript from Meera Thomas-\S+ENQ-\d+ · /),
      expect.stringMatching(/^Passport from Meera Thomas-\S+ENQ-\d+ · /),
    ]);
    expect(await brokenNumbers(page)).toEqual([]);
    await settled(page, `bell-review-${size}`);

    await items.filter({ hasText: 'Passport from' }).click();
    await page.waitForURL(new RegExp(`/enquiries/${student}\\?doc=`));
    const viewer = page.getByRole('dialog', { name: /^Passport/ });
    await viewer.waitFor();
    await settled(page, `bell-review-viewer-${size}`);
    await viewer.getByRole('button', { name: 'Close', exact: true }).click();
    await viewer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Accept Passport' }).click();
    await page.getByRole('button', { name: /99\+ new.*1 to review$/ }).waitFor();
    await page.context().close();
  });
});
