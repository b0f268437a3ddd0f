import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCounsellor } from './applications-steps';
import { launch, MOBILE, newPage, signedIn } from './browser';
import { sidewaysOverflow, tokenOf } from './desk-steps';
import {
  agencySheet,
  fieldShown,
  importAll,
  JAPANESE_NAMES,
  japaneseCsv,
  pickBytes,
} from './imports-agency-steps';
import { countOf, mapColumn, seedExisting } from './imports-steps';
import { callApi } from './journey-seed';
import { settled } from './journey-steps';

const tag = `agc${Date.now().toString(36)}`;
const existingEmail = `kiran.${tag}@leads.example`;
const ROWS = 8000;
const IN_FILE = 20;

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name }).waitFor();

type Listed = { _id: string; fName: string; assignedTo: string | null };

/** The list's answer (its count, its first 100) for these filters. */
async function listOf(page: Page, filters: Record<string, string>) {
  const query = new URLSearchParams({ owner: 'all', limit: '100', ...filters }).toString();
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const res = await page.request.get(`/api/enquiries?${query}`, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as { count: number; enquiries: Listed[] };
}
const imported = async (page: Page) =>
  (await listOf(page, { leadSource: 'import' })).enquiries.map((e) => e.fName);

describe('an agency imports its real spreadsheets, unedited', () => {
  let browser: Browser;
  let page: Page;
  let counsellor = '';
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await signedIn(page);
    counsellor = (await addCounsellor(page, tag)).id;
    await seedExisting(page, tag, existingEmail);
  });
  afterAll(() => browser?.close());

  it('imports 8,000 rows of XLSX: maps PG and Masters to Postgraduate, owners by name', async () => {
    const sheet = await agencySheet({
      tag,
      rows: ROWS,
      counsellor: `Asha ${tag}`,
      existingEmail,
      inFile: IN_FILE,
    });
    const name = `leads-${tag}.xlsx`;
    await page.goto('/enquiries/import');
    await heading(page, 'Upload a spreadsheet of enquiries');
    await settled(page, 'agency-upload');
    await pickBytes(page, name, sheet.file);
    await heading(page, 'Match the columns to fields');
    // the agency's own headers are understood as they are
    expect(await fieldShown(page, 'Name')).toBe('Full name');
    expect(await fieldShown(page, 'Mobile No.')).toBe('Mobile');
    expect(await fieldShown(page, 'E-mail Address')).toBe('Email');
    expect(await fieldShown(page, 'Level')).toBe('Level of study (required)');
    expect(await fieldShown(page, 'Counsellor')).toBe('Owner');
    await settled(page, 'agency-map');

    await page.getByRole('button', { name: 'Next: check the rows' }).click();
    await heading(page, 'Check the rows');
    const values = page.getByRole('region', { name: 'Level of study: values not in its list' });
    const means = (value: string) =>
      values.getByRole('combobox', {
        name: `“${value}” (${sheet.levels[value]!.toLocaleString('en-US')} rows) means`,
      });
    expect(await means('PG').textContent()).toBe('Postgraduate');
    expect(await means('Masters').textContent()).toBe('Postgraduate');
    expect(await means('UG').textContent()).toBe('Graduate');
    await settled(page, 'agency-check-values');
    await values.getByRole('button', { name: 'Use these values' }).click();
    const valid = ROWS - sheet.blank;
    await page
      .getByText(
        `${valid.toLocaleString('en-US')} of ${ROWS.toLocaleString('en-US')} rows can be imported`,
      )
      .waitFor();
    await values.waitFor({ state: 'detached' });
    // the preview names the counsellor each row goes to, never their user id
    const preview = page.getByRole('region', { name: 'Preview of the first rows' });
    await preview
      .getByRole('cell', { name: `Asha ${tag}`, exact: true })
      .first()
      .waitFor();
    expect(await preview.getByRole('cell', { name: counsellor }).count()).toBe(0);
    await settled(page, 'agency-check');

    await importAll(page, valid, name);
    const inserted = valid - sheet.duplicates;
    expect(await countOf(page, 'Inserted')).toBe(inserted);
    expect(await countOf(page, 'Skipped')).toBe(sheet.duplicates);
    expect(await countOf(page, 'Failed')).toBe(sheet.blank);
    await settled(page, 'agency-result');

    // the list has them, each with the counsellor the sheet named (the stored one as well)
    const listed = await listOf(page, { q: tag });
    expect(listed.count).toBe(inserted + 1);
    expect(listed.enquiries.filter((e) => e.assignedTo === counsellor).length).toBeGreaterThan(90);
    await page.getByRole('link', { name: 'See the imported enquiries' }).click();
    await page.getByRole('row').filter({ hasText: tag }).first().waitFor();
  });

  it('imports a Shift_JIS CSV on a phone with one level for all, and an undo keeps a contacted student', async () => {
    const phone = await newPage(browser, MOBILE);
    await signedIn(phone);
    const name = `partner-${tag}.csv`;
    await phone.goto('/enquiries/import');
    await heading(phone, 'Upload a spreadsheet of enquiries');
    await settled(phone, 'agency-upload-phone');
    await pickBytes(phone, name, japaneseCsv(tag));
    await heading(phone, 'Match the columns to fields');
    await mapColumn(phone, '氏名', /^Full name/);
    await mapColumn(phone, '携帯番号', /^Mobile/);
    await mapColumn(phone, 'メールアドレス', /^Email/);
    const level = phone.getByRole('group', { name: 'Level of study: no column has it' });
    await level.getByRole('combobox', { name: 'Use one value for every row' }).click();
    await phone.getByRole('option', { name: 'Postgraduate', exact: true }).click();
    const next = phone.getByRole('button', { name: 'Next: check the rows' });
    await expect.poll(() => next.isEnabled()).toBe(true);
    await settled(phone, 'agency-map-phone');
    expect((await sidewaysOverflow(phone))[0]).toBe(0);

    await next.click();
    await heading(phone, 'Check the rows');
    await phone
      .getByText('6 of 6 rows can be imported · 1 row matches an existing record')
      .waitFor();
    await settled(phone, 'agency-check-phone');
    expect((await sidewaysOverflow(phone))[0]).toBe(0);
    await importAll(phone, 6, name);
    expect(await countOf(phone, 'Inserted')).toBe(5);
    expect(await countOf(phone, 'Skipped')).toBe(1);
    await settled(phone, 'agency-result-phone');
    expect((await sidewaysOverflow(phone))[0]).toBe(0);

    const [taroName] = JAPANESE_NAMES[0]!.split(' ');
    const newest = (await listOf(phone, { leadSource: 'import' })).enquiries;
    const taro = newest.find((e) => e.fName === taroName)!;
    await callApi(phone, 'post', `/api/enquiries/${taro._id}/contact-log`, {
      note: '電話で留学の相談',
      outcome: 'reached',
    });
    await phone.getByRole('button', { name: 'Undo this import' }).click();
    const dialog = phone.getByRole('alertdialog', { name: 'Undo this import?' });
    await dialog.waitFor();
    await settled(phone, 'agency-undo-phone');
    await dialog.getByRole('button', { name: 'Undo the import' }).click();
    const note = phone.getByText(/This import was undone/);
    await note.waitFor();
    expect(await note.textContent()).toMatch(/4 were removed; 1 kept: .*1 with a logged contact/);
    await settled(phone, 'agency-undone-phone');

    // the contacted student is still listed; the other four are gone
    const left = await imported(phone);
    expect(left).toContain(taroName);
    expect(left).not.toContain(JAPANESE_NAMES[2]!.split(' ')[0]);
    await phone.goto('/enquiries?owner=all&leadSource=import');
    await phone.getByText(taroName!).first().waitFor();
    await phone.context().close();
  });
});
