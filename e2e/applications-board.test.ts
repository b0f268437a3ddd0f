import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, MOBILE, screenshot } from './browser';
import {
  launchWithCounsellor,
  signedIn,
  card,
  column,
  dragCard,
  moveWithMenu,
  openBoard,
  seedApplication,
  seedCollege,
  seedOfferDeadline,
  seedStudent,
  stageOf,
  type Who,
} from './applications-steps';
import { sidewaysOverflow } from './desk-steps';
import { uniqueWord } from './search-palette-steps';

const settled = async (page: Page, shot: string) => {
  await screenshot(page, shot);
  expect(await axeViolations(page)).toEqual([]);
};

// A counsellor's board of applications, moved by mouse, by keyboard and on a phone.
describe('the applications board', () => {
  const word = uniqueWord();
  let browser: Browser;
  let counsellor: Who;
  const ids: Record<'dragged' | 'keyed' | 'noted', string> = { dragged: '', keyed: '', noted: '' };
  let names: Record<keyof typeof ids, string>;
  const board = `?owner=mine&q=${word}`;

  const as = (size: { width: number; height: number }) => signedIn(browser, counsellor, size);

  beforeAll(async () => {
    const launched = await launchWithCounsellor(word);
    ({ browser, counsellor } = launched);
    const admin = launched.admin;
    const college = await seedCollege(admin, word);
    const mine = await as(DESKTOP);
    const course = college.course.title;
    const students = { dragged: 'Meera', keyed: 'Kiran', noted: 'Tara' } as const;
    names = { dragged: '', keyed: '', noted: '' };
    for (const key of Object.keys(students) as (keyof typeof ids)[]) {
      const enquiry = await seedStudent(admin, students[key], word, counsellor.id);
      ids[key] = await seedApplication(mine, enquiry, college);
      names[key] = `${students[key]} ${word}, ${course}`;
    }
    // one deadline within the week (amber) and one missed (red), to be seen on the cards
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await seedOfferDeadline(mine, ids.keyed, day(3));
    await seedOfferDeadline(mine, ids.noted, day(-2));
    await admin.context().close();
    await mine.context().close();
  });
  afterAll(() => browser?.close());

  it('drags a card with the mouse from Shortlisted to Submitted, and the API agrees', async () => {
    const page = await as(DESKTOP);
    await openBoard(page, board);
    await card(column(page, 'Shortlisted'), names.dragged).waitFor();
    await card(page, names.keyed)
      .getByText(/^Due soon: Offer acceptance deadline/)
      .waitFor();
    await card(page, names.noted)
      .getByText(/^Overdue: Offer acceptance deadline/)
      .waitFor();
    await settled(page, 'applications-board');
    await dragCard(page, names.dragged, 'Submitted');
    await expect.poll(() => stageOf(page, ids.dragged)).toBe('submitted');
    await page.getByRole('heading', { level: 2, name: 'Submitted 1' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Shortlisted 2' }).waitFor();
    await settled(page, 'applications-board-dragged');
    await page.context().close();
  });

  it('moves another with the keyboard alone through Move to', async () => {
    const page = await as(DESKTOP);
    await openBoard(page, board);
    await card(page, names.keyed).waitFor();
    await page.getByRole('button', { name: `Move to (${names.keyed})` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await settled(page, 'applications-move-to');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await moveWithMenu(page, names.keyed, 'Preparing');
    await card(column(page, 'Preparing'), names.keyed).waitFor();
    await expect.poll(() => stageOf(page, ids.keyed)).toBe('preparing');
    await page.context().close();
  });

  it('asks for the note a closing stage needs before it moves', async () => {
    const page = await as(DESKTOP);
    await openBoard(page, board);
    await card(page, names.noted).waitFor();
    await moveWithMenu(page, names.noted, 'Withdrawn');
    const dialog = page.getByRole('dialog', { name: `Move Tara ${word} to Withdrawn` });
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Chose a university at home');
    await settled(page, 'applications-note');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await card(column(page, 'Withdrawn'), names.noted).waitFor();
    await expect.poll(() => stageOf(page, ids.noted)).toBe('withdrawn');
    await page.context().close();
  });

  it('lists the same filter as a table and exports it', async () => {
    const page = await as(DESKTOP);
    await openBoard(page, board);
    await page.getByRole('button', { name: 'List' }).click();
    const grid = page.getByRole('grid', { name: 'Applications' });
    await grid.getByRole('link', { name: `Meera ${word}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('list');
    await page.getByText('3 applications').waitFor();
    await settled(page, 'applications-list');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    const file = await (await download).path();
    const csv = fs.readFileSync(file, 'utf8');
    expect(csv.split('\n').filter((line) => line.includes(word))).toHaveLength(3);
    await page.context().close();
  });

  it('shows the board beside the open drawer at 1024 px', async () => {
    const page = await as({ width: 1024, height: 768 });
    await openBoard(page, board);
    await card(page, names.dragged).waitFor();
    await page.getByRole('button', { name: 'open drawer' }).click();
    await page.getByRole('link', { name: 'Applications' }).first().waitFor();
    await settled(page, 'applications-drawer-open');
    await page.context().close();
  });

  it('shows one column at a time on a phone, picked by stage, and Move to still works', async () => {
    const page = await as(MOBILE);
    await openBoard(page, board);
    // it opens on the first stage with cards, not on an empty Shortlisted
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Stage' }).textContent())
      .toBe('Preparing (1)');
    await settled(page, 'applications-board');
    expect(await sidewaysOverflow(page)).toEqual([0]);
    await page.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: 'Submitted (1)' }).waitFor();
    await settled(page, 'applications-stage-picker');
    await page.getByRole('option', { name: 'Submitted (1)' }).click();
    await card(page, names.dragged).waitFor();
    await settled(page, 'applications-phone-submitted');
    await page.getByRole('button', { name: `Move to (${names.dragged})` }).click();
    await page.getByRole('menuitem', { name: 'Conditional offer', exact: true }).click();
    await card(page, names.dragged).waitFor({ state: 'detached' });
    await expect.poll(() => stageOf(page, ids.dragged)).toBe('conditional_offer');
    await page.context().close();
  });
});
