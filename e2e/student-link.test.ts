import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, MOBILE, newPage, signedIn as withSession } from './browser';
import {
  launchWithCounsellor,
  seedApplication,
  seedCollege,
  seedStudent,
  signedIn,
  type Who,
} from './applications-steps';
import { seedCampaign } from './funnel-steps';
import { settled } from './journey-steps';
import { uniqueWord } from './search-palette-steps';
import {
  cameraPhoto,
  createLinkOnRecord,
  dropRules,
  holdUploads,
  openRecord,
  pdfFile,
  requireFromStart,
  review,
  revokeLink,
  storedPictureSize,
} from './student-link-steps';

const REASON = 'The scan is cut off at the bottom: please photograph the whole page';

// The student's private link, from the record to the student's phone and back.
describe("the student's private link", () => {
  const word = uniqueWord();
  let browser: Browser;
  let counsellor: Who;
  let desk: Page;
  let student = '';
  let url = '';
  /** The admin's page, kept to remove the rules after the file's tests. */
  let admin: Page | undefined;
  const rules: (string | null)[] = [];

  beforeAll(async () => {
    const launched = await launchWithCounsellor(word);
    ({ browser, counsellor } = launched);
    admin = launched.admin;
    for (const type of ['passport', 'academic-transcript'])
      rules.push(await requireFromStart(admin, type));
    const college = await seedCollege(admin, word);
    student = await seedStudent(admin, 'Meera', word, counsellor.id);
    desk = await signedIn(browser, counsellor, DESKTOP);
    await seedApplication(desk, student, college);
  });
  afterAll(async () => {
    if (admin) await dropRules(admin, rules);
    await browser?.close();
  });

  /** The student's phone: a page of its own, without any session. */
  const phone = (size = MOBILE) => newPage(browser, size);

  it('is made on the record and shown once, to copy', async () => {
    await openRecord(desk, student);
    url = await createLinkOnRecord(desk);
    expect(url).toMatch(/\/s\/[\w-]{43}$/);
    await settled(desk, 'student-link-record');
  });

  it('opens on the phone with what is missing, and takes a PDF and a photo with their progress', async () => {
    const page = await phone();
    const res = await page.goto(url);
    // private: no search engine keeps the page, whoever links to it
    expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await page.getByRole('heading', { level: 1, name: 'Hello, Meera' }).waitFor();
    const robots = await page.evaluate(() =>
      document.head.querySelector('meta[name="robots"]')?.getAttribute('content'),
    );
    expect(robots).toBe('noindex,nofollow');
    // a session with their own counsellor is a tap away
    const book = page.getByRole('region', { name: 'Talk it through' });
    expect(await book.getByRole('link', { name: 'Book a session' }).getAttribute('href')).toBe(
      `/book/${counsellor.id}`,
    );
    const passport = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Passport' }) });
    await expect.poll(() => passport.getByText('Missing').isVisible()).toBe(true);
    await settled(page, 'student-link-page');

    const uploads = await holdUploads(page);
    await page.getByLabel('Upload Passport').setInputFiles(pdfFile('passport.pdf'));
    await page
      .getByLabel('Upload Academic transcript')
      .setInputFiles(await cameraPhoto('IMG_0001.jpg'));
    await page.getByRole('progressbar', { name: 'Sending passport.pdf' }).waitFor();
    await page.getByRole('progressbar', { name: 'Sending IMG_0001.jpg' }).waitFor();
    await settled(page, 'student-link-sending');
    await uploads.release();
    await expect.poll(() => page.getByText('Awaiting review').count()).toBe(2);
    await settled(page, 'student-link-sent');
    // resized in the browser before it went: at most 2000 px on its longest side
    expect(await storedPictureSize(desk, student, 'Academic transcript')).toEqual({
      width: 2000,
      height: 1500,
    });
    await page.context().close();
  });

  it('tells the counsellor through the bell, who accepts one and rejects the other with a reason', async () => {
    // live: the upload's event makes the bell ask again
    await desk.getByRole('button', { name: /^notifications.*, 2 to review$/ }).click();
    const bell = desk.getByRole('dialog', { name: 'Notifications' });
    await bell.getByRole('tab', { name: 'To review (2)' }).click();
    await bell.getByRole('link', { name: /^Passport from Meera/ }).waitFor();
    await settled(desk, 'student-link-bell');
    await desk.keyboard.press('Escape');
    await openRecord(desk, student);
    await review(desk, 'Passport', 'Academic transcript', REASON);
    // the record's timeline says each of it: which document, what happened, and who did it
    const timeline = desk.getByRole('list', { name: 'Timeline, newest first' });
    const line = (text: string) => timeline.getByRole('listitem').filter({ hasText: text }).first();
    await line('Academic transcript rejected').waitFor();
    expect(await line('Academic transcript rejected').textContent()).toContain(REASON);
    expect(await line('Passport uploaded').textContent()).toMatch(
      /passport\.pdfOpen.*by the student$/,
    );
    expect(await line('Passport accepted').textContent()).toMatch(/by Asha/);
    await settled(desk, 'student-link-reviewed');
  });

  it('shows the student the reason on their page, on a phone and on a computer', async () => {
    for (const size of [MOBILE, DESKTOP]) {
      const page = await phone(size);
      await page.goto(url);
      await page.getByText(REASON, { exact: false }).waitFor();
      await expect.poll(() => page.getByText('Not accepted').isVisible()).toBe(true);
      await expect.poll(() => page.getByText('Accepted', { exact: true }).isVisible()).toBe(true);
      await settled(page, 'student-link-reason');
      await page.context().close();
    }
  });

  it('shows the clear page once the link is revoked', async () => {
    await revokeLink(desk, student);
    for (const size of [MOBILE, DESKTOP]) {
      const page = await phone(size);
      await page.goto(url);
      await page.getByRole('heading', { level: 1, name: 'This link is not valid' }).waitFor();
      expect(await page.getByText('Meera').count()).toBe(0);
      await settled(page, 'student-link-invalid');
      await page.context().close();
    }
  });
});

// The rules above apply to every student. The files after this one on the worker's database
// move their own students on to Enrolled (the funnel's seed does) and must find no rule of it.
describe("after the student's private link", () => {
  it('moves another destination’s students on to Enrolled without a confirmation', async () => {
    const browser = await launch();
    try {
      const admin = await newPage(browser, DESKTOP);
      await withSession(admin);
      const word = uniqueWord();
      await seedCampaign(admin, `after-${word.toLowerCase()}`, word);
    } finally {
      await browser.close();
    }
  });
});
