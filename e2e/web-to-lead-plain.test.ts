import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launch, signInAt } from './browser';
import { adminApi, agencySite, bothSizes, studyDesk, type AgencySite } from './web-to-lead-steps';

const CAMPAIGN = 'utm_source=newsletter&utm_medium=email&utm_campaign=autumn-open-day';

/**
 * The plain HTML form, pasted as the admin's screen gives it into a page
 * of another origin under a strict CSP, posted by Chromium itself (its own Referer, no script).
 */
describe('web-to-lead: the plain HTML form on the agency’s site', () => {
  let browser: Browser;
  let desk: Awaited<ReturnType<typeof studyDesk>>;
  let site: AgencySite;
  let api: Awaited<ReturnType<typeof adminApi>>;
  const contexts: BrowserContext[] = [];
  const page = async (url: string): Promise<Page> => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: url });
    contexts.push(context);
    const p = await context.newPage();
    p.setDefaultTimeout(30_000);
    return p;
  };

  beforeAll(async () => {
    browser = await launch();
    site = await agencySite(() => desk.url);
    desk = await studyDesk([site.origin]);
    api = await adminApi(desk.app);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await Promise.all([site?.close(), desk?.close()]);
  });

  it('the admin’s screen gives the form to paste', async () => {
    const admin = await page(desk.url);
    await signInAt(admin, '/settings/website-form');
    const card = admin.getByRole('region', { name: 'Plain HTML form' });
    const code = card.getByLabel('Plain HTML form code');
    site.setSnippet((await code.textContent()) ?? '');
    expect(await axeViolations(admin)).toEqual([]);
    // its top just below the app bar, which stays over the page
    await bothSizes(admin, 'w2l-plain-settings', () =>
      card.evaluate((e) => window.scrollTo(0, e.getBoundingClientRect().top + window.scrollY - 72)),
    );
  });

  it('shows no honeypot box under the page’s strict CSP', async () => {
    const visitor = await page(site.origin);
    await visitor.goto(`/study?${CAMPAIGN}`);
    await visitor.getByRole('button', { name: 'Send enquiry' }).waitFor();
    expect(await visitor.locator('input[name="website"]').isVisible()).toBe(false);
    expect(await visitor.getByText('Leave this empty').isVisible()).toBe(false);
  });

  /** The visitor's answers; the mobile number is the one a test chooses. */
  const fill = async (visitor: Page, fName: string, mobile: string) => {
    await visitor.getByLabel('First name').fill(fName);
    await visitor.getByLabel('Last name').fill('Iyer');
    await visitor.getByLabel('Email').fill(`${fName.toLowerCase()}.plain@example.com`);
    await visitor.getByLabel('Mobile number').fill(mobile);
    await visitor.getByLabel('Level of study').selectOption('Postgraduate');
    await visitor.getByLabel(/I agree to be contacted/).check();
  };
  const stored = (fName: string) => ({
    fName,
    pageUrl: `${site.origin}/study?${CAMPAIGN}`,
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'autumn-open-day',
  });

  it('a visitor sends it; the enquiry keeps the page and its campaign tags', async () => {
    const visitor = await page(site.origin);
    await visitor.goto(`/study?${CAMPAIGN}`);
    await fill(visitor, 'Tara', '+91 98450 12345');
    await visitor.getByRole('button', { name: 'Send enquiry' }).click();
    await visitor.waitForURL(`${site.origin}/thank-you`);
    expect(await api.find('tara.plain@example.com')).toMatchObject(stored('Tara'));
  });

  it('a mistake gets a page saying what to fix, and the way back keeps the answers', async () => {
    const visitor = await page(site.origin);
    await visitor.goto(`/study?${CAMPAIGN}`);
    await fill(visitor, 'Uma', '12-34');
    const [refused] = await Promise.all([
      visitor.waitForResponse((r) => r.url().startsWith(desk.url)),
      visitor.getByRole('button', { name: 'Send enquiry' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    expect(refused.headers()['content-type']).toMatch(/^text\/html/);
    await visitor.getByRole('heading', { level: 1, name: 'Your enquiry was not sent' }).waitFor();
    await visitor.getByRole('listitem').getByText('Enter a valid mobile number').waitFor();
    expect(await axeViolations(visitor)).toEqual([]);
    await bothSizes(visitor, 'w2l-plain-errors');

    await visitor.getByRole('link', { name: 'Back to the form' }).click();
    await visitor.waitForURL(`${site.origin}/study?${CAMPAIGN}`);
    // the browser's Back: what was typed is still there
    expect(await visitor.getByLabel('First name').inputValue()).toBe('Uma');
    await visitor.getByLabel('Mobile number').fill('+91 98450 54321');
    await visitor.getByRole('button', { name: 'Send enquiry' }).click();
    await visitor.waitForURL(`${site.origin}/thank-you`);
    expect(await api.find('uma.plain@example.com')).toMatchObject(stored('Uma'));
  });
});
