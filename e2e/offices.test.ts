import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from './desk-steps';
import {
  axeViolations,
  DESKTOP,
  launch,
  MOBILE,
  newPage,
  screenshot,
  signInAt,
  signedIn,
} from './browser';
import {
  addMember,
  fillNewOffice,
  findEnquiries,
  leadFromOfficeForm,
  officeId,
  openOffices,
  transfer,
  type Staff,
} from './offices-steps';
import { uniqueWord } from './search-palette-steps';

/** A screenshot to look at, and axe clean at every impact level. */
async function check(page: Page, shot: string): Promise<void> {
  await screenshot(page, shot);
  expect(await axeViolations(page), shot).toEqual([]);
}

const HEAD = 'Head office';
const person = (fname: string, word: string): Staff => ({
  fname,
  lname: word,
  email: `${fname.toLowerCase()}.${word.toLowerCase()}@agency.example`,
  password: 'Harbour-lights-42',
});
/** "Office Pune Transfer" in the record's head, as one line reads. */
const officeLine = (page: Page, name: string) =>
  page.getByText('Office', { exact: true }).locator('..').filter({ hasText: name });

describe('offices: a second branch, its manager, its leads and a transfer', () => {
  let browser: Browser;
  const word = uniqueWord();
  const branch = `Pune ${word}`;
  const manager = person('Mira', word);
  const counsellor = person('Cal', word);
  let lead = '';
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('an admin adds an office and a manager in it; its lead reaches only its people', async () => {
    const admin = await newPage(browser, DESKTOP);
    await signedIn(admin);
    const active = await openOffices(admin);
    await active.getByRole('button', { name: `Edit ${HEAD}` }).waitFor();
    await check(admin, 'offices');
    const add = await fillNewOffice(admin, branch, 'Asia/Kolkata');
    await check(admin, 'office-add');
    await add.getByRole('button', { name: 'Add office' }).click();
    await add.waitFor({ state: 'hidden' });
    await active.getByRole('button', { name: `Edit ${branch}` }).waitFor();
    await check(admin, 'offices-two');

    const form = await addMember(admin, manager, 'Manager', branch);
    await check(admin, 'office-member-add');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    const second = await addMember(admin, counsellor, 'Counsellor', HEAD);
    await second.getByRole('button', { name: 'Save' }).click();
    await second.waitFor({ state: 'hidden' });

    await leadFromOfficeForm(admin, await officeId(admin, branch), word);

    const theirs = await newPage(browser, DESKTOP);
    await signedIn(theirs, manager);
    const found = await findEnquiries(theirs, word);
    expect(found.count).toBe(1);
    lead = found.enquiries[0]!._id;
    await theirs.getByRole('row', { name: new RegExp(`Nila ${word}`) }).waitFor();
    await check(theirs, 'office-manager-list');

    const other = await newPage(browser, DESKTOP);
    await signedIn(other, counsellor);
    expect((await findEnquiries(other, word)).count).toBe(0);
    const direct = await other.request.get(`/api/enquiries/${lead}`, {
      headers: { authorization: `Bearer ${await tokenOf(other)}` },
    });
    expect(direct.status()).toBe(404);
    await check(other, 'office-counsellor-list');
    await Promise.all([admin, theirs, other].map((p) => p.context().close()));
  });

  it('the manager transfers the lead back to the head office, with why', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInAt(page, `/enquiries/${lead}`, manager);
    await officeLine(page, branch).waitFor();
    await check(page, 'office-record');
    const confirm = await transfer(page, 'She lives near the head office now', HEAD);
    await check(page, 'office-transfer-confirm');
    await confirm.getByRole('button', { name: 'Transfer' }).click();
    // out of the manager's office: back to the list, where it no longer shows
    await page.waitForURL(/\/enquiries(\?|$)/);
    expect((await findEnquiries(page, word)).count).toBe(0);

    const admin = await newPage(browser, DESKTOP);
    await signInAt(admin, `/enquiries/${lead}`);
    await officeLine(admin, HEAD).waitFor();
    const timeline = admin.getByRole('list', { name: 'Timeline, newest first' });
    await timeline.getByText(`Moved from ${branch} to ${HEAD}:`).waitFor();
    await timeline.getByText(`by ${manager.fname} ${manager.lname}`).first().waitFor();
    await check(admin, 'office-record-moved');
    await admin.context().close();
    await page.context().close();
  });

  it('reads well on a phone; retiring the branch moves its people to the head office', async () => {
    const page = await newPage(browser, MOBILE);
    await signedIn(page);
    const active = await openOffices(page);
    await active.getByRole('button', { name: `Edit ${branch}` }).waitFor();
    await check(page, 'offices-two');
    const add = await fillNewOffice(page, `Leeds ${word}`, 'Europe/London');
    await check(page, 'office-add');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'hidden' });

    await page.goto(`/enquiries/${lead}`);
    await page.getByRole('button', { name: 'Transfer' }).waitFor();
    await check(page, 'office-record');
    const confirm = await transfer(page, 'Checking the phone layout');
    await check(page, 'office-transfer-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: /^Transfer / })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await openOffices(page);
    await page.getByRole('button', { name: `Retire ${branch}` }).click();
    const retire = page.getByRole('dialog', { name: `Retire ${branch}?` });
    await retire
      .getByRole('combobox', { name: /^Move them to/ })
      .filter({ hasText: HEAD })
      .waitFor();
    await check(page, 'office-retire');
    await retire.getByRole('button', { name: 'Retire' }).click();
    await retire.waitFor({ state: 'hidden' });
    const retired = page.getByRole('list', { name: 'Retired offices' });
    await retired.getByText(`Retired`).first().waitFor();
    expect(await retired.textContent()).toContain(branch);
    await check(page, 'offices-retired');
    await page.context().close();
  });
});
