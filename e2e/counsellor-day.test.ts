import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, launch, MOBILE, newPage, screenshot, signedIn } from './browser';
import { tokenOf } from './desk-steps';
import { figure } from './team-steps';

type Who = { id: string; email: string; password: string };
type Enquiry = { _id: string; assignedTo: string | null; firstContactAt: string | null };

/** A counsellor of their own, made by the signed-in admin. */
async function addCounsellor(admin: Page, tag: string): Promise<Who> {
  const who = { email: `day.${tag.toLowerCase()}@e2e.local`, password: 'Counsellor-pass-1' };
  const res = await admin.request.post('/api/users', {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
    data: { fname: 'Dana', lname: tag, userType: 'counsellor', status: 'active', ...who },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { _id: string })._id, ...who };
}

/** The enquiry as the API has it, read by the signed-in user. */
async function enquiryOf(page: Page, q: string): Promise<Enquiry> {
  const res = await page.request.get(`/api/enquiries?q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  return ((await res.json()) as { enquiries: Enquiry[] }).enquiries[0]!;
}

const bell = (page: Page) => page.getByRole('button', { name: /^notifications/ });
const settled = async (page: Page, shot: string) => {
  await screenshot(page, shot);
  expect(await axeViolations(page)).toEqual([]);
};

/** Opens the header search (its button: a phone has no `/` key) and opens the first hit. */
async function search(page: Page, text: string, hit: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Search' }).first().click();
  await page.getByRole('combobox', { name: 'Search' }).fill(text);
  await page.getByRole('option', { name: hit }).first().click();
}

/** Logs a contact from the record, booking the follow-up for `when` (a preset's name). */
async function logContact(page: Page, name: string, note: string, when: string): Promise<void> {
  await page.getByRole('button', { name: 'Log contact', exact: true }).click();
  const form = page.getByRole('dialog', { name: new RegExp(`^Log contact with ${name}`) });
  await form.getByLabel('What was said').fill(note);
  await form.getByRole('button', { name: when, exact: true }).click();
  await settled(page, 'day-log-contact');
  await form.getByRole('button', { name: 'Log contact' }).click();
  const timeline = page.getByRole('list', { name: 'Timeline, newest first' });
  await expect.poll(() => timeline.getByText(note).count()).toBeGreaterThan(0);
}

const dueToday = (page: Page) => figure(page, /^\d+ of my follow-ups due today$/);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// The counsellor's whole day, at a desk and on a phone. Each size has its own
// counsellor and its own people, so the two runs count only their own work.
describe.each([
  ['1440×900', DESKTOP],
  ['375×812', MOBILE],
])("a counsellor's day at %s", (_size, viewport) => {
  const tag = `Day${viewport.width}${Date.now().toString(36)}`;
  const phone = `+91 9${String(Date.now()).slice(-4)} ${String(viewport.width).padStart(5, '0')}`;
  let page: Page;
  let who: Who;
  beforeAll(async () => {
    const admin = await newPage(browser, DESKTOP);
    await signedIn(admin);
    who = await addCounsellor(admin, tag);
    await admin.context().close();
    page = await newPage(browser, viewport);
    // A visitor's web lead, nobody's yet.
    const res = await page.request.post('/api/enquiries', {
      data: {
        fName: 'Webla',
        lName: tag,
        email: `webla.${tag.toLowerCase()}@example.com`,
        mobile: '+91 97000 11122',
        category: 'Postgraduate',
        consent: true,
      },
    });
    expect(res.status()).toBe(201);
    // the first test opens its page
    await signedIn(page, who);
  });

  it('logs a caller as an enquiry that opens, is theirs, and waits for nobody', async () => {
    await page.goto('/enquiries');
    await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
    await page.getByRole('button', { name: 'Add enquiry' }).click();
    const form = page.getByRole('dialog', { name: 'Add enquiry' });
    await form.getByLabel('First name').fill('Caller');
    await form.getByLabel('Last name').fill(tag);
    await form.getByLabel('Mobile').fill(phone);
    await settled(page, 'day-add-enquiry');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/enquiries\/[\w-]+$/);
    await page.getByRole('heading', { level: 1, name: `Caller ${tag}` }).waitFor();
    await settled(page, 'day-logged-record');
    const logged = await enquiryOf(page, `Caller ${tag}`);
    expect(logged.assignedTo).toBe(who.id);
    expect(logged.firstContactAt).not.toBeNull();
  });

  it('finds the caller again by the number as they say it', async () => {
    await page.goto('/dashboard');
    const spoken = phone.replace('+91 ', '0').replace(' ', '-');
    await search(page, spoken, new RegExp(`Caller ${tag}`));
    await page.getByRole('heading', { level: 1, name: `Caller ${tag}` }).waitFor();
  });

  it('answers the web lead from the bell, takes it and books a call for today', async () => {
    await page.goto('/dashboard');
    await expect.poll(() => bell(page).getAttribute('aria-label')).toMatch(/\d+ new/);
    await bell(page).click();
    const popup = page.getByRole('dialog', { name: 'Notifications' });
    await popup.getByText(/Webla/).first().waitFor();
    // the enquiry they logged themselves is not news to them
    expect(await popup.getByText(/Caller/).count()).toBe(0);
    await settled(page, 'day-bell');
    // nothing of theirs is due yet: no dot on the bell, none in its name
    expect(await bell(page).getAttribute('aria-label')).not.toMatch(/due/);
    expect(await bell(page).locator('.MuiBadge-dot:not(.MuiBadge-invisible)').count()).toBe(0);
    await page.keyboard.press('Escape');
    await search(page, `Webla ${tag}`, new RegExp(`Webla ${tag}`));
    await page.getByRole('heading', { level: 1, name: `Webla ${tag}` }).waitFor();
    await logContact(page, 'Webla', `Spoke to Webla ${tag}`, 'Today');
    const taken = await enquiryOf(page, `Webla ${tag}`);
    expect(taken.assignedTo).toBe(who.id);
    expect(taken.firstContactAt).not.toBeNull();
  });

  it('sees both under Mine, and the call due today on the dashboard', async () => {
    await page.goto('/enquiries?owner=mine');
    for (const name of [`Caller ${tag}`, `Webla ${tag}`])
      await page.getByText(name).first().waitFor();
    await settled(page, 'day-mine');
    await page.goto('/dashboard');
    await expect.poll(() => dueToday(page)).toBe(1);
    // the bell's due count is asked for apart from the dashboard's figures
    await expect.poll(() => bell(page).getAttribute('aria-label')).toMatch(/, 1 due$/);
    await settled(page, 'day-dashboard-due');
  });

  it('marks the call done, and the dashboard no longer counts it', async () => {
    await page.goto('/follow-up');
    const done = page.getByRole('button', { name: new RegExp(`^Done: Webla ${tag}`) });
    await done.click();
    const form = page.getByRole('dialog', { name: `Done: Webla ${tag}` });
    await form.getByLabel('What was said').fill('Sent the brochure');
    await settled(page, 'day-done');
    await form.getByRole('button', { name: 'Done', exact: true }).click();
    // the page behind an open dialog is hidden from the accessibility tree, so the row's
    // button "counts 0" while the dialog is still saving: wait for the save's own answer first
    await page.getByText(`Follow-up with Webla ${tag} done`).waitFor();
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => done.count()).toBe(0);
    await page.goto('/dashboard');
    await expect.poll(() => dueToday(page)).toBe(0);
    await settled(page, 'day-dashboard-after');
  });
});
