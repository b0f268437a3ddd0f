import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, launch, newPage, signIn, signedIn as withSession } from './browser';
import { tokenOf } from './desk-steps';
import { callApi, seedCollegeIn, seedCountry } from './journey-seed';

/** The applications board, as a person uses it: seeding through the API, dragging, Move to. */
export type Who = { id: string; email: string; password: string };

/** A counsellor of their own, made by the signed-in admin. */
export async function addCounsellor(admin: Page, tag: string): Promise<Who> {
  const who = { email: `board.${tag.toLowerCase()}@e2e.local`, password: 'Counsellor-pass-1' };
  const made = await callApi(admin, 'post', '/api/users', {
    fname: 'Asha',
    lname: tag,
    userType: 'counsellor',
    status: 'active',
    ...who,
  });
  return { id: made._id, ...who };
}

/** A browser, its admin signed in (to seed through the API with, then close: it opens no page of
 * the app) and a counsellor the admin added. */
export async function launchWithCounsellor(word: string) {
  const browser = await launch();
  try {
    const admin = await newPage(browser, DESKTOP);
    await withSession(admin);
    const counsellor = await addCounsellor(admin, word);
    return { browser, admin, counsellor };
  } catch (e) {
    await browser.close();
    throw e;
  }
}

/** A page of its own at `size`, signed in as `who`. */
export async function signedIn(browser: Browser, who: Who, size = DESKTOP): Promise<Page> {
  const page = await newPage(browser, size);
  await signIn(page, who);
  return page;
}

/** A college in a country of its own offering one course, with an open intake next year. */
export async function seedCollege(admin: Page, word: string) {
  const country = await seedCountry(admin, word);
  const year = new Date().getFullYear() + 1;
  const at = await seedCollegeIn(admin, country, {
    ...{ name: `${word} University`, word, intakeYear: year },
  });
  return { country, course: at.course, college: at.college, intake: at.intake, year };
}
export type SeededCollege = Awaited<ReturnType<typeof seedCollege>>;

/** A student (an enquiry) of `owner`, logged by the admin; its id. */
export async function seedStudent(admin: Page, fName: string, lName: string, owner: string) {
  const mobile = `+91 9${String(Date.now()).slice(-9)}`;
  const made = await callApi<{ _id: string; assignedTo: string | null }>(
    admin,
    'post',
    '/api/enquiries',
    {
      source: 'phone',
      category: 'Postgraduate',
      fName,
      lName,
      mobile,
      assignedTo: owner,
    },
  );
  expect(made.assignedTo).toBe(owner);
  return made._id;
}

/** A Shortlisted application of the student at the college, opened by `page`'s user; its id. */
export async function seedApplication(page: Page, enquiry: string, at: SeededCollege) {
  const made = await callApi(page, 'post', '/api/applications', {
    enquiry,
    college: at.college,
    course: at.course._id,
    intake: at.intake,
  });
  return made._id;
}

/** Gives the application a conditional offer to accept by `date` (YYYY-MM-DD): its next deadline. */
export async function seedOfferDeadline(page: Page, id: string, date: string): Promise<void> {
  await callApi(page, 'patch', `/api/applications/${id}`, {
    ...{ offerType: 'conditional', acceptanceDeadline: date },
  });
}

/** The stage (its key) the API has the application in. */
export async function stageOf(page: Page, id: string): Promise<string> {
  const res = await page.request.get(`/api/applications/${id}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { stage: string }).stage;
}

/** A column of the board by its stage's name (its heading also holds the count). */
export const column = (page: Page, stage: string): Locator =>
  page.getByRole('region', { name: new RegExp(`^${stage} \\d+$`) });
/** A card by its name: "<student>, <course>". */
export const card = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('article', { name, exact: true });

/** Opens the board (at `query`) and waits for its columns (a phone shows one). */
export async function openBoard(page: Page, query = ''): Promise<void> {
  await page.goto(`/applications${query}`);
  await page.getByRole('heading', { level: 2 }).first().waitFor();
}

/**
 * Drags the card named `name` with the mouse onto the column of `toStage`, in small steps as
 * a hand does (the board starts a drag after a few pixels), and waits for it to land there.
 */
export async function dragCard(page: Page, name: string, toStage: string): Promise<void> {
  const from = await card(page, name).boundingBox();
  const to = await column(page, toStage).boundingBox();
  if (!from || !to) throw new Error(`no card ${name} or column ${toStage} on screen`);
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 30, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 20 });
  await page.mouse.up();
  await card(column(page, toStage), name).waitFor();
}

/**
 * Moves the card named `name` to `toStage` with the keyboard alone: Tab-free focus on its
 * Move to button, Enter, arrows down the menu to the stage, Enter.
 */
export async function moveWithMenu(page: Page, name: string, toStage: string): Promise<void> {
  await page.getByRole('button', { name: `Move to (${name})` }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const target = menu.getByRole('menuitem', { name: toStage, exact: true });
  for (let i = 0; i < 20 && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'detached' });
}
