import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  dayFirst,
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
  inViewport,
  searchAndOpen,
  seedEnquiries,
  sidewaysOverflow,
  tokenOf,
  visibleRows,
} from './desk-steps';

const tomorrow = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return dayFirst(d);
};

const bell = (page: Page) => page.getByRole('button', { name: /^notifications/ });
const nav = (page: Page) => page.locator('nav[aria-label="mailbox folders"]');

/** Staff log a phone call as an enquiry with `n` on /enquiries; returns its record's URL. */
async function logPhoneEnquiry(page: Page): Promise<string> {
  await page.goto('/enquiries');
  await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
  await page.locator('body').press('n');
  const form = page.getByRole('dialog', { name: 'Add enquiry' });
  await form.getByLabel('First name').fill('Varun');
  await form.getByLabel('Last name').fill('Thomas');
  await form.getByLabel('Mobile').fill('+91 98661 25640');
  await form.getByLabel('What they asked').fill('Called about MS in Germany');
  await screenshot(page, 'add-enquiry');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/enquiries\/[\w-]+$/);
  await page.getByRole('heading', { level: 1, name: 'Varun Thomas' }).waitFor();
  return new URL(page.url()).pathname;
}

async function clearBell(page: Page): Promise<void> {
  await expect
    .poll(() => bell(page).getAttribute('aria-label'))
    .toMatch(/^notifications, \d+\+? new(, \d+\+? due)?$/);
  await bell(page).click();
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await popup.getByRole('button', { name: 'View All' }).waitFor();
  // the web lead is new; the phone enquiry is its logger's, contacted as it was logged
  await popup.getByText(/Webby/).first().waitFor();
  expect(await popup.getByText(/Varun/).count()).toBe(0);
  await screenshot(page, 'bell-popup');
  expect(await axeViolations(page)).toEqual([]);
  await popup.getByRole('button', { name: 'Mark as all read' }).click();
  // the reload below must find the server's read marker moved, not only the bell cleared: wait
  // for the server to say so (both browser workers' servers share one process, so an answer
  // may wait behind the other's import)
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const newOnServer = async () =>
    (
      (await (await page.request.get('/api/enquiries/new/count', { headers })).json()) as {
        count: number;
      }
    ).count;
  await expect.poll(newOnServer, { timeout: 120_000 }).toBe(0);
  // what is due stays on the bell: other tests leave some for the admin
  const cleared = /^notifications(, \d+\+? due)?$/;
  await expect.poll(() => bell(page).getAttribute('aria-label')).toMatch(cleared);
  const counted = page.waitForResponse((r) => r.url().includes('/api/enquiries/new/count'));
  await page.reload();
  await counted;
  await bell(page).waitFor();
  expect(await bell(page).getAttribute('aria-label')).toMatch(cleared);
}

/** On the record: the status, then a contact with the "Tomorrow" preset, all above the fold. */
async function triage(page: Page): Promise<void> {
  expect(await inViewport(page, 'Log contact')).toBe(true);
  await screenshot(page, 'enquiry-record');
  expect(await axeViolations(page)).toEqual([]);
  const status = page.getByRole('combobox', { name: /^Status of ENQ-/ });
  await status.click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect.poll(() => status.textContent()).toMatch(/active/i);
  await page.getByRole('button', { name: 'Log contact', exact: true }).click();
  const form = page.getByRole('dialog', { name: /^Log contact with Varun/ });
  await form.getByLabel('What was said').fill('Wants the winter intake; sending the brochure');
  await form.getByRole('button', { name: 'Tomorrow' }).click();
  expect(await form.getByLabel('Next contact date', { exact: true }).inputValue()).toBe(tomorrow());
  await screenshot(page, 'log-contact');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Log contact' }).click();
  const timeline = page.getByRole('list', { name: 'Timeline, newest first' });
  await expect
    .poll(() => timeline.getByText('Wants the winter intake; sending the brochure').count())
    .toBeGreaterThan(0);
  await expect
    .poll(() => timeline.getByText(`due ${tomorrow()}`, { exact: false }).count())
    .toBe(1);
}

async function completeFollowUp(page: Page): Promise<void> {
  await page.goto('/follow-up');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const done = upcoming.getByRole('button', { name: /^Done: Varun Thomas/ });
  await done.waitFor();
  await screenshot(page, 'follow-up-queue');
  expect(await axeViolations(page)).toEqual([]);
  await done.click();
  const form = page.getByRole('dialog', { name: 'Done: Varun Thomas' });
  await form.getByLabel('What was said').fill('Brochure received');
  await form.getByRole('button', { name: 'Done', exact: true }).click();
  await expect
    .poll(() => page.getByRole('button', { name: /^Done: Varun Thomas/ }).count())
    .toBe(0);
}

