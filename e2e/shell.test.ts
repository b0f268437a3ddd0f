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
  signIn,
  signInAt,
} from './browser';
import { tokenOf } from './desk-steps';
import { applicationWithDeadline } from './due-steps';

const tag = `Shell${Date.now().toString(36)}`;
const localDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const bell = (page: Page) => page.getByRole('button', { name: /^notifications/ });
const PHONE_SMALL = { width: 320, height: 640 };

type Who = { email: string; password: string };

/** A counsellor of their own (made by the admin), with one overdue and one today follow-up,
 * and an application's offer deadline two days ahead. */
async function counsellorWithDueWork(admin: Page): Promise<Who> {
  const who = { email: `due.${tag.toLowerCase()}@e2e.local`, password: 'Counsellor-pass-1' };
  const made = await admin.request.post('/api/users', {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
    data: { fname: 'Dee', lname: tag, ...who, userType: 'counsellor', status: 'active' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const page = await newPage(admin.context().browser() as Browser);
  await signIn(page, who);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const yesterday = new Date(Date.now() - 86_400_000);
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
  for (const [fName, day] of [
    ['Overdue', yesterday],
    ['Today', new Date()],
  ] as const) {
    const enquiry = await page.request.post('/api/enquiries', {
      headers,
      data: { source: 'phone', fName, lName: tag, mobile: '+91 90000 33333', category: 'Other' },
    });
    expect(enquiry.status()).toBe(201);
    const { _id } = (await enquiry.json()) as { _id: string };
    const booked = await page.request.post('/api/followUp', {
      headers,
      data: {
        enquiry: _id,
        followUpDetails: 'Call about the offer',
        nextContactDate: localDate(day),
      },
    });
    expect(booked.status()).toBe(201);
    if (fName === 'Today')
      await applicationWithDeadline(admin, page, _id, localDate(inTwoDays), tag);
  }
  await page.context().close();
  return who;
}

/** Where the popup lies: its width and its distance in from each side of the viewport. */
async function popupBox(page: Page) {
  const box = await page.getByRole('dialog', { name: 'Notifications' }).boundingBox();
  if (!box) throw new Error('the popup is not on screen');
  const viewport = page.viewportSize()?.width ?? 0;
  return { width: box.width, left: box.x, right: viewport - box.x - box.width };
}

/** How many times `text` is painted on screen: an element that says just that and is what the
 * viewport shows at its centre (not one hidden at no height, nor one only for screen readers). */
function paintedTimes(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      Array.from(document.querySelectorAll('body *')).filter((el) => {
        if (el.children.length > 0 || el.textContent?.trim() !== wanted) return false;
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return box.width > 1 && box.height > 1 && hit !== null && el.contains(hit);
      }).length,
    text,
  );
}

describe('the shell, tried as a new user would', () => {
  let browser: Browser;
  let admin: Page;
  beforeAll(async () => {
    browser = await launch();
    admin = await newPage(browser);
    await signIn(admin);
  });
  afterAll(() => browser?.close());

  it('opens the new enquiry after Add enquiry on a phone', async () => {
    const page = await newPage(browser, MOBILE);
    await signInAt(page, '/enquiries');
    await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
    await screenshot(page, 'enquiries-header');
    await page.getByRole('button', { name: 'Add enquiry' }).click();
    const form = page.getByRole('dialog', { name: 'Add enquiry' });
    await form.getByLabel('First name').fill('Phone');
    await form.getByLabel('Last name').fill(tag);
    await form.getByLabel('Mobile').fill('+91 98661 25641');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/enquiries\/[\w-]+$/);
    await page.getByRole('heading', { level: 1, name: `Phone ${tag}` }).waitFor();
    await screenshot(page, 'add-enquiry-saved');
    await page.context().close();
  });

  let dueWorker: Who | undefined;
  const withDueWork = async () => (dueWorker ??= await counsellorWithDueWork(admin));

  it('shows what is due on the bell itself, without opening it', async () => {
    const who = await withDueWork();
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await newPage(browser, viewport);
      await signIn(page, who);
      await expect.poll(() => bell(page).getAttribute('aria-label')).toMatch(/, 3 due$/);
      await bell(page).locator('.MuiBadge-colorWarning.MuiBadge-dot').waitFor();
      await screenshot(page, 'bell-due-badge');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('fits the bell popup, on both tabs, into every width from 320 px', async () => {
    const who = await withDueWork();
    for (const viewport of [DESKTOP, MOBILE, PHONE_SMALL]) {
      const page = await newPage(browser, viewport);
      await signIn(page, who);
      await bell(page).click();
      const popup = page.getByRole('dialog', { name: 'Notifications' });
      await popup.getByRole('tab', { name: 'Due (3)' }).click();
      await popup.getByRole('link', { name: new RegExp(`Follow up Overdue ${tag}`) }).waitFor();
      const deadline = popup.getByRole('link', { name: /^Offer acceptance deadline: Today / });
      expect(await deadline.getAttribute('href')).toMatch(/^\/enquiries\/[^/?]+$/);
      expect(await popup.getByRole('link').count()).toBe(3);
      await screenshot(page, 'bell-due-tab');
      const due = await popupBox(page);
      expect(Math.min(due.left, due.right), `${viewport.width}: Due`).toBeGreaterThanOrEqual(8);
      if (viewport === DESKTOP) expect(due.width).toBeGreaterThanOrEqual(285);
      if (viewport === DESKTOP) expect(due.width).toBeLessThanOrEqual(420);
      if (viewport === MOBILE) expect(await axeViolations(page)).toEqual([]);
      await popup.getByRole('tab', { name: 'New enquiries' }).click();
      await popup.getByRole('button', { name: 'View All' }).waitFor();
      await screenshot(page, 'bell-new-tab');
      const fresh = await popupBox(page);
      expect(Math.min(fresh.left, fresh.right), `${viewport.width}: New`).toBeGreaterThanOrEqual(8);
      if (viewport === MOBILE) expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('names the page once on a phone', async () => {
    const page = await newPage(browser, MOBILE);
    await signedIn(page);
    for (const [path, title] of [
      ['/enquiries', 'Enquiries'],
      ['/follow-up', 'Follow-up'],
      ['/dashboard', 'Dashboard'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await screenshot(page, `page-header${path.replace('/', '-')}`);
      expect(await paintedTimes(page, title), path).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.context().close();
  });

  it('lists Enter in the shortcuts, and gives admins Settings in a group of their own', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await newPage(browser, viewport);
      await signInAt(page, '/enquiries');
      await page.getByRole('grid', { name: 'Enquiries' }).getByRole('row').nth(1).waitFor();
      await page.locator('body').press('?');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await help.getByText('Open the focused row').waitFor();
      await screenshot(page, 'shortcuts-dialog');
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'open drawer' }).click();
      const nav = page.locator('nav[aria-label="mailbox folders"]');
      await nav.getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL('**/settings');
      // a phone's drawer closed on the way; a desktop's stays open
      if (viewport === MOBILE) await page.getByRole('button', { name: 'open drawer' }).click();
      await nav.getByRole('link', { name: 'Settings' }).waitFor();
      await screenshot(page, 'nav-admin-group');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});
