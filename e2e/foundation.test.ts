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
  signInAt,
  signInWithForm,
} from './browser';
import { chooseRowAction } from './row-menu-steps';

const nav = (page: Page) => page.locator('nav[aria-label="mailbox folders"]');
const drawerWidth = async (page: Page) => (await nav(page).boundingBox())?.width ?? 0;

describe('foundation: sign-in, shell, services, logout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('signs in to the dashboard and toggles the drawer at 1440 wide', async () => {
    const page = await newPage(browser, DESKTOP);
    await page.goto('/login');
    await page.getByLabel(/email/i).waitFor();
    await screenshot(page, 'login');
    expect(await axeViolations(page)).toEqual([]);
    await signInWithForm(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).isVisible())
      .toBe(true);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('adminToken') !== null,
        localStorage.getItem('adminUser') !== null,
      ]),
    ).toEqual([true, true]);
    // Closed at first: the permanent mini drawer is 60 wide; opened it is 260.
    await expect.poll(() => drawerWidth(page)).toBe(60);
    await screenshot(page, 'dashboard-drawer-closed');
    await page.getByRole('button', { name: /open drawer/i }).click();
    await expect.poll(() => drawerWidth(page)).toBe(260);
    await expect.poll(() => nav(page).getByText('Request Call').isVisible()).toBe(true);
    await screenshot(page, 'dashboard-drawer-open');
    await page.getByRole('button', { name: /toggle drawer/i }).click();
    await expect.poll(() => drawerWidth(page)).toBe(60);
    await page.context().close();
  });

  it('uses a temporary drawer on a phone that closes when an item is chosen', async () => {
    const page = await newPage(browser, MOBILE);
    await signIn(page);
    await screenshot(page, 'dashboard-drawer-closed');
    await page.getByRole('button', { name: /open drawer/i }).click();
    const link = page.getByRole('link', { name: 'Services' });
    await expect.poll(() => link.isVisible()).toBe(true);
    await screenshot(page, 'dashboard-drawer-open');
    await link.click();
    await page.waitForURL('**/services');
    await expect.poll(() => link.isVisible()).toBe(false);
    await screenshot(page, 'services');
    await page.context().close();
  });

  it('creates, edits and deletes a service; the page passes axe', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInAt(page, '/services');
    await page.getByRole('button', { name: /add service/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/title/i).fill('IELTS preparation');
    await dialog.getByRole('button', { name: /save|create|add/i }).click();
    const row = page.getByRole('row', { name: /IELTS preparation/ });
    await expect.poll(() => row.isVisible()).toBe(true);
    await screenshot(page, 'services');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('menuitem', { name: 'Edit IELTS preparation' }).click();
    await dialog.getByLabel(/title/i).fill('IELTS and PTE preparation');
    await dialog.getByRole('button', { name: /save|update/i }).click();
    await expect
      .poll(() => page.getByRole('row', { name: /IELTS and PTE preparation/ }).isVisible())
      .toBe(true);

    await chooseRowAction(page, 'IELTS and PTE preparation', 'Delete IELTS and PTE preparation');
    await screenshot(page, 'services-confirm-delete');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /^delete$/i })
      .click();
    await expect
      .poll(() => page.getByRole('row', { name: /IELTS and PTE preparation/ }).count())
      .toBe(0);
    await page.context().close();
  });

  it('logs out, clearing storage, and guards protected routes', async () => {
    const page = await newPage(browser, DESKTOP);
    await signIn(page);
    await page.getByRole('button', { name: /open profile/i }).click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await page.waitForURL('**/login');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('adminToken'),
        localStorage.getItem('adminUser'),
      ]),
    ).toEqual([null, null]);
    await page.goto('/services');
    await page.waitForURL('**/login');
    await page.context().close();
  });
});
