import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from './desk-steps';
import { axeViolations, DESKTOP, launch, MOBILE, newPage, screenshot, signIn } from './browser';
import { findEnquiries, officeId } from './offices-steps';
import { uniqueWord } from './search-palette-steps';

/** A screenshot to look at, and axe clean at every impact level. */
async function check(page: Page, shot: string): Promise<void> {
  await screenshot(page, shot);
  expect(await axeViolations(page), shot).toEqual([]);
}

/** An admin's call to the API from their signed-in page. */
async function asAdmin(page: Page, method: 'POST' | 'DELETE', url: string, data?: object) {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const res = await page.request.fetch(url, { method, headers, data });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
}

/** Settings → Website form, with `office` picked: its own form link, as the page shows it. */
async function officeLink(page: Page, office: string): Promise<string> {
  await page.goto('/settings/website-form');
  await page.getByRole('combobox', { name: 'Office' }).click();
  await page.getByRole('option', { name: office, exact: true }).click();
  const code = page.getByLabel('Form link code');
  await expect.poll(() => code.textContent()).toMatch(/\/EnquiryForm\?office=/);
  return (await code.textContent()) ?? '';
}

/** A visitor sends the form the link opens; they land on the thank-you page. */
async function sendThrough(page: Page, link: string, lName: string, shot: string) {
  await page.goto(link);
  await page.getByRole('textbox', { name: /first name/i }).fill('Lata');
  await page.getByRole('textbox', { name: /last name/i }).fill(lName);
  await page.getByRole('textbox', { name: /^email/i }).fill(`${lName.toLowerCase()}@example.com`);
  await page.getByRole('textbox', { name: /mobile number/i }).fill('+91 98765 43210');
  await page.getByRole('combobox', { name: /level of study/i }).selectOption('Postgraduate');
  await page.getByRole('checkbox', { name: /agree to be contacted/i }).check();
  await check(page, shot);
  await page.getByRole('button', { name: /send enquiry/i }).click();
  await page.waitForURL('**/thank-you**');
}

describe('an office’s own form link', () => {
  let browser: Browser;
  const word = uniqueWord();
  const branch = `Kochi ${word}`;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  for (const [width, viewport] of [
    ['1440', DESKTOP],
    ['375', MOBILE],
  ] as const)
    it(`at ${width}: the admin copies the office’s link; a lead sent through it lands there`, async () => {
      const admin = await newPage(browser, viewport);
      await signIn(admin);
      if (width === '1440') await asAdmin(admin, 'POST', '/api/offices', { name: branch });
      const id = await officeId(admin, branch);
      const link = await officeLink(admin, branch);
      expect(link).toBe(`${new URL(admin.url()).origin}/EnquiryForm?office=${id}`);
      await check(admin, `website-form-office-${width}`);

      const visitor = await newPage(browser, viewport);
      const lName = `${word}W${width}`;
      await sendThrough(visitor, link, lName, `office-form-link-${width}`);
      const found = await findEnquiries(admin, lName);
      expect(found.enquiries.map((e) => e.office)).toEqual([id]);
      await Promise.all([admin, visitor].map((p) => p.context().close()));
    });

  it('leaves the agency with the one office it had (the branch retired into the head office)', async () => {
    const admin = await newPage(browser, DESKTOP);
    await signIn(admin);
    const head = await officeId(admin, 'Head office');
    await asAdmin(admin, 'DELETE', `/api/offices/${await officeId(admin, branch)}?moveTo=${head}`);
    await admin.context().close();
  });
});
