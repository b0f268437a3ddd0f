import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launch,
  MOBILE,
  newPage,
  screenshot,
  signIn,
  signedIn,
} from './browser';
import {
  addMember,
  fillNewOffice,
  officeId,
  officeSettings,
  openOffices,
  openOfficeSettings,
  type Staff,
} from './offices-steps';
import { uniqueWord } from './search-palette-steps';

/** A screenshot to look at, and axe clean at every impact level. */
async function check(page: Page, shot: string): Promise<void> {
  await screenshot(page, shot);
  expect(await axeViolations(page), shot).toEqual([]);
}

describe('an office’s own settings: its manager sets the response target', () => {
  let browser: Browser;
  const word = uniqueWord();
  const branch = `Leeds ${word}`;
  const manager: Staff = {
    fname: 'Mona',
    lname: word,
    email: `mona.${word.toLowerCase()}@agency.example`,
    password: 'Harbour-lights-42',
  };
  let id = '';
  beforeAll(async () => {
    browser = await launch();
    const admin = await newPage(browser, DESKTOP);
    await signedIn(admin);
    await openOffices(admin);
    const add = await fillNewOffice(admin, branch, 'Europe/London');
    await add.getByRole('button', { name: 'Add office' }).click();
    await add.waitFor({ state: 'hidden' });
    const form = await addMember(admin, manager, 'Manager', branch);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    id = await officeId(admin, branch);
    await admin.context().close();
  });
  afterAll(() => browser?.close());

  it.each([
    ['desktop', DESKTOP, 45],
    ['phone', MOBILE, 50],
  ] as const)('%s: the manager sees only their office and sets its target', async (_, size, to) => {
    const page = await newPage(browser, size);
    await signIn(page, manager);
    if (size === DESKTOP) await page.getByRole('link', { name: 'Office settings' }).click();
    else await page.goto('/settings/offices');
    const mine = page.getByRole('list', { name: 'Your offices' });
    await mine.getByRole('button', { name: `Settings ${branch}` }).waitFor();
    expect(await mine.getByRole('listitem').count()).toBe(1);
    expect(await page.getByRole('button', { name: /^(Add office|Edit|Retire)/ }).count()).toBe(0);
    await check(page, 'office-settings-manager');

    const dialog = await openOfficeSettings(page, branch);
    const target = dialog.getByRole('spinbutton', { name: /^Response target/ });
    await check(page, 'office-settings-dialog');
    await target.fill('0');
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await dialog.getByText('Response target must be at least 1 minute').waitFor();
    await check(page, 'office-settings-error');
    expect((await officeSettings(page, id)).own.responseTargetMinutes).not.toBe(0);

    await target.fill(String(to));
    const subject = dialog.getByRole('textbox', { name: 'Acknowledgement subject' });
    await subject.fill(`${branch} has your enquiry {{enqNo}}`);
    await subject.scrollIntoViewIfNeeded();
    await check(page, 'office-settings-acknowledgement');
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText(`${branch} settings saved`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect((await officeSettings(page, id)).own).toMatchObject({
      responseTargetMinutes: to,
      ackSubject: `${branch} has your enquiry {{enqNo}}`,
      ackBody: null,
    });
    const again = await openOfficeSettings(page, branch);
    await again.getByText(`Now: ${to} min (this office’s own).`).waitFor();
    await check(page, 'office-settings-saved');

    // the team card's list: the manager reads their office's people, and changes nobody
    await page.goto('/my-team');
    await page.getByRole('grid').getByText(`Mona ${word}`).waitFor();
    expect(await page.getByRole('button', { name: /^Add / }).count()).toBe(0);
    await check(page, 'my-team-manager');
    await page.context().close();
  });
});
