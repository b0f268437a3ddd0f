import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, screenshot } from './browser';

/** Letters only, so a name stays a name: "Nisha Kqzv". */
export const unique = () =>
  Array.from(randomBytes(4), (b) => String.fromCharCode(97 + (b % 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase());
export const localDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export async function postCallRequest(page: Page, name: string): Promise<void> {
  const res = await page.request.post('/api/contact', {
    data: {
      name,
      email: `${name.replace(' ', '.').toLowerCase()}@example.com`,
      mobile: '+91 98450 12345',
      message: 'Please call me about nursing in Ireland',
      preferredTime: 'Mornings',
    },
  });
  expect(res.status()).toBe(201);
}

/** Log attempt from the row: outcome, note and (optionally) tomorrow at 10:00. */
export async function logAttempt(
  page: Page,
  name: string,
  outcome: string,
  note: string,
  tomorrow: boolean,
) {
  await page.getByRole('menuitem', { name: `Log attempt for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Log attempt: ${name}` });
  await dialog.getByRole('combobox', { name: /Outcome/ }).click();
  await page.getByRole('option', { name: outcome, exact: true }).click();
  await dialog.getByLabel('Note').fill(note);
  if (tomorrow) {
    await dialog.getByRole('button', { name: 'Tomorrow' }).click();
    await dialog.getByLabel('Next try time').fill('10:00');
    await screenshot(page, 'attempt-dialog');
    expect(await axeViolations(page)).toEqual([]);
  }
  await dialog.getByRole('button', { name: 'Log attempt' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Whether a dialog takes the whole screen (as forms do on phones), once it has settled. */
export async function fillsScreen(page: Page, dialog: Locator): Promise<boolean> {
  const box = await dialog.boundingBox();
  const view = page.viewportSize();
  if (!box || !view) return false;
  return (
    Math.round(box.x) === 0 &&
    Math.round(box.y) === 0 &&
    Math.round(box.width) === view.width &&
    Math.round(box.height) === view.height
  );
}

/** A phone enquiry made through the API (as the signed-in user), to have a row to act on. */
export async function postEnquiry(page: Page, fName: string, token: string): Promise<void> {
  const res = await page.request.post('/api/enquiries', {
    headers: { authorization: `Bearer ${token}` },
    data: { source: 'phone', fName, lName: 'Pillai', mobile: '+91 90000 33333', category: 'Other' },
  });
  expect(res.status()).toBe(201);
}
