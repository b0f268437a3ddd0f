import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  hasChromium,
  launch,
  MOBILE,
  newPage,
  screenshot,
  signIn,
} from './browser';
import { tokenOf } from './desk-steps';

/** Letters only, so a name stays a name: "Nisha Kqzv". */
const unique = () =>
  Array.from(randomBytes(4), (b) => String.fromCharCode(97 + (b % 26)))
    .join('')
    .replace(/^./, (c) => c.toUpperCase());
const localDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

async function postCallRequest(page: Page, name: string): Promise<void> {
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
async function logAttempt(
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
    expect(await axeViolations(page, 'every')).toEqual([]);
  }
  await dialog.getByRole('button', { name: 'Log attempt' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.runIf(hasChromium())('the call-back queue and the bell’s Due tab', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('tries a call request twice, converts it, and the enquiry’s timeline has both tries', async () => {
    const page = await newPage(browser, DESKTOP);
    await signIn(page);
    const name = `Nisha ${unique()}`;
    await postCallRequest(page, name);
    await page.goto(`/contact?q=${encodeURIComponent(name)}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();

    await logAttempt(page, name, 'No answer', 'Rang out twice', true);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const shown = `${localDate(tomorrow).split('-').reverse().join('-')} 10:00`;
    await expect.poll(() => row.getByText(shown, { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'contact-attempts');
    expect(await axeViolations(page, 'every')).toEqual([]);

    await logAttempt(page, name, 'Reached', 'Wants the September intake', false);
    await page.getByRole('button', { name, exact: true }).click();
    const details = page.getByRole('dialog', { name: `Call request from ${name}` });
    const attempts = details.getByRole('list', { name: 'Attempts, newest first' });
    await expect.poll(() => attempts.getByRole('listitem').count()).toBe(2);
    await screenshot(page, 'contact-details');
    await details.getByRole('button', { name: 'Convert to enquiry' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Convert' }).click();
    await page.waitForURL(/\/enquiries\/[^/?]+$/);

    const timeline = page.getByRole('list', { name: 'Timeline, newest first' });
    await timeline.getByText('Call attempt · Reached').waitFor();
    expect(await timeline.getByText('Call attempt · No answer').isVisible()).toBe(true);
    expect(await timeline.getByText('From call request').isVisible()).toBe(true);
    await screenshot(page, 'converted-timeline');
    expect(await axeViolations(page, 'every')).toEqual([]);
    const enquiryUrl = page.url();

    const phone = await newPage(browser, MOBILE);
    await signIn(phone);
    await phone.goto(enquiryUrl);
    await phone
      .getByRole('list', { name: 'Timeline, newest first' })
      .getByText('Call attempt · Reached')
      .waitFor();
    await screenshot(phone, 'converted-timeline');
    await postCallRequest(phone, `Arjun ${unique()}`);
    await phone.goto('/contact');
    await phone.getByRole('grid', { name: 'Call requests' }).getByRole('row').nth(1).waitFor();
    await screenshot(phone, 'contact-attempts');
    await phone.context().close();
    await page.context().close();
  });

  it('shows a follow-up in the Due tab when it comes due, without a reload', async () => {
    const page = await newPage(browser, DESKTOP);
    // The page's clock is ours to move: "tomorrow" arrives when the test says so.
    await page.clock.install();
    await signIn(page);
    const authorization = `Bearer ${await tokenOf(page)}`;
    const fName = `Kavya${unique()}`;
    const made = await page.request.post('/api/enquiries', {
      headers: { authorization },
      data: {
        source: 'phone',
        fName,
        lName: 'Menon',
        mobile: '+91 90000 11111',
        category: 'Other',
      },
    });
    expect(made.status()).toBe(201);
    const enquiry = ((await made.json()) as { _id: string })._id;
    const tomorrow = new Date(Date.now() + 86_400_000);
    const booked = await page.request.post('/api/followUp', {
      headers: { authorization },
      data: {
        enquiry,
        followUpDetails: 'Send the fee structure',
        nextContactDate: localDate(tomorrow),
      },
    });
    expect(booked.status()).toBe(201);

    // Another enquiry, whose follow-up is booked later, elsewhere, while the tab is open.
    const other = `Ravi${unique()}`;
    const second = await page.request.post('/api/enquiries', {
      headers: { authorization },
      data: {
        source: 'phone',
        fName: other,
        lName: 'Das',
        mobile: '+91 90000 22222',
        category: 'Other',
      },
    });
    expect(second.status()).toBe(201);
    const secondId = ((await second.json()) as { _id: string })._id;

    await page.getByRole('button', { name: /^notifications/ }).click();
    const popup = page.getByRole('dialog', { name: 'Notifications' });
    const dueTab = popup.getByRole('tab', { name: /^Due/ });
    await dueTab.click();
    const item = popup.getByRole('link', { name: new RegExp(`Follow up ${fName} Menon`) });
    // Loaded as of today: the follow-up is not due yet.
    await popup.getByRole('tabpanel', { name: /^Due/ }).getByRole('list').first().waitFor();
    expect(await item.count()).toBe(0);

    // Booked elsewhere while the tab is open: only the live stream can bring it in (no new
    // enquiry arrives and the page's clock has not moved).
    const live = await page.request.post('/api/followUp', {
      headers: { authorization },
      data: {
        enquiry: secondId,
        followUpDetails: 'Ask for the IELTS score',
        nextContactDate: localDate(new Date()),
      },
    });
    expect(live.status()).toBe(201);
    await popup.getByRole('link', { name: new RegExp(`Follow up ${other} Das`) }).waitFor();

    const midnight = new Date(tomorrow.getFullYear(), tomorrow.getMonth(), tomorrow.getDate());
    await page.clock.fastForward(midnight.getTime() - Date.now() + 1000);
    await item.waitFor();
    await screenshot(page, 'bell-due');
    expect(await axeViolations(page, 'every')).toEqual([]);
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'bell-due');
    await item.click();
    await page.waitForURL(new RegExp(`/enquiries\\?focus=${enquiry}`));
    await page.context().close();
  });
});
