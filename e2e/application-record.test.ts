import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, dayFirst, DESKTOP, MOBILE, newPage, screenshot, signInAt } from './browser';
import {
  addCondition,
  addSuggestedCourse,
  moveStageOnRecord,
  openApplication,
  recordOffer,
  seedShortlistStudent,
  tickCondition,
} from './application-steps';
import {
  launchWithCounsellor,
  seedCollege,
  signedIn,
  type SeededCollege,
  type Who,
} from './applications-steps';
import { sidewaysOverflow } from './desk-steps';
import { uniqueWord } from './search-palette-steps';

const TABLET = { width: 1024, height: 768 };

/** Looked at, and axe clean at every impact level. */
const settled = async (page: Page, shot: string) => {
  await screenshot(page, shot);
  expect(await axeViolations(page)).toEqual([]);
};

// From the student's suggested courses to an application with its offer and stage.
describe('the application record', () => {
  const word = uniqueWord();
  let browser: Browser;
  let counsellor: Who;
  let college: SeededCollege;
  let student = '';
  let application = '';
  const title = () => `${word} University — ${college.course.title}`;
  const conditions = ['IELTS 6.5 overall', 'Final transcript attested'];

  const as = (size: { width: number; height: number }) => signedIn(browser, counsellor, size);

  beforeAll(async () => {
    const launched = await launchWithCounsellor(word);
    ({ browser, counsellor } = launched);
    const admin = launched.admin;
    college = await seedCollege(admin, word);
    student = await seedShortlistStudent(admin, 'Meera', word, counsellor.id, {
      ...college,
      countryName: `${word}land`,
    });
    await admin.context().close();
  });
  afterAll(() => browser?.close());

  it('a counsellor shortlists a suggested course, records a conditional offer and moves it', async () => {
    const page = await as(DESKTOP);
    await page.goto(`/enquiries/${student}`);
    const suggested = page.getByRole('region', { name: 'Suggested courses' });
    await suggested.getByText(college.course.title, { exact: true }).waitFor();
    await settled(page, 'enquiry-suggested-courses');

    application = await addSuggestedCourse(page, college.course.title, `${word} University`);
    expect(application).not.toBe('');
    const applications = page.getByRole('region', { name: 'Applications' });
    await applications.getByText('Shortlisted').waitFor();
    await settled(page, 'enquiry-applications');

    await openApplication(page, title());
    await page
      .getByRole('region', { name: 'Commission' })
      .getByText(/commission/i)
      .first()
      .waitFor();
    await settled(page, 'application-record');

    const deadline = dayFirst(new Date(Date.now() + 20 * 86_400_000));
    await recordOffer(page, {
      type: 'Conditional',
      acceptanceDeadline: deadline,
      depositAmount: '2500',
    });
    for (const c of conditions) await addCondition(page, c);
    await settled(page, 'application-offer');

    // every dialog of the record, looked at and checked
    await page.getByRole('button', { name: `Remove condition: ${conditions[0]}` }).click();
    const remove = page.getByRole('alertdialog', { name: 'Remove this condition?' });
    await remove.waitFor();
    await settled(page, 'application-condition-remove');
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await remove.waitFor({ state: 'detached' });

    for (const c of conditions) await tickCondition(page, c);

    await page.getByRole('button', { name: 'Move to', exact: true }).click();
    await page.getByRole('menu', { name: 'Move the application to' }).waitFor();
    await settled(page, 'application-move-menu');
    await page.getByRole('menuitem', { name: 'Rejected', exact: true }).click();
    const note = page.getByRole('dialog', { name: /to Rejected$/ });
    await note.waitFor();
    await settled(page, 'application-move-note');
    await note.getByRole('button', { name: 'Cancel' }).click();
    await note.waitFor({ state: 'detached' });

    await moveStageOnRecord(page, 'Submitted');
    const history = page.getByRole('list', { name: 'Stage history, newest first' });
    await expect
      .poll(() => history.getByRole('listitem').first().textContent())
      .toMatch(/Shortlisted.*Submitted.*by Asha/);

    // Delete sits in the head's ⋮ menu, one step away from the stage
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete application' }).click();
    const del = page.getByRole('alertdialog', { name: 'Delete this application?' });
    await del.waitFor();
    await settled(page, 'application-delete');
    await del.getByRole('button', { name: 'Cancel' }).click();
    await del.waitFor({ state: 'detached' });
    await settled(page, 'application-moved');

    // the student's timeline says it too
    await page.getByRole('link', { name: /^Meera/ }).click();
    const timeline = page.getByRole('list', { name: 'Timeline, newest first' });
    await timeline.getByText(/moved Shortlisted/).waitFor();
    expect(await timeline.getByRole('listitem').first().textContent()).toMatch(
      new RegExp(`Application: ${title()} moved Shortlisted.*Submitted`),
    );
    await page.context().close();
  });

  it('reads on a phone and at 1024 with the drawer open, dialogs included', async () => {
    const phone = await as(MOBILE);
    await phone.goto(`/applications/${application}`);
    await phone.getByRole('heading', { level: 1, name: title() }).waitFor();
    await phone.getByRole('checkbox', { name: `Satisfied: ${conditions[1]}` }).waitFor();
    expect(await sidewaysOverflow(phone)).toEqual([0]);
    await settled(phone, 'application-record');
    await phone.getByRole('button', { name: `Remove condition: ${conditions[1]}` }).click();
    const remove = phone.getByRole('alertdialog', { name: 'Remove this condition?' });
    await settled(phone, 'application-condition-remove');
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await remove.waitFor({ state: 'detached' });
    await phone.getByRole('button', { name: 'Move to', exact: true }).click();
    await phone.getByRole('menuitem', { name: 'Withdrawn', exact: true }).click();
    await phone.getByRole('dialog', { name: /to Withdrawn$/ }).waitFor();
    await settled(phone, 'application-move-note');
    await phone.keyboard.press('Escape');
    await phone.getByRole('button', { name: 'More actions' }).click();
    await phone.getByRole('menuitem', { name: 'Delete application' }).waitFor();
    await settled(phone, 'application-more-actions');
    await phone.keyboard.press('Escape');
    await phone.getByRole('menu').waitFor({ state: 'detached' });
    await phone.goto(`/enquiries/${student}`);
    await phone.getByRole('region', { name: 'Applications' }).getByText('Submitted').waitFor();
    expect(await sidewaysOverflow(phone)).toEqual([0]);
    await settled(phone, 'enquiry-applications');
    await phone.context().close();

    const tablet = await as(TABLET);
    await tablet.goto(`/applications/${application}`);
    await tablet.getByRole('heading', { level: 1, name: title() }).waitFor();
    await tablet.getByRole('button', { name: 'open drawer' }).click();
    await tablet.locator('nav').getByRole('link', { name: 'Enquiries' }).first().waitFor();
    await screenshot(tablet, 'application-record-drawer-open');
    expect(await axeViolations(tablet)).toEqual([]);
    await tablet.context().close();
  });

  it('shows an admin the owner as a select to change, at a desk and on a phone', async () => {
    for (const size of [DESKTOP, MOBILE]) {
      const admin = await newPage(browser, size);
      await signInAt(admin, `/applications/${application}`);
      const owner = admin.getByRole('combobox', { name: 'Owner' });
      await expect.poll(() => owner.textContent()).toBe(`Asha ${word}`);
      expect(await sidewaysOverflow(admin)).toEqual([0]);
      await settled(admin, 'application-record-admin');
      await owner.click();
      await admin.getByRole('option', { name: 'Unassigned' }).waitFor();
      await settled(admin, 'application-owner-select');
      await admin.keyboard.press('Escape');
      await admin.context().close();
    }
  });
});
