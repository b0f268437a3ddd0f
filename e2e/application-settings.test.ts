import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStage,
  moveApplication,
  moveStage,
  openAddStage,
  openCommissionRule,
  openRename,
  openRetire,
  openStageSettings,
  retireStage,
  seedApplication,
  setCommissionRule,
  stageNames,
  submitRename,
  type SeededApplication,
} from './application-settings-steps';
import {
  axeViolations,
  DESKTOP,
  launch,
  MOBILE,
  newPage,
  screenshot,
  signedIn,
  signInAt,
} from './browser';
import { uniqueWord } from './search-palette-steps';

/** A screenshot to look at, and axe clean at every impact level. */
async function check(page: Page, shot: string): Promise<void> {
  await screenshot(page, shot);
  expect(await axeViolations(page), shot).toEqual([]);
}

const IN_USE = 'Move the applications in this stage to another stage before retiring it';

describe('application settings: the workflow’s stages and commission', () => {
  let browser: Browser;
  let seeded: SeededApplication;
  const word = uniqueWord();
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('adds, renames, reorders and retires a stage (refused while an application is in it)', async () => {
    const page = await newPage(browser, DESKTOP);
    await signedIn(page);
    seeded = await seedApplication(page, word);
    await openStageSettings(page);
    const original = await stageNames(page);
    expect(original.slice(0, 3)).toEqual(['Shortlisted', 'Preparing', 'Submitted']);
    await check(page, 'stages');

    const name = `Interview ${word}`;
    const add = await openAddStage(page);
    await check(page, 'stage-add');
    await addStage(page, { name, phase: 'Applied', requiresNote: true }, add);
    const names = await stageNames(page);
    expect(names.indexOf(name)).toBe(names.indexOf('Submitted') + 1);
    expect(await page.getByRole('switch', { name: `${name} requires a note` }).isChecked()).toBe(
      true,
    );

    const rename = await openRename(page, name);
    await submitRename(rename, 'Submitted');
    await rename.getByText('A stage already has this name').waitFor();
    await check(page, 'stage-rename');
    const renamed = `Interview booked ${word}`;
    await submitRename(rename, renamed);
    await rename.waitFor({ state: 'hidden' });

    await moveStage(page, renamed, 'up');
    const up = page.getByRole('button', { name: `Move ${renamed} up`, exact: true });
    expect(await up.evaluate((el) => el === document.activeElement)).toBe(true);
    await check(page, 'stages-moved');
    await moveStage(page, renamed, 'down');

    await moveApplication(page, seeded.application, renamed, 'Interview on Monday');
    const confirm = await openRetire(page, renamed);
    await check(page, 'stage-retire');
    await confirm.getByRole('button', { name: 'Retire', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `${renamed} was not retired: ${IN_USE}` })
      .waitFor();
    await check(page, 'stage-retire-refused');

    await moveApplication(page, seeded.application, 'Enrolled');
    await retireStage(page, renamed);
    const retired = page.getByRole('list', { name: 'Retired stages' });
    await retired.getByText(renamed, { exact: true }).waitFor();
    await retired.getByRole('button', { name: `Restore ${renamed}` }).click();
    await expect.poll(() => stageNames(page).then((n) => n.includes(renamed))).toBe(true);
    await retireStage(page, renamed);
    await expect.poll(() => stageNames(page)).toEqual(original);
    await check(page, 'stages-retired');
    await page.context().close();
  });

  it('sets a college’s commission rule and reads the commission by intake and college', async () => {
    const page = await newPage(browser, DESKTOP);
    await signedIn(page);
    const college = seeded.collegeName;
    const dialog = await openCommissionRule(page, college);
    await dialog.getByText("Leave blank for EUR, the currency of the college's country").waitFor();
    await dialog.getByRole('spinbutton', { name: /^Commission/ }).fill('150');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await dialog.getByText('A percentage is at most 100').waitFor();
    await check(page, 'commission-rule');
    await setCommissionRule(
      page,
      college,
      { type: 'Percentage of first-year tuition', value: '10' },
      dialog,
    );

    await page.getByRole('navigation').getByRole('link', { name: 'Commission' }).click();
    await page.waitForURL('**/applications/commission');
    await page.getByRole('heading', { level: 1, name: 'Commission' }).waitFor();
    await page.getByRole('combobox', { name: 'Intake year' }).click();
    await page.getByRole('option', { name: String(seeded.intakeYear), exact: true }).click();
    await page.getByRole('combobox', { name: 'College' }).fill(word);
    await page.getByRole('option', { name: college, exact: true }).click();
    await page.waitForURL(new RegExp(`college=${seeded.college}`));
    expect(page.url()).toContain(`intakeYear=${seeded.intakeYear}`);
    const totals = page.getByRole('list', { name: 'Totals by currency' }).getByRole('listitem');
    await expect.poll(() => totals.count()).toBe(1);
    expect(await totals.first().getAttribute('aria-label')).toBe('Totals in EUR');
    // 10% of 20,000 tuition, enrolled: claimable (waited for: until the college's figures
    // arrive, the totals are the year's, which other files' EUR colleges share)
    await expect.poll(() => totals.first().getByText('€2,000.00').count()).toBe(2);
    await check(page, 'commission');

    await page.getByRole('link', { name: '1 application', exact: true }).click();
    await page.waitForURL(/\/applications\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      view: 'list',
      college: seeded.college,
      intakeMonth: 'September',
      intakeYear: String(seeded.intakeYear),
    });
    await page.getByText(seeded.student).first().waitFor();
    await page.context().close();
  });

  it('reads well on a phone, every dialog too', async () => {
    const page = await newPage(browser, MOBILE);
    await signInAt(page, '/settings/stages');
    await page.getByRole('list', { name: 'Stages in order' }).waitFor();
    await check(page, 'stages');
    const add = await openAddStage(page);
    await check(page, 'stage-add');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'hidden' });
    const rename = await openRename(page, 'Submitted');
    await check(page, 'stage-rename');
    await rename.getByRole('button', { name: 'Cancel' }).click();
    await rename.waitFor({ state: 'hidden' });
    const confirm = await openRetire(page, 'Submitted');
    await check(page, 'stage-retire');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });

    const rule = await openCommissionRule(page, seeded.collegeName);
    await check(page, 'commission-rule');
    await rule.getByRole('button', { name: 'Cancel' }).click();
    await rule.waitFor({ state: 'hidden' });

    await page.goto(`/applications/commission?college=${seeded.college}`);
    await page.getByRole('list', { name: 'Totals by currency' }).waitFor();
    await check(page, 'commission');
    await page.context().close();
  });
});
