import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launch,
  MOBILE,
  newPage,
  screenshot,
  signedIn,
  signIn,
  signInAt,
} from './browser';
import {
  fillsScreen,
  localDate,
  logAttempt,
  postCallRequest,
  postEnquiry,
  unique,
} from './call-backs-steps';
import { tokenOf } from './desk-steps';
import { openRowMenu } from './row-menu-steps';

describe('the call-back queue and the bell’s Due tab', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('tries a call request twice, converts it, and the enquiry’s timeline has both tries', async () => {
    const page = await newPage(browser, DESKTOP);
    await signedIn(page);
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
    expect(await axeViolations(page)).toEqual([]);

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
    expect(await axeViolations(page)).toEqual([]);
    const enquiryUrl = page.url();

    const phone = await newPage(browser, MOBILE);
    await signInAt(phone, enquiryUrl);
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

  it('reads the queue on a phone: tel: links, status, next try, the ⋮ menu, full-screen dialogs', async () => {
    const phone = await newPage(browser, MOBILE);
    await signedIn(phone);
    const name = `Isha ${unique()}`;
    await postCallRequest(phone, name);
    await phone.goto(`/contact?q=${encodeURIComponent(name)}`);
    const row = phone.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('menuitem', { name: `Log attempt for ${name}` }).click();
    const attempt = phone.getByRole('dialog', { name: `Log attempt: ${name}` });
    await expect.poll(() => fillsScreen(phone, attempt)).toBe(true);
    await attempt.getByRole('button', { name: 'Cancel' }).click();
    await attempt.waitFor({ state: 'detached' });
    // screenshots and checks the (full-screen) attempt dialog at 375 px
    await logAttempt(phone, name, 'No answer', 'Rang out', true);

    const tomorrow = localDate(new Date(Date.now() + 86_400_000))
      .split('-')
      .reverse()
      .join('-');
    await expect.poll(() => row.getByText(`Next try ${tomorrow} 10:00`).isVisible()).toBe(true);
    expect(await row.getByRole('combobox', { name: `Status of ${name}` }).isVisible()).toBe(true);
    const tel = row.getByRole('link', { name: '+91 98450 12345' });
    expect(await tel.getAttribute('href')).toBe('tel:+919845012345');
    await screenshot(phone, 'contact-phone-rows');
    expect(await axeViolations(phone)).toEqual([]);

    const menu = await openRowMenu(phone, `call request from ${name}`);
    expect(
      await menu.getByRole('menuitem', { name: `Delete call request from ${name}` }).count(),
    ).toBe(1);
    await screenshot(phone, 'contact-row-menu');
    expect(await axeViolations(phone)).toEqual([]);
    await phone.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await row.getByRole('button', { name, exact: true }).click();
    const details = phone.getByRole('dialog', { name: `Call request from ${name}` });
    await expect.poll(() => fillsScreen(phone, details)).toBe(true);
    expect(await details.getByRole('link', { name: '+91 98450 12345' }).getAttribute('href')).toBe(
      'tel:+919845012345',
    );
    await screenshot(phone, 'contact-details');
    expect(await axeViolations(phone)).toEqual([]);
    await phone.context().close();
  });

  it('keeps Delete in the row’s ⋮ menu and Delete all behind a typed DELETE', async () => {
    const page = await newPage(browser, DESKTOP);
    await signedIn(page);
    const name = `Dev ${unique()}`;
    await postCallRequest(page, name);
    await page.goto(`/contact?q=${encodeURIComponent(name)}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    const tel = row.getByRole('link', { name: '+91 98450 12345' });
    expect(await tel.getAttribute('href')).toBe('tel:+919845012345');
    expect(await row.getByRole('menuitem', { name: /^Delete/ }).count()).toBe(0);
    const menu = await openRowMenu(page, `call request from ${name}`);
    await screenshot(page, 'contact-row-menu');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete all' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete all call requests?' });
    const go = confirm.getByRole('button', { name: 'Delete all' });
    expect(await go.isDisabled()).toBe(true);
    await confirm.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
    expect(await go.isEnabled()).toBe(true);
    await screenshot(page, 'contact-delete-all');
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    const fName = `Tara${unique()}`;
    await postEnquiry(page, fName, await tokenOf(page));
    await page.goto(`/enquiries?q=${fName}`);
    await page.getByRole('row').filter({ hasText: fName }).waitFor();
    await page.getByRole('menuitem', { name: /^More actions for ENQ-/ }).click();
    const enquiryMenu = page.getByRole('menu', { name: /^More actions for ENQ-/ });
    await enquiryMenu.getByRole('menuitem', { name: /^Delete ENQ-/ }).waitFor();
    await screenshot(page, 'enquiries-row-menu');
    expect(await axeViolations(page)).toEqual([]);
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
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'bell-due');
    await item.click();
    await page.waitForURL(new RegExp(`/enquiries\\?focus=${enquiry}`));
    await page.context().close();
  });
});
