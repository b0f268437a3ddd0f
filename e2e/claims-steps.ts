import type { Locator, Page } from 'playwright-core';
import { PDFParse } from 'pdf-parse';
import { expect } from 'vitest';
import { callApi, seedCollegeIn, seedCountry } from './journey-seed';

/** Commission claims, as an admin works them: the college and its students seeded by API. */

export const CLAIMS_CONTACT = { name: 'Dana Lee', email: 'claims@college.e2e.local' };

/** An enrolled application of a new student at the college, 20,000 tuition; the student's name. */
async function enrolledStudent(admin: Page, at: { college: string; course: string }, name: string) {
  const [fName, lName] = name.split(' ');
  const student = await callApi(admin, 'post', '/api/enquiries', {
    ...{ source: 'phone', category: 'Postgraduate', fName, lName },
    mobile: `+91 9${String(Date.now()).slice(-9)}`,
  });
  const app = await callApi(admin, 'post', '/api/applications', {
    ...{ enquiry: student._id, college: at.college, course: at.course, tuition: 20000 },
  });
  await callApi(admin, 'patch', `/api/applications/${app._id}/stage`, {
    ...{ stage: 'Enrolled', confirm: true, note: 'Enrolled: commission to claim' },
  });
}

/**
 * A college of its own paying 10 % of tuition at enrolment, claims going to CLAIMS_CONTACT,
 * with two enrolled students; its name.
 */
export async function seedClaimableCollege(admin: Page, word: string): Promise<string> {
  const country = await seedCountry(admin, word);
  const name = `${word} Institute`;
  const at = await seedCollegeIn(admin, country, { name, word });
  await callApi(admin, 'put', `/api/college/${at.college}/commission`, {
    ...{ type: 'percent', value: 10, claimsContact: CLAIMS_CONTACT },
  });
  const where = { college: at.college, course: at.course._id };
  await enrolledStudent(admin, where, `Ana ${word}`);
  await enrolledStudent(admin, where, `Ben ${word}`);
  return name;
}

/** New claim: the college picked, its claimable students listed; the open dialog. */
export async function openNewClaim(page: Page, college: string): Promise<Locator> {
  await page.getByRole('button', { name: 'New claim' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New claim' });
  await dialog.getByRole('combobox', { name: /College/ }).fill(college);
  await page.getByRole('option', { name: college }).click();
  await dialog.getByRole('list', { name: 'Claimable students' }).waitFor();
  return dialog;
}

/** Record payment of `amount` (the rate to the base given when it is asked for). */
export async function recordClaimPayment(page: Page, number: string, amount?: string) {
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment on claim ${number}` });
  await dialog.waitFor();
  if (amount) await dialog.getByLabel(/^Amount/).fill(amount);
  const rate = dialog.getByLabel(/^Rate/);
  await expect.poll(() => rate.count()).toBeLessThanOrEqual(1);
  if ((await rate.count()) > 0) await rate.fill('0.85');
  await dialog.getByLabel(/^Bank charges/).fill('2.50');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A PDF's text, as a person reading it would find it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: bytes });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
}
