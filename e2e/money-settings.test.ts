import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launch,
  MOBILE,
  newPage,
  screenshot,
  signedIn,
  signInAt,
} from './browser';

/** A screenshot to look at, axe clean, and nothing wider than the window. */
async function check(page: Page, shot: string): Promise<void> {
  await screenshot(page, shot);
  expect(await axeViolations(page), shot).toEqual([]);
  const over = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(over, `${shot} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function openMoneySettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Money' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/settings/money');
  await page.getByRole('textbox', { name: 'Base currency' }).waitFor();
  await page.getByRole('heading', { name: 'Exchange rates' }).waitFor();
}

/** Saves the terms through the form and waits for the toast. */
async function saveTerms(page: Page, terms: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Currency, invoices and chasing' });
  await form.getByRole('textbox', { name: 'Terms' }).fill(terms);
  await form.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Money settings saved').last().waitFor();
}

/** Adds a rate of NOK today (refused first as the base currency), then removes it. */
async function addAndRemoveRate(page: Page, size: string): Promise<void> {
  await page.getByRole('button', { name: 'Add rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add exchange rate' });
  const currency = dialog.getByRole('textbox', { name: 'Currency' });
  await currency.fill('GBP');
  await dialog.getByRole('textbox', { name: 'Rate' }).fill('0.0712');
  await dialog.getByRole('button', { name: 'Add rate' }).click();
  await dialog.getByText('GBP is the base currency: its rate is always 1').first().waitFor();
  await check(page, `money-rate-refused-${size}`);
  await currency.fill('NOK');
  await dialog.getByRole('button', { name: 'Add rate' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const rates = page.getByRole('list', { name: 'Exchange rates' });
  await rates.getByText('1 NOK = 0.0712 GBP').waitFor();
  await check(page, `money-settings-rate-${size}`);
  await rates.getByRole('button', { name: /^Remove NOK on / }).click();
  const ask = page.getByRole('alertdialog', { name: /^Remove the rate of NOK/ });
  await check(page, `money-rate-remove-${size}`);
  await ask.getByRole('button', { name: 'Remove' }).click();
  await rates.getByText('1 NOK = 0.0712 GBP').waitFor({ state: 'detached' });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Settings → Money at both sizes; what it changes it puts back (other tests invoice with it). */
describe('money settings', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)
    it(`keeps the terms and the dated rates (${size})`, async () => {
      const page = await newPage(browser, viewport);
      await signedIn(page);
      await openMoneySettings(page);
      await check(page, `money-settings-${size}`);
      const form = page.getByRole('form', { name: 'Currency, invoices and chasing' });
      const before = await form.getByRole('textbox', { name: 'Terms' }).inputValue();
      await saveTerms(page, `Payable within 14 days (${size}).`);
      await page.reload();
      await expect
        .poll(() => form.getByRole('textbox', { name: 'Terms' }).inputValue())
        .toBe(`Payable within 14 days (${size}).`);
      await saveTerms(page, before);
      await addAndRemoveRate(page, size);
      await page.getByRole('heading', { name: 'Numbering' }).scrollIntoViewIfNeeded();
      await expect(page.getByText(/^INV-\d{4}-\d{4}$/).count()).resolves.toBe(1);
      await check(page, `money-settings-numbers-${size}`);
      await page.context().close();
    });
});

/** Settings → Price list at both sizes: add a service, edit its price, retire it, find it again. */
describe('price list', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)
    it(`adds, edits and retires a service (${size})`, async () => {
      const page = await newPage(browser, viewport);
      await signInAt(page, '/settings');
      await page.getByRole('link', { name: 'Price list' }).click();
      const services = page.getByRole('list', { name: 'Services' });
      const name = `Courier ${size} ${Date.now()}`;
      await page.getByRole('button', { name: 'Add service' }).click();
      const add = page.getByRole('dialog', { name: 'Add service' });
      await add.getByRole('textbox', { name: 'Service' }).fill(name);
      await add.getByRole('textbox', { name: 'Price' }).fill('12.345');
      await add.getByRole('button', { name: 'Add service' }).click();
      await add.getByText('GBP has 2 decimal places at most').waitFor();
      await check(page, `fees-refused-${size}`);
      await add.getByRole('textbox', { name: 'Currency' }).fill('KWD');
      await add.getByRole('button', { name: 'Add service' }).click();
      await add.waitFor({ state: 'hidden' });
      await services.getByText(name, { exact: true }).waitFor();
      await check(page, `fees-${size}`);
      await services.getByRole('button', { name: `Retire ${name}` }).click();
      await check(page, `fees-retire-${size}`);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Retire' }).click();
      await services.getByText(name, { exact: true }).waitFor({ state: 'detached' });
      await page.getByRole('switch', { name: 'Show retired services' }).click();
      await services.getByText(`${name} (retired)`).waitFor();
      await expect.poll(() => new URL(page.url()).search).toBe('?retired=1');
      await check(page, `fees-retired-${size}`);
      await page.context().close();
    });
});
