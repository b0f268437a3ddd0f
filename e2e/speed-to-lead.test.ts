import type { Browser, Page } from 'playwright-core';
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
import { tokenOf } from './desk-steps';

const COUNSELLOR = {
  fname: 'Kiran',
  lname: 'Rao',
  email: 'kiran.speed@e2e.local',
  password: 'Speed-to-lead-2026!',
  userType: 'counsellor',
};

/** A visitor's enquiry through the public route; its id as the admin finds it. */
async function publicEnquiry(admin: Page, fName: string): Promise<{ id: string; enqNo: string }> {
  const posted = await admin.request.post('/api/enquiries', {
    data: {
      fName,
      lName: 'Speed',
      email: `${fName.toLowerCase()}@example.com`,
      mobile: '+91 98765 11111',
      category: 'Postgraduate',
      consent: true,
    },
  });
  expect(posted.status()).toBe(201);
  const { enqNo } = (await posted.json()) as { enqNo: string };
  const found = await admin.request.get(`/api/enquiries?q=${enqNo}`, {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
  });
  const { enquiries } = (await found.json()) as { enquiries: { _id: string }[] };
  return { id: enquiries[0]!._id, enqNo };
}

/** The counsellor, signed in, with the page's clock under the test's control. */
async function counsellorPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.clock.install({ time: new Date() });
  await signIn(page, COUNSELLOR);
  return page;
}

const clockOf = (page: Page, scope = page.locator('body')) => scope.getByRole('timer').first();

describe('speed to lead: the clock runs until the first contact', () => {
  let browser: Browser;
  let admin: Page;
  let enquiry: { id: string; enqNo: string };
  beforeAll(async () => {
    browser = await launch();
    admin = await newPage(browser, DESKTOP);
    await signedIn(admin);
    const authorization = `Bearer ${await tokenOf(admin)}`;
    const made = await admin.request.post('/api/users', {
      headers: { authorization },
      data: COUNSELLOR,
    });
    expect(made.status()).toBe(201);
    const { _id: counsellorId } = (await made.json()) as { _id: string };
    enquiry = await publicEnquiry(admin, 'Meher');
    const owned = await admin.request.put(`/api/enquiries/${enquiry.id}`, {
      headers: { authorization },
      data: { assignedTo: counsellorId },
    });
    expect(owned.status(), await owned.text()).toBe(200);
  });
  afterAll(() => browser?.close());

  it('shows the counsellor the clock in the list, the bell and the record; a logged call stops it', async () => {
    const page = await counsellorPage(browser);
    await page.goto(`/enquiries?q=${enquiry.enqNo}`);
    const row = page.getByRole('row').filter({ hasText: enquiry.enqNo });
    const clock = clockOf(page, row);
    await expect.poll(() => clock.textContent()).toMatch(/^waiting (under 1|\d+) min$/);
    expect(await clock.getAttribute('data-tone')).toBe('ok');
    expect(await row.getByText('Kiran Rao').count()).toBe(1);

    // past the response target (15 min by default): amber, and it says so in words. The jump
    // refetches the list: held, so axe sees the page while it loads again, as a busy server
    // shows it (the grid's own bar, unnamed and among its rows, broke two rules there).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/enquiries?*', (route) => held.then(() => route.continue()));
    await page.clock.fastForward('16:00');
    await page.getByRole('progressbar', { name: 'Loading' }).first().waitFor();
    await expect.poll(() => clock.getAttribute('data-tone')).toBe('amber');
    expect(await axeViolations(page)).toEqual([]);
    release();
    await page.unrouteAll({ behavior: 'wait' });
    expect(await clock.textContent()).toMatch(/^waiting 1[67] min · overdue$/);
    await screenshot(page, 'speed-list');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /^notifications/ }).click();
    const item = page
      .getByRole('list', { name: 'New enquiries' })
      .getByRole('listitem')
      .filter({ hasText: 'Meher' });
    await expect.poll(() => clockOf(page, item).getAttribute('data-tone')).toBe('amber');
    await screenshot(page, 'speed-bell');
    await page.keyboard.press('Escape');

    await page.goto(`/enquiries/${enquiry.id}`);
    const head = page.getByRole('heading', { name: 'Meher Speed' });
    await head.waitFor();
    await expect.poll(() => clockOf(page).getAttribute('data-tone')).toBe('amber');
    await screenshot(page, 'speed-record-waiting');
    await page.getByRole('button', { name: 'Log contact' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/what was said/i).fill('Called: wants an MSc in Canada');
    await dialog.getByRole('button', { name: 'Log contact' }).click();
    await dialog.waitFor({ state: 'detached' });
    const contacted = page.getByText(/^First contact (within a minute|after \d+ min)$/);
    await contacted.waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);
    await screenshot(page, 'speed-record-contacted');
    expect(await axeViolations(page)).toEqual([]);

    // later, the list shows no clock for it any more
    await page.goto(`/enquiries?q=${enquiry.enqNo}`);
    await row.getByText(enquiry.enqNo).first().waitFor();
    expect(await row.getByRole('timer').count()).toBe(0);
  });

  it('shows the dashboard’s speed to lead, each figure a link to the enquiries behind it', async () => {
    await publicEnquiry(admin, 'Waiting'); // one still waiting this week
    await admin.goto('/dashboard');
    const section = admin.getByRole('region', { name: 'Speed to lead' });
    await section.getByRole('table').first().waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(admin, 'speed-dashboard');
    expect(await axeViolations(admin)).toEqual([]);
    const byCounsellor = section.getByRole('table').filter({ hasText: 'By counsellor' });
    const kiran = byCounsellor.getByRole('row').filter({ hasText: 'Kiran Rao' });
    await kiran.getByRole('link').first().click();
    await admin.waitForURL(/\/enquiries\?.*contacted=yes/);
    expect(new URL(admin.url()).searchParams.get('assignedTo')).toBeTruthy();
    await admin.getByRole('row').filter({ hasText: enquiry.enqNo }).first().waitFor();
  });

  it('looks right on a phone: the list, the bell, the record and the dashboard', async () => {
    const fresh = await publicEnquiry(admin, 'Phone');
    const page = await counsellorPage(browser, MOBILE);
    // the new one is nobody's yet: a counsellor's list opens on Mine (ownership)
    await page.goto(`/enquiries?owner=all`);
    await clockOf(page).waitFor();
    await page.clock.fastForward('01:01:00');
    await expect.poll(() => clockOf(page).getAttribute('data-tone')).toBe('red');
    await screenshot(page, 'speed-list');
    await page.getByRole('button', { name: /^notifications/ }).click();
    await clockOf(page, page.getByRole('list', { name: 'New enquiries' })).waitFor();
    await screenshot(page, 'speed-bell');
    await page.keyboard.press('Escape');
    await page.goto(`/enquiries/${fresh.id}`);
    await clockOf(page).waitFor();
    await screenshot(page, 'speed-record-waiting');
    await page.goto(`/enquiries/${enquiry.id}`);
    await page.getByText(/^First contact (within|after)/).waitFor();
    await screenshot(page, 'speed-record-contacted');
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Speed to lead' }).getByRole('table').first().waitFor();
    await page.getByRole('region', { name: 'Speed to lead' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'speed-dashboard');
    expect(await axeViolations(page)).toEqual([]);
  });
});
