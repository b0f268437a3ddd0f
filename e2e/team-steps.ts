import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { MESSAGES, REGISTERED_MESSAGE } from '@studydesk/contract';
import { screenshot } from './browser';

export type Person = { fname: string; lname: string; email: string; password: string };

/** Fills /register and sees the "an admin must approve it" note. */
export async function register(page: Page, who: Person): Promise<void> {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect.poll(() => page.getByText('First name is required').isVisible()).toBe(true);
  await page.getByLabel('First Name*').fill(who.fname);
  await page.getByLabel('Last Name*').fill(who.lname);
  await page.getByLabel('Email Address*').fill(who.email);
  await page.getByLabel('Mobile*').fill('+91 98765 43210');
  await page.getByLabel('Password*', { exact: true }).fill(who.password);
  await expect.poll(() => page.getByText('Password strength: Strong').isVisible()).toBe(true);
  await page.getByLabel('Confirm Password*').fill(who.password);
  await screenshot(page, 'register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText(REGISTERED_MESSAGE).waitFor();
  await screenshot(page, 'register-done');
}

/** Signs in with the form; returns the message shown when the account may not. */
export async function tryLogin(page: Page, who: Person): Promise<string | null> {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const refused = page.getByRole('alert').filter({ hasText: MESSAGES.accountPending }).first();
  await Promise.race([page.waitForURL('**/dashboard'), refused.waitFor()]);
  return page.url().endsWith('/dashboard') ? null : await refused.textContent();
}

/** An admin approves `who` in My Team, found through the pending filter in the URL. */
export async function approve(page: Page, who: Person): Promise<void> {
  await page.goto('/my-team?status=pending');
  const name = `${who.fname} ${who.lname}`;
  await page.getByRole('row', { name: new RegExp(name) }).waitFor();
  await screenshot(page, 'my-team-pending');
  await page.getByRole('menuitem', { name: `Approve ${name}` }).click();
  await page.getByText(`${name} approved: they can sign in now`).waitFor();
  await page.goto('/my-team');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect.poll(() => row.getByText('Active').isVisible()).toBe(true);
  await screenshot(page, 'my-team');
}

/** Changes the first name (and photo) on /profile; the header's menu button follows. */
export async function editProfile(page: Page, fname: string, photo: Buffer): Promise<void> {
  await page.goto('/profile');
  const first = page.getByRole('textbox', { name: 'First name' });
  await first.fill(fname);
  await page
    .getByLabel('Photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await screenshot(page, 'profile-editing');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Profile saved').waitFor();
}

/** Public enquiries with a spread of categories and countries (so every chart has bars) and call requests. */
export async function seedEnquiries(page: Page): Promise<void> {
  const mix = [
    ['Postgraduate', 'Canada'],
    ['Postgraduate', 'Canada'],
    ['Graduate', 'Canada'],
    ['Diploma', 'Ireland'],
    ['PhD', 'Ireland'],
    ['Graduate', ''],
  ] as const;
  for (const [i, [category, country]] of mix.entries()) {
    const res = await page.request.post('/api/enquiries', {
      data: {
        fName: `Seed${i}`,
        lName: 'Student',
        email: `seed${i}.${Date.now()}@example.com`,
        mobile: '+91 98765 4321' + i,
        category,
        country,
        consent: true,
      },
    });
    expect(res.status()).toBe(201);
  }
  for (const name of ['Caller One', 'Caller Two']) {
    const res = await page.request.post('/api/contact', {
      data: { name, email: 'caller@example.com', message: 'Please call me back' },
    });
    expect(res.status()).toBe(201);
  }
}

/** The number in a link named like "12 new enquiries" (the dashboard's figures). */
export async function figure(page: Page, name: RegExp): Promise<number> {
  const link = page.getByRole('link', { name }).first();
  const label = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
  const n = /(\d+)/.exec(label)?.[1];
  if (n === undefined) throw new Error(`no figure in "${label}"`);
  return Number(n);
}

/**
 * Follows a dashboard link and checks the list it opens counts what the link said: the list
 * toolbar reads "<n> <plural>" (or the singular for one).
 */
export async function followsTo(
  page: Page,
  name: RegExp,
  names: [string, string],
  url: RegExp,
): Promise<number> {
  await page.goto('/dashboard');
  const n = await figure(page, name);
  await page.getByRole('link', { name }).first().click();
  await page.waitForURL(url);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ state: 'detached' });
  // none: the list's empty state ("No colleges yet"); else its count ("3 colleges")
  const counted = n === 0 ? new RegExp(`^No ${names[1]}`) : `${n} ${n === 1 ? names[0] : names[1]}`;
  await page.getByText(counted, { exact: true }).first().waitFor();
  return n;
}
