import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { tokenOf } from './desk-steps';
import { callApi } from './journey-seed';

/** The invoices on a student's record, as an admin works them: seeding the price list by API. */

/** A service of its own on the price list, in pounds without tax; its name. */
export async function seedFee(admin: Page, word: string, amount: string): Promise<string> {
  const name = `${word} application service`;
  await callApi(admin, 'post', '/api/fees', { name, amount, currency: 'GBP', tax: '0' });
  return name;
}

/** A student with an e-mail address (a payment mails its receipt), logged by `page`'s user. */
export async function seedStudentWithEmail(page: Page, word: string): Promise<string> {
  const made = await callApi(page, 'post', '/api/enquiries', {
    source: 'phone',
    category: 'Postgraduate',
    fName: 'Mei',
    lName: word,
    email: `mei.${word.toLowerCase()}@e2e.local`,
    mobile: `+91 9${String(Date.now()).slice(-9)}`,
  });
  return made._id;
}

export const invoicesRegion = (page: Page): Locator =>
  page.getByRole('region', { name: 'Invoices' });

/** New invoice: the service from the price list, paid in two instalments; the open dialog. */
export async function fillInvoice(page: Page, fee: string): Promise<Locator> {
  await invoicesRegion(page).getByRole('button', { name: 'New invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  await dialog.getByRole('combobox', { name: 'Add from the price list' }).click();
  await page.getByRole('option', { name: new RegExp(`^${fee}`) }).click();
  await expect.poll(() => dialog.getByLabel(/^Description/).inputValue()).toBe(fee);
  await dialog.getByRole('switch', { name: 'Pay in instalments' }).click();
  await dialog.getByRole('group', { name: 'Instalment 2' }).waitFor();
  return dialog;
}

/** Record payment of `amount` on the invoice; the receipt dialog that follows. */
export async function recordPayment(page: Page, number: string, amount: string): Promise<Locator> {
  await page.getByRole('button', { name: `Record payment on invoice ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record payment on invoice ${number}` });
  await dialog.getByLabel(/^Amount/).fill(amount);
  await dialog.getByLabel('Reference').fill('BACS 4471');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await dialog.waitFor({ state: 'detached' });
  return page.getByRole('dialog', { name: 'Payment recorded' });
}

/** The invoice's number as its row shows it ("Invoice INV-0003" → "INV-0003"). */
export async function onlyInvoiceNumber(page: Page): Promise<string> {
  const heading = invoicesRegion(page).getByText(/^Invoice \S+$/);
  await heading.waitFor();
  return (await heading.textContent())!.replace(/^Invoice /, '');
}

/** Each instalment of the student's only invoice as the API keeps it: "amount/outstanding". */
export async function instalmentsOf(page: Page, student: string): Promise<string[]> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const get = async <T>(url: string) =>
    (await (await page.request.get(url, { headers })).json()) as T;
  const list = await get<{ data: { _id: string }[] }>(`/api/enquiries/${student}/invoices`);
  type Part = { amount: { amount: string }; outstanding: { amount: string } };
  const one = await get<{ instalments: Part[] }>(`/api/invoices/${list.data[0]?._id}`);
  return one.instalments.map((p) => `${p.amount.amount}/${p.outstanding.amount}`);
}
