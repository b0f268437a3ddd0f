import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, screenshot } from './browser';

/** The student's journey, the counsellor's own steps that the other step files do not have. */

/** Looked at (a screenshot), and axe clean at every impact level. */
export async function settled(page: Page, shot: string): Promise<void> {
  await screenshot(page, shot);
  expect(await axeViolations(page)).toEqual([]);
}

/** Opens the header search with its button (a phone has no `/` key) and opens the first hit. */
export async function searchAndOpen(page: Page, text: string, hit: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.getByRole('combobox', { name: 'Search' }).fill(text);
  await page.getByRole('option', { name: hit }).first().click();
}

const bell = (page: Page) => page.getByRole('button', { name: /^notifications/ });

/** Opens the bell on its Due tab; the tab's panel, once its list has loaded. */
export async function openDueTab(page: Page): Promise<Locator> {
  await bell(page).click();
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await popup.getByRole('tab', { name: /^Due/ }).click();
  const panel = popup.getByRole('tabpanel', { name: /^Due/ });
  await panel.getByRole('list').first().waitFor();
  return panel;
}

/** Closes the bell's popup. */
export async function closeBell(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'detached' });
}

/** On the application's record: the first-year tuition and its currency, under Details. */
export async function enterTuition(page: Page, tuition: string, currency: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Application' });
  await form.getByRole('spinbutton', { name: 'First-year tuition' }).fill(tuition);
  await form.getByRole('textbox', { name: 'Currency' }).fill(currency);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Application saved').first().waitFor();
}