describe("the counsellor's desk", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  // One staff user's morning, in steps that each wait for their own states (the record made in
  // the first is used by the next ones, so they run in this order).
  let record = '';
  const staffPage = async () => {
    const page = await newPage(browser, DESKTOP);
    await signIn(page);
    return page;
  };

  it('logs a phone enquiry with n and lands on its record', async () => {
    const page = await staffPage();
    record = await logPhoneEnquiry(page);
    await page.context().close();
  });

  it('finds it again by a differently formatted phone number and by full name', async () => {
    const page = await staffPage();
    await searchAndOpen(page, '098661-25640', /Varun Thomas/);
    await page.waitForURL(`**${record}`);
    await page.goto('/dashboard');
    await page.locator('header [aria-keyshortcuts]').first().waitFor();
    await page.locator('body').press('/');
    await page.getByRole('combobox', { name: 'Search' }).waitFor();
    await screenshot(page, 'search-recent');
    // Esc closes the search; `/` then opens it afresh
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Search' }).waitFor({ state: 'detached' });
    await searchAndOpen(page, 'thomas varun', /Varun Thomas/, 'search-found');
    await page.waitForURL(`**${record}`);
    await page.getByRole('heading', { level: 1, name: 'Varun Thomas' }).waitFor();
    await page.context().close();
  });

  it('clears the bell, and it stays cleared after a reload', async () => {
    const page = await staffPage();
    const lead = await page.request.post('/api/enquiries', {
      data: {
        fName: 'Webby',
        lName: 'Lead',
        email: 'webby@example.com',
        mobile: '+91 90000 55555',
        category: 'Other',
        consent: true,
      },
    });
    expect(lead.status()).toBe(201);
    await clearBell(page);
    await page.context().close();
  });

  it('triages it from the record without scrolling: status, then a contact with a preset date', async () => {
    const page = await staffPage();
    await page.goto(record);
    await page.getByRole('heading', { level: 1, name: 'Varun Thomas' }).waitFor();
    await triage(page);
    await page.context().close();
  });

  it('completes its follow-up from /follow-up', async () => {
    const page = await staffPage();
    await completeFollowUp(page);
    await page.context().close();
  });

  it('shows at least 12 rows of 14 px text at 1440×900 and no sideways scroll at 1440 and 1024 with the drawer open', async () => {
    const page = await newPage(browser, DESKTOP);
    await signedIn(page);
    await seedEnquiries(page, 14, 'Rowcount');
    await page.goto('/enquiries');
    await page.getByRole('grid', { name: 'Enquiries' }).getByRole('row').nth(13).waitFor();
    const { rows, minFont } = await visibleRows(page);
    expect(rows).toBeGreaterThanOrEqual(12);
    expect(minFont).toBeGreaterThanOrEqual(14);
    await page.getByRole('button', { name: 'open drawer' }).click();
    await expect.poll(async () => (await nav(page).boundingBox())?.width).toBe(260);
    await expect.poll(() => sidewaysOverflow(page)).toEqual([0, 0]);
    await screenshot(page, 'enquiries-drawer-open');
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('body').press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await screenshot(page, 'shortcuts');
    await page.context().close();

    const narrow = await newPage(browser, { width: 1024, height: 768 });
    await signInAt(narrow, '/enquiries');
    await narrow.getByRole('grid', { name: 'Enquiries' }).getByRole('row').nth(5).waitFor();
    await narrow.getByRole('button', { name: 'open drawer' }).click();
    await nav(narrow).getByRole('link', { name: 'Request Call' }).waitFor();
    expect(await sidewaysOverflow(narrow)).toEqual([0, 0]);
    await screenshot(narrow, 'enquiries-drawer-open');
    expect(await axeViolations(narrow)).toEqual([]);
    await narrow.context().close();
  });

  it('keeps name, phone and status on a phone, and the record’s Log contact above the fold', async () => {
    const page = await newPage(browser, MOBILE);
    await signInAt(page, '/enquiries');
    const grid = page.getByRole('grid', { name: 'Enquiries' });
    const card = grid.getByRole('row').filter({ hasText: 'Varun Thomas' });
    await card.waitFor();
    expect(await card.getByRole('link', { name: '+91 98661 25640' }).getAttribute('href')).toBe(
      'tel:+919866125640',
    );
    expect(await card.textContent()).toMatch(/Active|Pending|New/);
    expect(await sidewaysOverflow(page)).toEqual([0, 0]);
    await screenshot(page, 'enquiries');
    await card.getByRole('link', { name: 'Varun Thomas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Varun Thomas' }).waitFor();
    expect(await inViewport(page, 'Log contact')).toBe(true);
    await screenshot(page, 'enquiry-record');
    for (const [path, name] of [
      ['/follow-up', 'follow-up-queue'],
      ['/dashboard', 'dashboard'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await screenshot(page, name);
    }
    await page.getByRole('button', { name: 'open drawer' }).click();
    await nav(page).getByRole('link', { name: 'Request Call' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await bell(page).click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: 'View All' })
      .waitFor();
    await screenshot(page, 'bell-popup');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps the public screens inside landmarks', async () => {
    const page = await newPage(browser, MOBILE);
    for (const path of ['/login', '/register', '/EnquiryForm', '/thank-you?enq=ENQ-000001']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.context().close();
  });
});
