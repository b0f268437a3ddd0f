import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, screenshot } from './browser';
import { tokenOf } from './desk-steps';

export type Who = { id: string; email: string; password: string; name: string };

/** A counsellor of the default office, made by the signed-in admin through the API. */
export async function addCounsellor(admin: Page, tag: string): Promise<Who> {
  const who = { email: `cal.${tag.toLowerCase()}@e2e.local`, password: 'Counsellor-pass-1' };
  const res = await admin.request.post('/api/users', {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
    data: { fname: 'Cara', lname: tag, userType: 'counsellor', status: 'active', ...who },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = ((await res.json()) as { _id: string })._id;
  return { id, name: `Cara ${tag}`, ...who };
}

/** The page as it is now, looked at and checked by axe. */
export async function settled(page: Page, shot: string): Promise<void> {
  await screenshot(page, shot);
  expect(await axeViolations(page)).toEqual([]);
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** From /profile: every day 09:00–17:00 and a week off next year, saved. */
export async function setWeek(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'My availability' }).click();
  await page.getByRole('heading', { name: 'My availability' }).waitFor();
  await page.getByText(/^Times are in .+’s time zone/).waitFor();
  for (const day of DAYS) await page.getByRole('button', { name: `Add hours on ${day}` }).click();
  const monday = page.getByRole('group', { name: 'Monday' });
  await monday.getByLabel('Monday to').selectOption('13:00');
  await page.getByRole('button', { name: 'Add hours on Monday' }).click();
  await monday.getByLabel('Monday from').nth(1).selectOption('12:00');
  await monday.getByLabel('Monday to').nth(1).selectOption('11:00');
  await page.getByRole('button', { name: 'Add time off' }).click();
  await page.getByLabel('Away from (1)').fill(`${new Date().getFullYear() + 1}-08-03T09:00`);
  await page.getByLabel('Back at (1)').fill(`${new Date().getFullYear() + 1}-08-07T17:00`);
  await page.getByLabel('Reason (1)').fill('Education fair in Leeds');
  await page.getByRole('button', { name: 'Save availability' }).click();
  // the API's check lands beside the range that ends before it starts
  await monday.getByText('To must be after From').waitFor();
  await settled(page, 'availability-refused');
  await monday.getByLabel('Monday to').nth(1).selectOption('17:00');
  await page.getByRole('button', { name: 'Save availability' }).click();
  await page.getByText('Availability saved').waitFor();
  await expect.poll(() => monday.getByText('To must be after From').count()).toBe(0);
  await settled(page, 'availability-saved');
}

/** From /settings, an admin adds a 45-minute session at the office, then retires it (asked first). */
export async function addAndRetireType(page: Page, name: string): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('link', { name: /Session types/ }).click();
  const offered = page.getByRole('list', { name: 'Offered' });
  await offered.waitFor();
  await page.getByRole('button', { name: 'Add session type' }).click();
  const form = page.getByRole('dialog', { name: 'Add session type' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('spinbutton', { name: /^Minutes/ }).fill('45');
  await form.getByRole('combobox', { name: /^Where/ }).click();
  await page.getByRole('option', { name: 'At an office' }).click();
  await form.getByRole('textbox', { name: /^Meeting link/ }).fill('');
  await settled(page, 'session-type-add');
  await form.getByRole('button', { name: 'Add session type' }).click();
  await offered.getByRole('button', { name: `Edit ${name}` }).waitFor();
  await expect.poll(() => offered.getByText('45 min · At an office').count()).toBe(1);
  await settled(page, 'session-types');
  await offered.getByRole('button', { name: `Retire ${name}` }).click();
  const ask = page.getByRole('alertdialog', { name: `Retire ${name}?` });
  await settled(page, 'session-type-retire');
  await ask.getByRole('button', { name: 'Retire' }).click();
  await page
    .getByRole('list', { name: 'Retired' })
    .getByRole('button', { name: `Restore ${name}` })
    .waitFor();
}

/** On /profile: makes the private calendar address, then replaces it; the old one stops. */
export async function feedAddress(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Make my calendar address' }).click();
  const address = page.getByRole('textbox', { name: 'Your calendar address' });
  await address.waitFor();
  const first = await address.inputValue();
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await address.scrollIntoViewIfNeeded();
  await settled(page, 'calendar-feed');
  await page.getByRole('button', { name: 'Replace address' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Replace your calendar address?' });
  await settled(page, 'calendar-feed-replace');
  await ask.getByRole('button', { name: 'Replace' }).click();
  await expect.poll(() => address.inputValue()).not.toBe(first);
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(await address.inputValue())).status()).toBe(200);
}
