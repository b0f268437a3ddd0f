import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launch, MOBILE, newPage, screenshot, signIn, signInAt } from './browser';
import { tokenOf } from './desk-steps';

type Staff = { id: string; email: string; password: string; name: string };
const tag = `Own${Date.now().toString(36)}`;

/** An active counsellor made by the signed-in admin through the API. */
async function addCounsellor(admin: Page, fname: string): Promise<Staff> {
  const email = `${fname.toLowerCase()}.${tag.toLowerCase()}@e2e.local`;
  const password = 'Counsellor-pass-1';
  const res = await admin.request.post('/api/users', {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
    data: { fname, lname: tag, email, password, userType: 'counsellor', status: 'active' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { _id } = (await res.json()) as { _id: string };
  return { id: _id, email, password, name: `${fname} ${tag}` };
}

/** Posts one enquiry on the public form's route, as a visitor; returns who it went to. */
async function publicEnquiry(page: Page, admin: Page, n: number) {
  const fName = `Lead${n}`;
  const res = await page.request.post('/api/enquiries', {
    data: {
      fName,
      lName: tag,
      email: `lead${n}.${tag}@example.com`,
      mobile: `+91 97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(n).padStart(2, '0')}`,
      category: 'Postgraduate',
      consent: true,
    },
  });
  expect(res.status()).toBe(201);
  const { enqNo } = (await res.json()) as { enqNo: string };
  const found = await admin.request.get(`/api/enquiries?q=${enqNo}`, {
    headers: { authorization: `Bearer ${await tokenOf(admin)}` },
  });
  const [e] = ((await found.json()) as { enquiries: { assignedTo: string | null }[] }).enquiries;
  return { enqNo, name: `${fName} ${tag}`, owner: e?.assignedTo ?? null };
}

const bell = (page: Page) => page.getByRole('button', { name: /^notifications/ });

describe('ownership', () => {
  let browser: Browser;
  let admin: Page;
  beforeAll(async () => {
    browser = await launch();
    admin = await newPage(browser);
    await signIn(admin);
  });
  afterAll(async () => {
    // Later tests expect the default: new enquiries unassigned.
    await admin.request.patch('/api/settings', {
      headers: { authorization: `Bearer ${await tokenOf(admin)}` },
      data: { roundRobin: false },
    });
    await browser.close();
  });

  it('round-robin gives a counsellor their enquiry, a reassignment reaches their bell live', async () => {
    const asha = await addCounsellor(admin, 'Asha');
    await addCounsellor(admin, 'Ben');

    await admin.goto('/settings');
    const roundRobin = admin.getByRole('switch', { name: /assign new website enquiries/i });
    if (!(await roundRobin.isChecked())) await roundRobin.click();
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await admin.getByText('Settings saved').waitFor();

    // Turns run over every active counsellor (other tests add some): post until Asha has one
    // and someone else has another.
    const leads = [];
    for (let n = 1; n <= 40; n++) {
      leads.push(await publicEnquiry(admin, admin, n));
      if (leads.some((l) => l.owner === asha.id) && leads.some((l) => l.owner !== asha.id)) break;
    }
    expect(leads.every((l) => l.owner !== null)).toBe(true);
    const mine = leads.find((l) => l.owner === asha.id)!;
    const other = leads.find((l) => l.owner !== asha.id)!;

    const counsellor = await newPage(browser);
    await signInAt(counsellor, '/enquiries', asha);
    const view = counsellor.getByRole('tablist', { name: 'Whose enquiries' });
    await expect
      .poll(() => view.getByRole('tab', { name: 'Mine' }).getAttribute('aria-selected'))
      .toBe('true');
    await counsellor.getByRole('row', { name: new RegExp(mine.enqNo) }).waitFor();
    expect(await counsellor.getByRole('row', { name: new RegExp(other.enqNo) }).count()).toBe(0);
    await screenshot(counsellor, 'ownership-mine');
    expect(await axeViolations(counsellor)).toEqual([]);

    // The admin gives the other enquiry to Asha; her bell says so without a reload.
    await admin.goto(`/enquiries?owner=all&q=${other.enqNo}`);
    await admin.getByRole('combobox', { name: `Counsellor for ${other.enqNo}` }).click();
    await admin.getByRole('option', { name: asha.name }).click();
    await admin.getByText(`${other.enqNo} assigned to ${asha.name}`).waitFor();
    await screenshot(admin, 'ownership-all');

    await bell(counsellor).click();
    const popup = counsellor.getByRole('dialog', { name: 'Notifications' });
    await popup.getByText(`Assigned to you: ${other.enqNo} — ${other.name}`).waitFor();
    await screenshot(counsellor, 'ownership-bell');
    expect(await axeViolations(counsellor)).toEqual([]);
    await popup.getByText(`Assigned to you: ${other.enqNo} — ${other.name}`).click();
    await counsellor.getByRole('row', { name: new RegExp(other.enqNo) }).waitFor();

    // The same screens on a phone.
    const phone = await newPage(browser, MOBILE);
    await signInAt(phone, '/enquiries', asha);
    await phone.getByRole('tablist', { name: 'Whose enquiries' }).waitFor();
    await phone.getByText(mine.name).first().waitFor();
    await screenshot(phone, 'ownership-mine');
  });

  it('call requests have owners, with Mine, Unassigned and All on /contact', async () => {
    const res = await admin.request.post('/api/contact', {
      data: { name: `Caller ${tag}`, email: `caller.${tag}@example.com`, message: 'Please call' },
    });
    expect(res.status()).toBe(201);
    const cara = await addCounsellor(admin, 'Cara');
    await admin.goto('/contact?owner=unassigned');
    const select = admin.getByRole('combobox', {
      name: `Owner of the call request from Caller ${tag}`,
    });
    await select.click();
    await admin.getByRole('option', { name: cara.name }).click();
    await admin.getByText(`Caller ${tag}: given to ${cara.name}`).waitFor();
    await admin.goto('/contact?owner=all');
    await admin
      .getByRole('row', { name: new RegExp(`Caller ${tag}`) })
      .getByText(cara.name)
      .waitFor();
    await screenshot(admin, 'ownership-contact');
    expect(await axeViolations(admin)).toEqual([]);

    const page = await newPage(browser);
    await signInAt(page, '/contact', cara);
    await page.getByRole('row', { name: new RegExp(`Caller ${tag}`) }).waitFor();
    await page.goto('/enquiries');
    await page.getByText('Nothing assigned to you — see Unassigned').waitFor();
    await screenshot(page, 'ownership-empty');
    const phone = await newPage(browser, MOBILE);
    await signInAt(phone, '/contact?owner=all');
    await phone.getByRole('tablist', { name: 'Whose call requests' }).waitFor();
    await phone.getByText(`Caller ${tag}`).first().waitFor();
    await screenshot(phone, 'ownership-contact');
  });
});
