import type { Browser } from 'playwright-core';
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
import { callApi } from './journey-seed';

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const tag = `Inv${Date.now().toString(36)}`;

/** An invoice past its due date shows in an admin's Due tab, opening the student's record. */
describe('overdue invoices in the bell’s Due tab', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('lists the invoice at 1440 and 375, axe clean', async () => {
    const setup = await newPage(browser);
    await signedIn(setup);
    const student = await callApi(setup, 'post', '/api/enquiries', {
      fName: 'Overdue',
      lName: tag,
      mobile: '+91 98661 25699',
      category: 'Graduate',
      source: 'phone',
    });
    const inv = await callApi<{ number: string }>(
      setup,
      'post',
      `/api/enquiries/${student._id}/invoices`,
      { currency: 'GBP', due: yesterday, lines: [{ description: 'Visa file', amount: '150' }] },
    );
    await setup.context().close();
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await newPage(browser, viewport);
      await signIn(page);
      await page.getByRole('button', { name: /^notifications/ }).click();
      const popup = page.getByRole('dialog', { name: 'Notifications' });
      await popup.getByRole('tab', { name: /^Due/ }).click();
      const link = popup.getByRole('link', { name: new RegExp(inv.number) });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/enquiries/${student._id}`);
      expect(await link.textContent()).toContain('£150.00 overdue');
      await screenshot(page, 'bell-due-invoice');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});
