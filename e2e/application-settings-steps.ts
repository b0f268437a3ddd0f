import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openRowMenu } from './row-menu-steps';
import { callApi, seedCollegeIn, seedCountry } from './journey-seed';

export type SeededApplication = {
  application: string;
  enquiry: string;
  student: string;
  college: string;
  collegeName: string;
  intakeMonth: string;
  intakeYear: number;
};

/** A college (in a country counted in EUR) offering a course, with an open September intake. */
async function seedCollege(page: Page, word: string, intakeYear: number) {
  const country = await seedCountry(page, word);
  const at = await seedCollegeIn(page, country, { name: `${word} Institute`, word, intakeYear });
  return { ...at, course: at.course._id };
}

/** Moves an application to a stage (by its name), with a note when the stage asks for one. */
export const moveApplication = (page: Page, id: string, stage: string, note?: string) =>
  callApi(page, 'patch', `/api/applications/${id}/stage`, { stage, ...(note ? { note } : {}) });

/**
 * A student with an application (tuition 20,000) at a new college for its next-year September
 * intake, moved to `stage` (Enrolled unless said), made through the API as the page's admin.
 */
export async function seedApplication(
  page: Page,
  word: string,
  stage = 'Enrolled',
): Promise<SeededApplication> {
  const intakeYear = new Date().getFullYear() + 1;
  const c = await seedCollege(page, word, intakeYear);
  const student = `Anika ${word}`;
  const digits = String(Date.now()).slice(-5);
  const enquiry = await callApi(page, 'post', '/api/enquiries', {
    source: 'phone',
    fName: 'Anika',
    lName: word,
    mobile: `+91 97${digits.slice(0, 3)} ${digits.slice(3)}${String(word.length).padStart(3, '0')}`,
    category: 'Postgraduate',
  });
  const app = await callApi(page, 'post', '/api/applications', {
    enquiry: enquiry._id,
    college: c.college,
    course: c.course,
    intake: c.intake,
    tuition: 20000,
  });
  if (stage !== 'Shortlisted') await moveApplication(page, app._id, stage, 'Seeded');
  return {
    application: app._id,
    enquiry: enquiry._id,
    student,
    college: c.college,
    collegeName: c.collegeName,
    intakeMonth: 'September',
    intakeYear,
  };
}

/** Settings → Application stages, reached from the Settings page. */
export async function openStageSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Application stages' }).click();
  await page.waitForURL('**/settings/stages');
  await stageList(page).waitFor();
}

export const stageList = (page: Page) => page.getByRole('list', { name: 'Stages in order' });

/** The live stages' names, in order. */
export const stageNames = (page: Page) =>
  stageList(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map(
        (li) =>
          li.querySelector('button[aria-label^="Rename "]')?.getAttribute('aria-label')?.slice(7) ??
          '',
      ),
    );

/** Opens "Add stage" and gives the dialog. */
export async function openAddStage(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add stage', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add stage' });
  await dialog.getByRole('textbox', { name: /^Name/ }).waitFor();
  return dialog;
}

/** Adds a stage through the dialog and waits for it in the list. */
export async function addStage(
  page: Page,
  stage: { name: string; phase: string; requiresNote?: boolean },
  dialog?: Locator,
): Promise<void> {
  const d = dialog ?? (await openAddStage(page));
  await d.getByRole('textbox', { name: /^Name/ }).fill(stage.name);
  await d.getByRole('combobox', { name: /^Phase/ }).click();
  await page.getByRole('option', { name: stage.phase, exact: true }).click();
  if (stage.requiresNote) await d.getByRole('switch', { name: 'Requires a note' }).check();
  await d.getByRole('button', { name: 'Add stage' }).click();
  await d.waitFor({ state: 'hidden' });
  await stageList(page).getByText(stage.name, { exact: true }).waitFor();
}

/** Opens "Rename <stage>" and gives the dialog. */
export async function openRename(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Rename ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Rename ${name}` });
  await dialog.getByRole('textbox', { name: /^Name/ }).waitFor();
  return dialog;
}

/** Types a new name into an open Rename dialog and saves it. */
export async function submitRename(dialog: Locator, to: string): Promise<void> {
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(to);
  await dialog.getByRole('button', { name: 'Rename', exact: true }).click();
}

/** Moves a stage one place with the keyboard (focus its button, Enter) and waits for the news. */
export async function moveStage(page: Page, name: string, dir: 'up' | 'down'): Promise<void> {
  await expect.poll(() => stageNames(page).then((n) => n.includes(name))).toBe(true);
  const before = await stageNames(page);
  const to = before.indexOf(name) + (dir === 'up' ? 0 : 2);
  await page.getByRole('button', { name: `Move ${name} ${dir}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByText(`${name} moved to position ${to} of ${before.length}`).waitFor({
    state: 'attached',
  });
  await expect.poll(() => stageNames(page).then((n) => n.indexOf(name))).toBe(to - 1);
}

/** Opens the Retire confirmation of a stage and gives it. */
export async function openRetire(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Retire ${name}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: `Retire ${name}?` });
  await confirm.waitFor();
  return confirm;
}

/** Retires a stage through its confirmation (the page shows the server's refusal, if any). */
export async function retireStage(page: Page, name: string): Promise<void> {
  const confirm = await openRetire(page, name);
  await confirm.getByRole('button', { name: 'Retire', exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
}

/** Opens a college's commission rule from its row menu on /colleges and gives the dialog. */
export async function openCommissionRule(page: Page, college: string): Promise<Locator> {
  await page.goto(`/colleges?q=${encodeURIComponent(college)}`);
  const menu = await openRowMenu(page, college);
  await menu.getByRole('menuitem', { name: 'Commission', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Commission for ${college}` });
  await dialog.getByRole('spinbutton', { name: /^Commission/ }).waitFor();
  return dialog;
}

export type RuleInput = {
  type: 'Percentage of first-year tuition' | 'Fixed amount';
  value: string;
  currency?: string;
};

/** Sets a college's commission rule through its dialog (reusable by other e2e files). */
export async function setCommissionRule(
  page: Page,
  college: string,
  rule: RuleInput,
  dialog?: Locator,
): Promise<void> {
  const d = dialog ?? (await openCommissionRule(page, college));
  await d.getByRole('combobox', { name: /^Commission type/ }).click();
  await page.getByRole('option', { name: rule.type, exact: true }).click();
  await d.getByRole('spinbutton', { name: /^Commission/ }).fill(rule.value);
  await d.getByRole('textbox', { name: 'Currency' }).fill(rule.currency ?? '');
  await d.getByRole('button', { name: 'Save rule' }).click();
  await d.waitFor({ state: 'hidden' });
}
