import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, MOBILE, screenshot } from './browser';
import { launchWithCounsellor, seedCollege, seedStudent } from './applications-steps';
import { sidewaysOverflow } from './desk-steps';
import { callApi } from './journey-seed';
import { uniqueWord } from './search-palette-steps';

// The money reports on seeded money: a college paid a claim of 1,000 CAD (a tenth of 10,000
// tuition) and a student paid an invoice of 250 GBP, both this month, both of one counsellor.
describe('the money reports: what came in, per currency, and the CSV for accounting', () => {
  const word = uniqueWord();
  const today = new Date().toISOString().slice(0, 10);
  let browser: Browser;
  let admin: Page;
  let student = '';

  beforeAll(async () => {
    const launched = await launchWithCounsellor(word);
    ({ browser, admin } = launched);
    const at = await seedCollege(admin, word);
    await callApi(admin, 'put', `/api/college/${at.college}/commission`, {
      ...{ type: 'percent', value: 10 },
    });
    student = await seedStudent(admin, 'Riya', word, launched.counsellor.id);
    const application = await callApi(admin, 'post', '/api/applications', {
      ...{ enquiry: student, college: at.college, course: at.course._id, intake: at.intake },
      ...{ tuition: 10000, currency: 'CAD' },
    });
    await callApi(admin, 'patch', `/api/applications/${application._id}/stage`, {
      ...{ stage: 'Enrolled', confirm: true, note: 'Enrolled' },
    });
    const claim = await callApi(admin, 'post', '/api/claims', {
      ...{ college: at.college, applications: [application._id] },
    });
    await callApi(admin, 'patch', `/api/claims/${claim._id}`, { status: 'sent' });
    await callApi(admin, 'post', `/api/claims/${claim._id}/payments`, {
      ...{ amount: '1000', receivedAt: today, rate: '0.55' },
    });
    const invoice = await callApi(admin, 'post', `/api/enquiries/${student}/invoices`, {
      ...{ currency: 'GBP', due: today },
      lines: [{ description: 'Application service', amount: '250' }],
    });
    await callApi(admin, 'post', `/api/invoices/${invoice._id}/payments`, {
      ...{ method: 'bank-transfer', reference: `TR-${word}`, amount: '250', date: today },
    });
  });
  afterAll(() => browser?.close());

  const rowOf = (page: Page, region: string, table: string, name: string) =>
    page
      .getByRole('region', { name: region })
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({ hasText: name });

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('%s: the seeded amounts, each in its own currency', async (name, size) => {
    await admin.setViewportSize(size);
    await admin.goto('/money');
    const college = rowOf(admin, 'Commission received', 'By college', `${word} University`);
    await college.waitFor();
    expect(await college.textContent()).toContain('CA$1,000.00');
    const paidBy = rowOf(admin, 'Commission received', 'By counsellor', `Asha ${word}`);
    expect(await paidBy.textContent()).toContain('CA$1,000.00');
    const fees = rowOf(admin, 'Student fees received', 'By counsellor', `Asha ${word}`);
    expect(await fees.textContent()).toContain('£250.00');
    const commission = admin.getByRole('region', { name: 'Commission received' });
    expect(await commission.getByText('Rates used:').textContent()).toMatch(/CAD 0\.55/);
    await admin
      .getByRole('table', { name: 'Expected by month' })
      .or(admin.getByText('No open applications with commission to forecast'))
      .first()
      .waitFor();
    await screenshot(admin, `money-reports-${name}`);
    await admin.getByRole('region', { name: 'Commission forecast' }).scrollIntoViewIfNeeded();
    await screenshot(admin, `money-reports-forecast-${name}`);
    expect(await sidewaysOverflow(admin)).toEqual([0]);
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('downloads the CSV with the accounting columns', async () => {
    await admin.setViewportSize(DESKTOP);
    await admin.goto('/money');
    await rowOf(admin, 'Commission received', 'By college', `${word} University`).waitFor();
    await admin.getByRole('button', { name: 'Export' }).click();
    const download = admin.waitForEvent('download');
    await admin.getByRole('menuitem', { name: 'Invoices, claims and credit notes (CSV)' }).click();
    const csv = fs.readFileSync(await (await download).path(), 'utf8');
    // the shared writer quotes every cell; the columns are what an accounting package reads
    const [head, ...lines] = csv.replaceAll('"', '').trim().split(/\r?\n/);
    expect(head).toBe('Date,Number,Contact,Net,Tax,Gross,Currency');
    const mine = lines.filter((l) => l.includes(`Riya ${word}`));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatch(/,250(\.00)?,0(\.00)?,250(\.00)?,GBP$/);
  });

  it('names what the export holds, within a phone’s width', async () => {
    // a page opened at a phone's size, as a phone opens it (a page resized under the test once
    // drew no frame for 30 s on a loaded machine, so Playwright never saw the button settle)
    await admin.setViewportSize(MOBILE);
    await admin.goto('/money');
    await rowOf(admin, 'Commission received', 'By college', `${word} University`).waitFor();
    await admin.getByRole('button', { name: 'Export' }).click();
    const menu = admin.getByRole('menu');
    for (const format of ['CSV', 'XLSX'])
      await menu
        .getByRole('menuitem', { name: `Invoices, claims and credit notes (${format})` })
        .waitFor();
    await screenshot(admin, 'money-export-menu');
    expect(await sidewaysOverflow(admin)).toEqual([0]);
    await admin.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  });
});
