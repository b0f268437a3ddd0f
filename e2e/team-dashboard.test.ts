import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
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
} from './browser';
import { followUpsCardLeadsToQueue, ownWorkFigures, seedOwnWork } from './dashboard-steps';
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

describe('team, registration, dashboard, profile and the UI kit', () => {
  let browser: Browser;
  let admin: Page;
  let counsellor: Page;
  beforeAll(async () => {
    browser = await launch();
    admin = await newPage(browser, DESKTOP);
    await signedIn(admin);
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
      /^\d+ waiting for approval to join the team$/,
      ['team member', 'team members'],
      /status=pending/,
    );
    // the catalogue's cards stay for those who keep it
    await followsTo(admin, /^\d+ colleges?$/, ['college', 'colleges'], /\/colleges$/);
    await followsTo(admin, /^\d+ countr(y|ies)$/, ['country', 'countries'], /\/country$/);
    await approve(admin, COUNSELLOR);
    expect(await axeViolations(admin)).toEqual([]);

    counsellor = await newPage(browser, DESKTOP);
    expect(await tryLogin(counsellor, COUNSELLOR)).toBeNull();
  });

  it('shows the counsellor their own work, on a desktop and a phone, each figure its list', async () => {
    const expected = await seedOwnWork(counsellor);
    const phone = await newPage(browser, MOBILE);
    await signIn(phone, COUNSELLOR);
    // the pictures first (the old dashboard has no own-work cards to wait for)
    for (const page of [counsellor, phone]) {
      await page.goto('/dashboard');
      await page.getByRole('region', { name: 'Figures' }).getByRole('link').first().waitFor();
      await page.getByRole('region', { name: 'Enquiries by country of interest' }).waitFor();
      await screenshot(page, 'dashboard-counsellor');
    }
    for (const page of [counsellor, phone]) {
      await page.goto('/dashboard');
      await page.getByRole('link', { name: /leads? waiting for first contact$/ }).waitFor();
      expect(await ownWorkFigures(page)).toEqual(expected);
      // not the catalogue's sizes, not the team's registrations
      const cards = page.getByRole('region', { name: 'Figures' });
      expect(await cards.getByRole('link', { name: /colleges?$|courses?$|countr/ }).count()).toBe(
        0,
      );
      expect(await page.getByRole('link', { name: /approval/ }).count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    }

    const page = counsellor;
    await followsTo(page, /^\d+ leads? waiting for first contact$/, ENQUIRIES, /contacted=no/);
    await followsTo(
      page,
      /^\d+ of my enquiries first contacted this week$/,
      ENQUIRIES,
      /owner=mine&contactedSince=/,
    );
    expect(await followUpsCardLeadsToQueue(page)).toBe(expected.dueToday);
    await followsTo(page, /^Postgraduate \d+ enquir/, ENQUIRIES, /category=Postgraduate/);
    await followsTo(page, /^Canada \d+ enquir/, ENQUIRIES, /country=Canada/);
    await followsTo(
      page,
      /^\d+ open call requests?$/,
      ['call request', 'call requests'],
      /status=open/,
    );
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
    await signedIn(phone);
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
