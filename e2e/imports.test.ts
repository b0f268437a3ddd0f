import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, MOBILE, newPage, signInAt, signedIn } from './browser';
import { sidewaysOverflow, tokenOf } from './desk-steps';
import {
  countOf,
  csvRows,
  holdRunning,
  importIdOf,
  leadsCsv,
  mapColumn,
  pickFile,
  seedExisting,
} from './imports-steps';
import { settled } from './journey-steps';

const tag = `Imp${Date.now().toString(36)}`;
const existingEmail = `kiran.${tag}@leads.example`;
const FILE = `leads-${tag}.csv`;

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name }).waitFor();

/** Runs the checked import shown, confirmed, looking at the confirmation and the progress. */
async function runIt(page: Page, rows: number): Promise<void> {
  await page.getByRole('button', { name: `Import the ${rows} valid rows` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Import ${rows} rows into enquiries?` });
  await dialog.waitFor();
  await settled(page, 'import-confirm');
  const release = await holdRunning(page, importIdOf(page));
  await dialog.getByRole('button', { name: `Import ${rows} rows` }).click();
  await page.getByText('1 of 3 rows done (33%)').waitFor();
  await settled(page, 'import-progress');
  await release();
  await heading(page, `Import of “${FILE}”`);
}

describe('import a spreadsheet of enquiries', () => {
  let browser: Browser;
  let page: Page;
  let existing = '';
  let importUrl = '';
  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await signedIn(page);
    existing = await seedExisting(page, tag, existingEmail);
  });
  afterAll(() => browser?.close());

  it('uploads a file with errors, fixes the mapping and checks every row', async () => {
    await page.goto('/enquiries');
    await page.getByRole('row').filter({ hasText: tag }).first().waitFor();
    await settled(page, 'import-enquiries-list');
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await page.waitForURL('**/enquiries/import');
    await heading(page, 'Upload a spreadsheet of enquiries');
    await settled(page, 'import-upload');
    await pickFile(page, 'notes.txt', 'not a spreadsheet');
    await page.getByRole('alert').filter({ hasText: 'is not a spreadsheet' }).waitFor();

    await pickFile(page, FILE, leadsCsv(tag, existingEmail));
    await heading(page, 'Match the columns to fields');
    expect(importIdOf(page)).not.toBe('');
    const contact = page.getByRole('combobox', { name: 'Import “Contact” as' });
    await expect.poll(() => contact.textContent()).toBe('Ignore this column');
    // a field another column has: marked on both, nothing saved until it is resolved
    await mapColumn(page, 'Contact', /^Email/);
    await page.getByText('Two columns cannot fill one field').waitFor();
    await settled(page, 'import-map-clash');
    await mapColumn(page, 'Contact', /^Mobile/);
    await page.getByText('Two columns cannot fill one field').waitFor({ state: 'detached' });
    await page.getByText('3 of 5 rows can be imported · 2 rows have errors').waitFor();
    await settled(page, 'import-map');

    await page.getByRole('button', { name: 'Next: check the rows' }).click();
    await heading(page, 'Check the rows');
    // the step survives a reload: the import and the step are in the address
    await page.reload();
    await heading(page, 'Check the rows');
    const problems = page.getByRole('region', { name: 'Problems found' });
    const rowOf = (n: number) => problems.getByRole('row').filter({ hasText: new RegExp(`^${n}`) });
    await expect.poll(() => rowOf(3).textContent()).toMatch(/first name/i);
    await expect.poll(() => rowOf(4).textContent()).toMatch(/next Tuesday.*not a date/);
    const dups = page.getByRole('list', { name: 'Duplicate rows' });
    const match = dups.getByRole('link', { name: /Kiran/ });
    expect(await match.getAttribute('href')).toBe(`/enquiries/${existing}`);
    await page.getByRole('combobox', { name: 'What to do with row 5' }).click();
    await page.getByRole('option', { name: 'Fill empty fields' }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'What to do with row 5' }).textContent())
      .toBe('Fill empty fields');
    await settled(page, 'import-check');
    importUrl = page.url();
  });

  it('imports the valid rows, counts them and gives the failed rows back as CSV', async () => {
    await runIt(page, 3);
    expect(await countOf(page, 'Inserted')).toBe(2);
    expect(await countOf(page, 'Updated')).toBe(1);
    expect(await countOf(page, 'Skipped')).toBe(0);
    expect(await countOf(page, 'Failed')).toBe(2);
    await settled(page, 'import-result');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download failed rows' }).click();
    const csv = fs.readFileSync(await (await download).path(), 'utf8');
    const [header, ...failed] = csvRows(csv);
    expect(header).toEqual([
      'Given name',
      'Surname',
      'E-mail',
      'Contact',
      'Level',
      'Enquiry date',
      'Error',
    ]);
    // each failed row as it was in the file, with what is wrong with it last
    expect(failed).toHaveLength(2);
    const noName = failed.find((r) => r[2] === `noname.${tag}@leads.example`);
    expect(noName?.slice(0, 6)).toEqual([
      '',
      tag,
      `noname.${tag}@leads.example`,
      // a cell that a spreadsheet would take for a formula is kept as text
      "'+91 98100 22222",
      'Diploma',
      '02-03-2026',
    ]);
    expect(noName?.[6]).toMatch(/first name/i);
    const badDate = failed.find((r) => r[2] === `ravi.${tag}@leads.example`);
    expect(badDate?.[5]).toBe('next Tuesday');
    expect(badDate?.[6]).toMatch(/not a date/);

    // the existing enquiry got the mobile it lacked
    const auth = { authorization: `Bearer ${await tokenOf(page)}` };
    const kept = await page.request.get(`/api/enquiries/${existing}`, { headers: auth });
    expect(((await kept.json()) as { mobile?: string }).mobile).toMatch(/98100/);

    await page.getByRole('link', { name: 'See the imported enquiries' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: `Meera` })
      .filter({ hasText: tag })
      .first()
      .waitFor();
  });

  it('undoes the import after a confirmation', async () => {
    await page.goto(importUrl);
    await page.getByRole('button', { name: 'Undo this import' }).click();
    await page.getByRole('alertdialog', { name: 'Undo this import?' }).waitFor();
    await settled(page, 'import-undo');
    await page.getByRole('button', { name: 'Undo the import' }).click();
    await page.getByText('This import was undone').waitFor();
    const auth = { authorization: `Bearer ${await tokenOf(page)}` };
    const list = await page.request.get(`/api/enquiries?q=${tag}&owner=all`, { headers: auth });
    expect(((await list.json()) as { count: number }).count).toBe(1);
  });

  it('fits a phone at every step, nothing sideways, clean for axe', async () => {
    const phone = await newPage(browser, MOBILE);
    await signInAt(phone, '/enquiries');
    await phone.getByRole('link', { name: 'Import', exact: true }).waitFor();
    await settled(phone, 'import-enquiries-list');
    await phone.getByRole('link', { name: 'Import', exact: true }).click();
    await heading(phone, 'Upload a spreadsheet of enquiries');
    await settled(phone, 'import-upload');
    expect((await sidewaysOverflow(phone))[0]).toBe(0);
    await pickFile(phone, FILE, leadsCsv(tag, existingEmail));
    await heading(phone, 'Match the columns to fields');
    await mapColumn(phone, 'Contact', /^Email/);
    await phone.getByText('Two columns cannot fill one field').waitFor();
    await settled(phone, 'import-map-clash');
    await mapColumn(phone, 'Contact', /^Mobile/);
    await phone.getByText('3 of 5 rows can be imported · 2 rows have errors').waitFor();
    await settled(phone, 'import-map');
    expect((await sidewaysOverflow(phone))[0]).toBe(0);
    await phone.getByRole('button', { name: 'Next: check the rows' }).click();
    await heading(phone, 'Check the rows');
    await settled(phone, 'import-check');
    expect((await sidewaysOverflow(phone))[0]).toBe(0);
    await runIt(phone, 3);
    await settled(phone, 'import-result');
    expect((await sidewaysOverflow(phone))[0]).toBe(0);
    await phone.context().close();
  });
});
