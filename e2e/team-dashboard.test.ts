import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
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
import {
  approve,
  editProfile,
  followsTo,
  register,
  seedEnquiries,
  tryLogin,
  type Person,
} from './team-steps';

const COUNSELLOR: Person = {
  fname: 'Kavya',
  lname: 'Iyer',
  email: `kavya.${Date.now()}@agency.test`,
  password: 'Harbour-lights-42',
};
const ENQUIRIES: [string, string] = ['enquiry', 'enquiries'];

describe.runIf(hasChromium())('team, registration, dashboard, profile and the UI kit', () => {
  let browser: Browser;
  let admin: Page;
  let counsellor: Page;
  beforeAll(async () => {
    browser = await launch();
    admin = await newPage(browser, DESKTOP);
    await signIn(admin);
    await seedEnquiries(admin);
  });
  afterAll(() => browser?.close());

  it('registers a counsellor who cannot sign in until an admin approves them in My Team', async () => {
    const visitor = await newPage(browser, MOBILE);
    await register(visitor, COUNSELLOR);
    expect(await axeViolations(visitor)).toEqual([]);
    expect(await tryLogin(visitor, COUNSELLOR)).toMatch(/waiting for an administrator/);

    await admin.goto('/dashboard');
    const pending = admin.getByRole('region', { name: 'Pending registrations' });
    await pending.getByText(`${COUNSELLOR.fname} ${COUNSELLOR.lname}`).waitFor();
    await screenshot(admin, 'dashboard-admin');
    await followsTo(
      admin,
      /pending registrations?$/,
      ['team member', 'team members'],
      /status=pending/,
    );
    await approve(admin, COUNSELLOR);
    expect(await axeViolations(admin)).toEqual([]);

    counsellor = await newPage(browser, DESKTOP);
    expect(await tryLogin(counsellor, COUNSELLOR)).toBeNull();
  });

  it('shows the counsellor a dashboard whose figures match the lists they link to', async () => {
    const page = counsellor;
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: /pending registrations?$/ }).count()).toBe(0);
    await screenshot(page, 'dashboard-counsellor');
    expect(await axeViolations(page)).toEqual([]);

    await followsTo(page, /^\d+ enquir(y|ies) in status New$/, ENQUIRIES, /status=new/);
    await followsTo(page, /^\d+ enquir(y|ies) this month$/, ENQUIRIES, /from=.+&to=/);
    await followsTo(page, /^Postgraduate \d+ enquir/, ENQUIRIES, /category=Postgraduate/);
    await followsTo(page, /^Canada \d+ enquir/, ENQUIRIES, /country=Canada/);
    await followsTo(
      page,
      /^\d+ open call requests?$/,
      ['call request', 'call requests'],
      /status=open/,
    );
    await followsTo(page, /^\d+ colleges?$/, ['college', 'colleges'], /\/colleges$/);
    await followsTo(page, /^\d+ courses?$/, ['course', 'courses'], /\/course$/);
    await followsTo(page, /^\d+ countr(y|ies)$/, ['country', 'countries'], /\/country$/);
  });

  it('lets the counsellor edit their profile, and the header changes at once', async () => {
    const page = counsellor;
    const photo = await sharp({
      create: { width: 80, height: 80, channels: 3, background: '#2f54eb' },
    })
      .png()
      .toBuffer();
    await editProfile(page, 'Kavitha', photo);
    const menu = page.getByRole('button', { name: `Kavitha ${COUNSELLOR.lname}, open profile` });
    await menu.waitFor();
    await expect
      .poll(() => menu.locator('img').getAttribute('src'))
      .toMatch(/^\/uploads\/.+\.webp$/);
    await screenshot(page, 'profile');
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await page.getByRole('button', { name: `Kavitha ${COUNSELLOR.lname}, open profile` }).waitFor();
    expect(await page.getByRole('link', { name: 'Manage my team' }).count()).toBe(0);
  });

  it('renders the UI-kit pages and the new screens on a phone', async () => {
    const phone = await newPage(browser, MOBILE);
    await signIn(phone);
    for (const [path, title] of [
      ['/dashboard', 'Dashboard'],
      ['/my-team', 'My Team'],
      ['/profile', 'Profile'],
      ['/typography', 'Typography'],
      ['/color', 'Color'],
      ['/shadow', 'Shadow'],
      ['/sample-page', 'Sample Page'],
    ] as const) {
      await phone.goto(path);
      await phone.getByRole('heading', { level: 1, name: title }).waitFor();
      const overflow = await phone.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await screenshot(phone, path.slice(1));
      await admin.goto(path);
      await admin.getByRole('heading', { level: 1, name: title }).waitFor();
      await screenshot(admin, path.slice(1));
    }
  });
});
