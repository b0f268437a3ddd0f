import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, MOBILE, screenshot } from './browser';
import {
  card,
  column,
  launchWithCounsellor,
  moveWithMenu,
  openBoard,
  seedApplication,
  seedCollege,
  seedOfferDeadline,
  seedStudent,
  signedIn,
  stageOf,
  type Who,
} from './applications-steps';
import { tokenOf } from './desk-steps';
import { callApi } from './journey-seed';
import { uniqueWord } from './search-palette-steps';

const settled = async (page: Page, shot: string) => {
  await screenshot(page, shot);
  expect(await axeViolations(page)).toEqual([]);
};

/** The note of the application's last stage history line, as the API has it. */
async function lastNote(page: Page, id: string) {
  const res = await page.request.get(`/api/applications/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  const a = (await res.json()) as { stageHistory: { note: string | null }[] };
  return a.stageHistory.at(-1)?.note;
}

// Moving on to the visa phase or Enrolled with the passport missing and the offer conditional.
describe('a move on with things missing asks to confirm', () => {
  const word = uniqueWord();
  let browser: Browser;
  let counsellor: Who;
  const ids = { desk: '', phone: '' };
  const names = { desk: '', phone: '' };
  const missing = ['Passport (missing)', 'The offer is still conditional'];
  const as = (size: { width: number; height: number }) => signedIn(browser, counsellor, size);

  beforeAll(async () => {
    const launched = await launchWithCounsellor(word);
    ({ browser, counsellor } = launched);
    const college = await seedCollege(launched.admin, word);
    // The passport is required for this country only: other tests' students are left alone.
    await callApi(launched.admin, 'post', '/api/document-requirements', {
      ...{ country: college.country, phase: 'shortlist', type: 'passport' },
    });
    const mine = await as(DESKTOP);
    const offer = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    for (const [key, fName] of [
      ['desk', 'Meera'],
      ['phone', 'Kiran'],
    ] as const) {
      const enquiry = await seedStudent(launched.admin, fName, word, counsellor.id);
      ids[key] = await seedApplication(mine, enquiry, college);
      await seedOfferDeadline(mine, ids[key], offer);
      names[key] = `${fName} ${word}, ${college.course.title}`;
    }
    await launched.admin.context().close();
    await mine.context().close();
  });
  afterAll(() => browser?.close());

  const confirmMove = async (page: Page, student: string, stage: string, shot: string) => {
    const dialog = page.getByRole('dialog', { name: `Move ${student} ${word} to ${stage}` });
    const list = dialog.getByRole('list', { name: 'Still missing:' });
    await expect.poll(() => list.getByRole('listitem').allTextContents()).toEqual(missing);
    await dialog.getByRole('button', { name: 'Move anyway' }).click();
    await dialog.getByText('Write why it moves').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The college waived it by mail');
    await settled(page, shot);
    await dialog.getByRole('button', { name: 'Move anyway' }).click();
    await dialog.waitFor({ state: 'detached' });
  };

  it('lists what is missing on the board at 1440, and moves with the reason kept', async () => {
    const page = await as(DESKTOP);
    await openBoard(page, `?owner=mine&q=${word}`);
    await card(column(page, 'Shortlisted'), names.desk).waitFor();
    await moveWithMenu(page, names.desk, 'Enrolled');
    await confirmMove(page, 'Meera', 'Enrolled', 'guarded-move-confirm');
    await card(column(page, 'Enrolled'), names.desk).waitFor();
    await expect.poll(() => stageOf(page, ids.desk)).toBe('enrolled');
    expect(await lastNote(page, ids.desk)).toBe('The college waived it by mail');
    await settled(page, 'guarded-move-moved');
    await page.context().close();
  });

  it('asks the same on a phone at 375, and Cancel leaves it where it was', async () => {
    const page = await as(MOBILE);
    await openBoard(page, `?owner=mine&q=${word}`);
    await card(page, names.phone).waitFor();
    await page.getByRole('button', { name: `Move to (${names.phone})` }).click();
    await page.getByRole('menuitem', { name: 'Visa applied', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Move Kiran ${word} to Visa applied` });
    await dialog.getByRole('listitem').first().waitFor();
    await screenshot(page, 'guarded-move-phone');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await card(page, names.phone).waitFor();
    expect(await stageOf(page, ids.phone)).toBe('shortlisted');
    await page.getByRole('button', { name: `Move to (${names.phone})` }).click();
    await page.getByRole('menuitem', { name: 'Visa applied', exact: true }).click();
    await confirmMove(page, 'Kiran', 'Visa applied', 'guarded-move-phone-reason');
    await expect.poll(() => stageOf(page, ids.phone)).toBe('visa_applied');
    await page.context().close();
  });
});
