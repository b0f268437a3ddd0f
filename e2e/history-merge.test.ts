import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Enquiry } from '@studydesk/contract';
import { axeViolations, launch, MOBILE, newPage, screenshot, signIn, signInAt } from './browser';
import { tokenOf } from './desk-steps';

/** A person enquiring twice (same e-mail and phone), logged by staff through the API. */
async function samePersonTwice(
  page: Page,
  tag: string,
  phone: string,
): Promise<[Enquiry, Enquiry]> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const person = {
    source: 'phone',
    fName: 'Nisha',
    lName: tag,
    email: `nisha.${tag.toLowerCase()}@example.com`,
    mobile: phone,
    category: 'Postgraduate',
  };
  const out: Enquiry[] = [];
  for (const extra of [{ remarks: 'Prefers evenings' }, { country: 'Germany' }]) {
    const res = await page.request.post('/api/enquiries', {
      headers,
      data: { ...person, ...extra },
    });
    expect(res.status()).toBe(201);
    out.push((await res.json()) as Enquiry);
  }
  return [out[0]!, out[1]!];
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Timeline, newest first' });

describe('history and merging duplicates', () => {
  let browser: Browser;
  let page: Page;
  let first: Enquiry;
  let second: Enquiry;
  const tag = `Hist${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await signIn(page);
    [first, second] = await samePersonTwice(page, tag, '+91 97000 11223');
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const res = await page.request.post('/api/followUp', {
      headers,
      data: {
        enquiry: first._id,
        followUpDetails: 'Call about visa',
        nextContactDate: '2026-12-01',
      },
    });
    expect(res.status()).toBe(201);
  });
  afterAll(() => browser?.close());

  it("edits a follow-up and shows the change on the enquiry's timeline", async () => {
    await page.goto(`/enquiries/${first._id}`);
    await page.getByRole('button', { name: 'Edit follow-up: Call about visa' }).click();
    const form = page.getByRole('dialog', { name: 'Edit follow-up' });
    await form.getByLabel('Next contact date', { exact: true }).fill('05-12-2026');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    const line = timeline(page).getByText(
      /^Follow-up 'Call about visa': next contact 01-12-2026 →\s*to 05-12-2026$/,
    );
    await line.waitFor();
    await line.scrollIntoViewIfNeeded();
    await screenshot(page, 'timeline-history');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('notes the other enquiry from the same person and merges the two', async () => {
    await page.goto(`/enquiries/${second._id}`);
    const note = page.getByText(/^Also enquired on/);
    await note.waitFor();
    expect(await note.textContent()).toMatch(new RegExp(`\\(${first.enqNo}\\)`));
    await screenshot(page, 'also-enquired');
    await page.getByRole('button', { name: 'Merge…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge enquiries' });
    await dialog.getByRole('checkbox', { name: `Take Remarks from ${first.enqNo}` }).check();
    await screenshot(page, 'merge-dialog');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: `Merge into ${second.enqNo}` }).click();
    await dialog.waitFor({ state: 'detached' });
    // The other's history and follow-up now live here, with the merge itself recorded.
    await timeline(page).getByText(`Merged ${first.enqNo} into this enquiry`).waitFor();
    await timeline(page).getByText('Call about visa').first().waitFor();
    await page.getByText('Prefers evenings').first().waitFor({ state: 'attached' });
    expect(await page.getByText(/^Also enquired on/).count()).toBe(0);
  });

  it('the merged enquiry points to the one kept', async () => {
    await page.goto(`/enquiries/${first._id}`);
    await page.getByText('This enquiry was merged').waitFor();
    await page.getByRole('link', { name: `Open ${second.enqNo}` }).click();
    await page.waitForURL(`**/enquiries/${second._id}`);
    await page.getByRole('heading', { level: 1, name: `Nisha ${tag}` }).waitFor();
  });

  it('fits a phone: the timeline, the note and the merge dialog', async () => {
    const phone = await newPage(browser, MOBILE);
    await signInAt(phone, `/enquiries/${second._id}`);
    await timeline(phone)
      .getByText(`Merged ${first.enqNo} into this enquiry`)
      .scrollIntoViewIfNeeded();
    await screenshot(phone, 'timeline-history');
    const [, again] = await samePersonTwice(phone, `${tag}b`, '+91 97000 44556');
    await phone.goto(`/enquiries/${again._id}`);
    await phone.getByText(/^Also enquired on/).waitFor();
    await screenshot(phone, 'also-enquired');
    await phone.getByRole('button', { name: 'Merge…' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Merge enquiries' });
    await dialog.getByRole('table').waitFor();
    await screenshot(phone, 'merge-dialog');
    expect(await axeViolations(phone)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await phone.context().close();
  });
});
