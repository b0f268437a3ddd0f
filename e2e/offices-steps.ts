import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { tokenOf } from './desk-steps';

/** A GET as the page's signed-in user. */
async function apiGet<T>(page: Page, url: string): Promise<T> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const res = await page.request.get(url, { headers });
  expect(res.status(), `GET ${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

export type Staff = { fname: string; lname: string; email: string; password: string };

/** Settings → Offices, reached from the Settings page. */
export async function openOffices(page: Page): Promise<Locator> {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Offices' }).click();
  await page.waitForURL('**/settings/offices');
  const active = page.getByRole('list', { name: 'Active offices' });
  await active.waitFor();
  return active;
}

/** Opens "Add office" and fills it (a zone typed and picked from the searchable list). */
export async function fillNewOffice(page: Page, name: string, zone: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add office' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add office' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+91 20 4000 1234');
  await dialog.getByRole('combobox', { name: /^Time zone/ }).fill(zone);
  await page.getByRole('option', { name: new RegExp(`^${zone}`) }).click();
  return dialog;
}

/** The office's id, as the API lists it. */
export async function officeId(page: Page, name: string): Promise<string> {
  const { data } = await apiGet<{ data: { _id: string; name: string }[] }>(page, '/api/offices');
  const found = data.find((o) => o.name === name);
  expect(found, `office ${name}`).toBeDefined();
  return found!._id;
}

/** My Team → "Add team member": a role and the one office they work in. */
export async function addMember(page: Page, who: Staff, role: string, office: string) {
  await page.goto('/my-team');
  await page.getByRole('button', { name: 'Add team member' }).click();
  const form = page.getByRole('dialog', { name: 'Add team member' });
  await form.getByLabel(/first name/i).fill(who.fname);
  await form.getByLabel(/last name/i).fill(who.lname);
  await form.getByLabel(/^email/i).fill(who.email);
  await form.getByLabel(/^password/i).fill(who.password);
  await form.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  const offices = form.getByRole('combobox', { name: /^Offices/ });
  await offices.press('Backspace');
  await offices.click();
  await page.getByRole('option', { name: office, exact: true }).click();
  await form.getByRole('button', { name: office, exact: true }).waitFor();
  return form;
}

/** An enquiry from the public form of one office (its hidden `office` field), as a visitor. */
export async function leadFromOfficeForm(page: Page, office: string, lName: string) {
  const digits = String(Date.now()).slice(-7);
  const res = await page.request.post('/api/enquiries', {
    data: {
      fName: 'Nila',
      lName,
      email: `nila.${digits}@example.com`,
      mobile: `+91 98${digits.slice(0, 3)} ${digits.slice(3)}0`,
      category: 'Postgraduate',
      consent: true,
      office,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The enquiries a signed-in user's list finds for `q` (All of theirs, not only Mine). */
export async function findEnquiries(page: Page, q: string) {
  await page.goto(`/enquiries?owner=all&q=${encodeURIComponent(q)}`);
  await page.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
  await page.getByRole('progressbar', { name: 'Loading' }).first().waitFor({ state: 'detached' });
  return apiGet<{ enquiries: { _id: string; office?: string }[]; count: number }>(
    page,
    `/api/enquiries?q=${encodeURIComponent(q)}`,
  );
}

/** "Transfer" on the record: the office (else the one it offers first), why, then the
 * confirmation. */
export async function transfer(page: Page, note: string, to?: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Transfer' }).click();
  const form = page.getByRole('dialog', { name: /^Transfer / });
  if (to) {
    await form.getByRole('combobox', { name: /^Move to/ }).click();
    await page.getByRole('option', { name: to, exact: true }).click();
  }
  await form.getByRole('textbox', { name: /^Why/ }).fill(note);
  await form.getByRole('button', { name: 'Transfer' }).click();
  const confirm = page.getByRole('alertdialog', { name: new RegExp(`to ${to ?? '.+'}\\?$`) });
  await confirm.waitFor();
  return confirm;
}

/** An office's own settings as its API answers them to the page's user. */
export const officeSettings = (page: Page, id: string) =>
  apiGet<{ own: { responseTargetMinutes: number | null }; effective: { roundRobin: boolean } }>(
    page,
    `/api/offices/${id}/settings`,
  );

/** A row's "Settings": the office's own settings dialog, its values in. */
export async function openOfficeSettings(page: Page, office: string): Promise<Locator> {
  await page.getByRole('button', { name: `Settings ${office}` }).click();
  const dialog = page.getByRole('dialog', { name: `${office} settings` });
  await dialog.getByRole('spinbutton', { name: /^Response target/ }).waitFor();
  return dialog;
}
