import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launch, MOBILE, newPage, screenshot, signIn, signedIn } from './browser';
import { sidewaysOverflow } from './desk-steps';
import { oneLine, seedContacted, truncatedBesideSlack, type Box } from './list-bar-steps';

const tag = `Bar${Date.now().toString(36)}`;
const LIST = `/enquiries?owner=all&q=${tag}`;

/** The bar's parts: the view tabs, the search and the Filters button. */
async function barBoxes(page: Page): Promise<Box[]> {
  const parts = [
    page.getByRole('tablist', { name: 'Whose enquiries' }),
    page.getByRole('searchbox', { name: 'Search enquiries' }),
    page.getByRole('button', { name: /^Filters/ }),
  ];
  const boxes = await Promise.all(parts.map((p) => p.boundingBox()));
  return boxes.filter((b): b is Box => b !== null);
}

async function openList(page: Page): Promise<void> {
  await page.goto(LIST);
  await page.getByRole('row').filter({ hasText: 'Alexandrina0' }).first().waitFor();
}

describe('a calmer list', () => {
  let browser: Browser;
  let admin: Page;
  beforeAll(async () => {
    browser = await launch();
    admin = await newPage(browser);
    await signedIn(admin);
    await seedContacted(admin, tag, 3);
  });
  afterAll(() => browser?.close());

  it('puts the views, the search and the Filters button on one line at 1440 px', async () => {
    await openList(admin);
    await screenshot(admin, 'list-bar');
    const boxes = await barBoxes(admin);
    expect(boxes).toHaveLength(3);
    expect(oneLine(boxes)).toBe(true);
  });

  it('cuts no cell while another column has room to spare', async () => {
    await openList(admin);
    // the columns are sized once their content is measured
    await expect.poll(() => truncatedBesideSlack(admin), { timeout: 10_000 }).toEqual([]);
    expect(await sidewaysOverflow(admin)).toEqual([0, 0]);
  });

  it('opens the Filters panel, clean for axe at every impact; a choice shows as a chip', async () => {
    await openList(admin);
    await admin.getByRole('button', { name: /^Filters/ }).click();
    const panel = admin.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('combobox', { name: 'Status' }).waitFor();
    await screenshot(admin, 'list-bar-panel');
    expect(await axeViolations(admin)).toEqual([]);
    await panel.getByRole('combobox', { name: 'Status' }).click();
    await admin.getByRole('option', { name: 'Pending' }).click();
    await panel.getByRole('button', { name: 'Done' }).click();
    await admin.getByRole('button', { name: 'Remove filter Status' }).waitFor();
    expect(new URL(admin.url()).searchParams.get('status')).toBe('pending');
    await screenshot(admin, 'list-bar-chip');
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('shows the drawer beside the list at 1024 px', async () => {
    const page = await newPage(browser, { width: 1024, height: 768 });
    await signIn(page);
    await openList(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('combobox').first().waitFor();
    await screenshot(page, 'list-bar-panel');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('fits a phone: nothing sideways, the panel full screen and clean for axe', async () => {
    const page = await newPage(browser, MOBILE);
    await signIn(page);
    await openList(page);
    await screenshot(page, 'list-bar');
    expect(await sidewaysOverflow(page)).toEqual([0, 0]);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.getByRole('combobox', { name: 'Status' }).waitFor();
    const box = await panel.boundingBox();
    expect(box?.width).toBe(MOBILE.width);
    await screenshot(page, 'list-bar-panel');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
