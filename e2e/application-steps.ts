import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SeededCollege } from './applications-steps';
import { tokenOf } from './desk-steps';

/** The application record and the student's side of it, as a counsellor uses them. */

/**
 * A student (an enquiry) of `owner` who asked for the seeded college's course in its country:
 * the course is their best suggestion. Logged by the admin; its id.
 */
export async function seedShortlistStudent(
  admin: Page,
  fName: string,
  lName: string,
  owner: string,
  at: SeededCollege & { countryName: string },
): Promise<string> {
  const res = await admin.request.post('/api/enquiries', {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
    data: {
      source: 'phone',
      category: 'Postgraduate',
      fName,
      lName,
      mobile: `+91 9${String(Date.now()).slice(-9)}`,
      assignedTo: owner,
      country: at.countryName,
      course: at.course.title,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

const region = (page: Page, name: string): Locator => page.getByRole('region', { name });

/**
 * On the enquiry: Add on the suggested course (`course` at `college`), which then reads as
 * applied. The new application's id.
 */
export async function addSuggestedCourse(page: Page, course: string, college: string) {
  const suggested = region(page, 'Suggested courses');
  await suggested.getByRole('button', { name: `Add ${course} at ${college}` }).click();
  const open = suggested.getByRole('link', { name: `Open the ${course} application` });
  await open.waitFor();
  const href = (await open.getAttribute('href')) ?? '';
  return href.split('/').pop() ?? '';
}

/** From the enquiry's Applications, opens the one for `college — course` and waits for it. */
export async function openApplication(page: Page, title: string): Promise<void> {
  await region(page, 'Applications').getByRole('link', { name: title }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

export type Offer = {
  type: 'Conditional' | 'Unconditional';
  /** dd-mm-yyyy */
  acceptanceDeadline?: string;
  depositAmount?: string;
};

/** On the record: fills the Offer and saves the record. */
export async function recordOffer(page: Page, offer: Offer): Promise<void> {
  const form = page.getByRole('form', { name: 'Application' });
  await form.getByRole('combobox', { name: 'Offer type' }).click();
  await page.getByRole('option', { name: offer.type, exact: true }).click();
  if (offer.acceptanceDeadline)
    await form.getByLabel('Acceptance deadline', { exact: true }).fill(offer.acceptanceDeadline);
  if (offer.depositAmount)
    await form.getByRole('spinbutton', { name: 'Deposit amount' }).fill(offer.depositAmount);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Application saved').first().waitFor();
}

/** On the record: adds an offer condition (and its due date, dd-mm-yyyy). */
export async function addCondition(page: Page, text: string, dueDate?: string): Promise<void> {
  const conditions = region(page, 'Offer conditions');
  const form = conditions.getByRole('form', { name: 'Add condition' });
  if (!(await form.isVisible()))
    await conditions.getByRole('button', { name: 'Add condition' }).click();
  await form.getByRole('textbox', { name: 'Condition' }).fill(text);
  if (dueDate) await form.getByLabel('Due date', { exact: true }).fill(dueDate);
  await form.getByRole('button', { name: 'Add condition' }).click();
  await conditions.getByRole('checkbox', { name: `Satisfied: ${text}` }).waitFor();
}

/** On the record: ticks a condition satisfied and waits for it to be dated. */
export async function tickCondition(page: Page, text: string): Promise<void> {
  const box = region(page, 'Offer conditions').getByRole('checkbox', {
    name: `Satisfied: ${text}`,
  });
  await box.check();
  await expect.poll(() => box.isChecked()).toBe(true);
  await region(page, 'Offer conditions')
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByText(/satisfied \d\d-\d\d-\d{4}/)
    .waitFor();
}

/** On the record: Move to `stage` (writing `note` where the stage asks for one). */
export async function moveStageOnRecord(page: Page, stage: string, note?: string): Promise<void> {
  await page.getByRole('button', { name: 'Move to', exact: true }).click();
  await page.getByRole('menuitem', { name: stage, exact: true }).click();
  if (note) {
    const dialog = page.getByRole('dialog', { name: new RegExp(`to ${stage}$`) });
    await dialog.getByRole('textbox', { name: 'Note' }).fill(note);
    await dialog.getByRole('button', { name: 'Move' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  await page.getByText(`Moved to ${stage}`).first().waitFor();
  await region(page, 'Stage history').getByText(stage).first().waitFor();
}
