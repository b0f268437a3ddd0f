import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFirst, DESKTOP, MOBILE, newPage, signIn } from './browser';
import {
  addCondition,
  addSuggestedCourse,
  moveStageOnRecord,
  recordOffer,
  tickCondition,
} from './application-steps';
import {
  launchWithCounsellor,
  card,
  column,
  dragCard,
  moveWithMenu,
  openBoard,
  stageOf,
  type Who,
} from './applications-steps';
import { funnelRow, openFunnelFigure } from './funnel-steps';
import { assignEnquiry, seedCatalogue, sendPublicForm, type CatalogueCourse } from './journey-seed';
import { closeBell, enterTuition, openDueTab, searchAndOpen, settled } from './journey-steps';
import { uniqueWord } from './search-palette-steps';

/** After the offer, the default workflow's stages up to Enrolled (none of them asks for a note). */
const ON_TO_ENROLLED = [
  'Unconditional offer',
  'Accepted (deposit paid)',
  'Visa applied',
  'Visa granted',
  'Enrolled',
];

// The applications journey's proof of done: a student's whole journey, from the public form to
// an enrolment that pays, at a desk and on a phone. Each size has its own counsellor, catalogue
// and student.
describe.each([
  ['1440×900', DESKTOP],
  ['375×812', MOBILE],
])('a student’s journey from enquiry to enrolment at %s', (_size, viewport) => {
  const word = uniqueWord();
  const campaign = `open-day-${word.toLowerCase()}`;
  const student = `Priya ${word}`;
  const phone = viewport === MOBILE;
  let browser: Browser;
  let page: Page;
  let counsellor: Who;
  let courses: CatalogueCourse[];
  let enquiry = '';
  const apps: string[] = [];
  /** A card's name on the board: "<student>, <course>". */
  const named = (i: number) => `${student}, ${courses[i]!.title}`;

  beforeAll(async () => {
    // what the admin has set up: a counsellor, and the catalogue with commission rules
    const launched = await launchWithCounsellor(word);
    ({ browser, counsellor } = launched);
    const admin = launched.admin;
    const catalogue = await seedCatalogue(admin, word);
    courses = catalogue.courses;
    // the student sends the public form from a campaign's page; the admin gives them to the counsellor
    const visitor = await newPage(browser, viewport);
    const enqNo = await sendPublicForm(visitor, {
      ...{ fName: 'Priya', lName: word, campaign },
      ...{ country: catalogue.countryName, course: courses[0]!.title },
    });
    await visitor.context().close();
    enquiry = await assignEnquiry(admin, enqNo, counsellor.id);
    await admin.context().close();
    page = await newPage(browser, viewport);
    await signIn(page, counsellor);
  });
  afterAll(() => browser?.close());

  it('opens the enquiry and adds two suggested courses', async () => {
    await searchAndOpen(page, student, new RegExp(student));
    await page.getByRole('heading', { level: 1, name: student }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/enquiries/${enquiry}`);
    const suggested = page.getByRole('region', { name: 'Suggested courses' });
    for (const c of courses) await suggested.getByText(c.title, { exact: true }).waitFor();
    await settled(page, 'journey-suggested');
    for (const c of courses) apps.push(await addSuggestedCourse(page, c.title, c.collegeName));
    const applications = page.getByRole('region', { name: 'Applications' });
    await expect.poll(() => applications.getByText('Shortlisted').count()).toBe(2);
    await settled(page, 'journey-shortlisted');
  });

  it('moves one from Shortlisted to Submitted and the other with the keyboard', async () => {
    await openBoard(page, `?owner=mine&q=${word}`);
    await card(page, named(0)).waitFor();
    await settled(page, 'journey-board');
    if (phone) {
      // A phone shows one column at a time, so there is nowhere to drag to: both moves go
      // through the card's Move to, the phone's path (a tap here, the keyboard below).
      await page.getByRole('button', { name: `Move to (${named(0)})` }).click();
      await page.getByRole('menu').waitFor();
      await settled(page, 'journey-move-menu');
      await page.getByRole('menuitem', { name: 'Submitted', exact: true }).click();
      await card(page, named(0)).waitFor({ state: 'detached' });
    } else {
      await dragCard(page, named(0), 'Submitted');
      await card(column(page, 'Shortlisted'), named(1)).waitFor();
    }
    await expect.poll(() => stageOf(page, apps[0]!)).toBe('submitted');
    await moveWithMenu(page, named(1), 'Preparing');
    if (!phone) await card(column(page, 'Preparing'), named(1)).waitFor();
    await expect.poll(() => stageOf(page, apps[1]!)).toBe('preparing');
    await settled(page, 'journey-board-moved');
  });

  it('records a conditional offer with two conditions and a deadline, due in the bell', async () => {
    if (phone) {
      await page.getByRole('combobox', { name: 'Stage' }).click();
      await page.getByRole('option', { name: 'Submitted (1)' }).click();
    }
    await card(page, named(0)).getByRole('link', { name: student }).click();
    const title = `${courses[0]!.collegeName} — ${courses[0]!.title}`;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await moveStageOnRecord(page, 'Conditional offer');
    const deadline = new Date(Date.now() + 3 * 86_400_000);
    await recordOffer(page, { type: 'Conditional', acceptanceDeadline: dayFirst(deadline) });
    await addCondition(page, 'IELTS 6.5 overall');
    await addCondition(page, 'Final transcript attested');
    await enterTuition(page, '20000', 'EUR');
    await page.getByRole('region', { name: 'Offer conditions' }).scrollIntoViewIfNeeded();
    await settled(page, 'journey-offer');

    const due = await openDueTab(page);
    const item = due.getByRole('link', {
      name: new RegExp(`^Offer acceptance deadline: ${student} .*Due ${dayFirst(deadline)}`),
    });
    await item.waitFor();
    await settled(page, 'journey-due');
    await closeBell(page);
  });

  it('ticks the conditions and moves it through to Enrolled; the commission is claimable', async () => {
    await tickCondition(page, 'IELTS 6.5 overall');
    await tickCondition(page, 'Final transcript attested');
    for (const stage of ON_TO_ENROLLED) await moveStageOnRecord(page, stage);
    await expect.poll(() => stageOf(page, apps[0]!)).toBe('enrolled');
    const commission = page.getByRole('region', { name: 'Commission' });
    // 10% of 20,000 first-year tuition, in the college's currency
    await expect.poll(() => commission.innerText()).toMatch(/€2,000\.00\s+Claimable/);
    await commission.scrollIntoViewIfNeeded();
    await settled(page, 'journey-enrolled');
    // the acceptance deadline was met: it has left the Due tab
    const due = await openDueTab(page);
    expect(await due.getByRole('link', { name: /^Offer acceptance deadline/ }).count()).toBe(0);
    await closeBell(page);

    await page.goto(`/applications/commission?college=${courses[0]!.college}`);
    const totals = page.getByRole('list', { name: 'Totals by currency' }).getByRole('listitem');
    await expect.poll(() => totals.count()).toBe(1);
    // expected and claimable alike
    expect(await totals.first().getByText('€2,000.00').count()).toBe(2);
    await settled(page, 'journey-commission');
  });

  it('the funnel shows the campaign with one enrolment, and its link opens that enquiry', async () => {
    const { figure, listed } = await openFunnelFigure(page, campaign, 'enrolled');
    expect({ figure, listed }).toEqual({ figure: 1, listed: 1 });
    await page.getByText(`Campaign: ${campaign}`, { exact: true }).waitFor();
    await page.getByText(student).first().waitFor();
    await settled(page, 'journey-funnel-list');
    await page.goBack();
    await page.getByRole('link', { name: `Campaign ${campaign}, enrolled: 1` }).waitFor();
    await funnelRow(page, campaign).scrollIntoViewIfNeeded();
    await settled(page, 'journey-funnel');
  });
});
