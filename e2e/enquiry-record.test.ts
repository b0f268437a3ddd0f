import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Enquiry } from '@studydesk/contract';
import { axeViolations, DESKTOP, launch, MOBILE, newPage, screenshot, signIn } from './browser';
import { tokenOf } from './desk-steps';

/** The enquiry record and the list's focus panel, as a new user met them. */
const TABLET = { width: 1024, height: 768 };

async function logEnquiry(page: Page, data: Record<string, string>): Promise<Enquiry> {
  const res = await page.request.post('/api/enquiries', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { source: 'phone', category: 'Postgraduate', ...data },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Enquiry;
}

/** A signed-in page at `size`, with the navigation drawer open where it folds away. */
async function deskPage(browser: Browser, size: { width: number; height: number }) {
  const page = await newPage(browser, size);
  await signIn(page);
  return page;
}

/** The element's height is one line of its own text. */
async function oneLine(el: Locator): Promise<{ height: number; line: number }> {
  const line = await el.evaluate((n) => parseFloat(getComputedStyle(n).lineHeight));
  return { height: Math.round((await el.boundingBox())?.height ?? 0), line: Math.round(line) };
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Timeline, newest first' });

describe('the enquiry record and its focus panel', () => {
  let browser: Browser;
  let lead: Enquiry;
  const tag = `Rec${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launch();
    const page = await deskPage(browser, DESKTOP);
    lead = await logEnquiry(page, {
      fName: 'Anjali',
      lName: `Raghunathan-${tag}`,
      email: `anjali.${tag.toLowerCase()}@example.com`,
      mobile: '090305-75259',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'autumn-intake',
    });
    await page.context().close();
  });
  afterAll(() => browser?.close());

  it('merging a record into the other from its own page asks for nothing that is gone', async () => {
    const page = await deskPage(browser, DESKTOP);
    const person = {
      fName: 'Nisha',
      lName: `Merge${tag}`,
      email: `nisha.${tag.toLowerCase()}@example.com`,
      mobile: '+91 97000 22334',
    };
    const first = await logEnquiry(page, { ...person, remarks: 'Prefers evenings' });
    const second = await logEnquiry(page, { ...person, country: 'Germany' });
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404) missing.push(r.url());
    });
    await page.goto(`/enquiries/${second._id}`);
    await page.getByRole('button', { name: 'Merge…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge enquiries' });
    await dialog.getByRole('radio', { name: first.enqNo }).check();
    await dialog.getByRole('button', { name: `Merge into ${first.enqNo}` }).click();
    await page.waitForURL(`**/enquiries/${first._id}`);
    await timeline(page).getByText(`Merged ${second.enqNo} into this enquiry`).waitFor();
    expect(missing).toEqual([]);
    // the merged one's own lines say where they came from
    await timeline(page).getByText(`from ${second.enqNo}`, { exact: false }).first().waitFor();
    await screenshot(page, 'record-after-merge');
    // Back to the one merged away: it says where it went, and nothing asks about it
    await page.goBack();
    await page.getByText('This enquiry was merged').waitFor();
    expect(missing).toEqual([]);
    await page.context().close();
  });

  it('the focus panel with the drawer open, at 1024 and 1440: the date and the actions each on one line', async () => {
    for (const size of [TABLET, DESKTOP]) {
      const page = await deskPage(browser, size);
      await page.goto(`/enquiries?focus=${lead._id}`);
      // the panel by its element: below 1266 the drawer is a modal overlay, hiding the page
      const panel = page.locator(`aside[aria-label="Enquiry ${lead.enqNo}"]`);
      await panel.getByText(lead.enqNo).first().waitFor();
      await page.getByRole('button', { name: 'open drawer' }).click();
      await page.locator('nav').getByRole('link', { name: 'Request Call' }).first().waitFor();
      const date = panel.getByText(/received \d\d-\d\d-\d{4} \d\d:\d\d/).last();
      const { height, line } = await oneLine(date);
      expect(height).toBe(line);
      // buttons by their text: with the overlay open they are hidden from the accessibility tree
      const middles = await Promise.all(
        [
          panel.locator('button', { hasText: 'Log contact' }),
          panel.locator('button', { hasText: 'Edit' }),
          panel.locator('button[aria-label="More actions"]'),
        ].map(async (button) => {
          const box = await button.boundingBox();
          return Math.round((box?.y ?? 0) + (box?.height ?? 0) / 2);
        }),
      );
      expect(new Set(middles).size).toBe(1);
      await screenshot(page, 'focus-panel-drawer-open');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('shows the record and the focus panel at 1440, 1024 and 375 wide', async () => {
    for (const size of [DESKTOP, TABLET, MOBILE]) {
      const page = await deskPage(browser, size);
      await page.goto(`/enquiries/${lead._id}`);
      await page.getByRole('heading', { level: 1, name: /Anjali/ }).waitFor();
      await page.getByRole('region', { name: 'Where it came from' }).waitFor();
      // the status and the counsellor are one size, as MUI's selects (their look while the
      // select's code loads is held to the same box in select-look.test.ts)
      const select = (name: RegExp) =>
        page.getByRole('combobox', { name }).and(page.locator('.MuiSelect-select'));
      for (const name of [/^Status of/, /^Counsellor for/]) await select(name).waitFor();
      const box = (name: RegExp) => select(name).locator('..').boundingBox();
      const [status, owner] = [await box(/^Status of/), await box(/^Counsellor for/)];
      expect(Math.round(status?.height ?? 0)).toBe(Math.round(owner?.height ?? -1));
      await screenshot(page, 'enquiry-record');
      expect(await axeViolations(page)).toEqual([]);
      // the edit form: e-mail or mobile, one of the two
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Edit enquiry' });
      await form.getByText('Email or mobile — one of the two is needed').first().waitFor();
      await screenshot(page, 'enquiry-edit');
      expect(await axeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await form.waitFor({ state: 'detached' });
      await page.goto(`/enquiries?focus=${lead._id}`);
      await page.getByRole('complementary', { name: `Enquiry ${lead.enqNo}` }).waitFor();
      await timeline(page).or(page.getByText('Nothing has happened yet.')).first().waitFor();
      await screenshot(page, 'focus-panel');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});
