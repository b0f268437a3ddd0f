import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, launch, newPage, signedIn } from './browser';
import { sidewaysOverflow } from './desk-steps';
import { dialogFits } from './documents-steps';
import {
  fillInvoice,
  instalmentsOf,
  invoicesRegion,
  onlyInvoiceNumber,
  recordPayment,
  seedFee,
  seedStudentWithEmail,
} from './invoices-steps';
import { settled } from './journey-steps';
import { uniqueWord } from './search-palette-steps';

// An admin invoices a student in two instalments and records the first payment.
describe("a student's invoices, on the record", () => {
  const word = uniqueWord();
  let browser: Browser;
  let fee = '';

  beforeAll(async () => {
    browser = await launch();
    const admin = await newPage(browser, DESKTOP);
    await signedIn(admin);
    fee = await seedFee(admin, word, '900.00');
    await admin.context().close();
  });
  afterAll(() => browser?.close());

  for (const size of [DESKTOP, MOBILE])
    it(`invoices in two instalments and records the first payment at ${size.width}`, async () => {
      const page = await newPage(browser, size);
      await signedIn(page);
      const student = await seedStudentWithEmail(page, `${word}${size.width}`);
      await page.goto(`/enquiries/${student}`);
      const region = invoicesRegion(page);
      await region.getByText('No invoices yet.').waitFor();
      await region.scrollIntoViewIfNeeded();
      await settled(page, 'invoices-empty');

      const dialog = await fillInvoice(page, fee);
      expect(await dialogFits(page, dialog)).toBe(true);
      await settled(page, 'invoices-new');
      await dialog.getByRole('button', { name: 'Create invoice' }).click();
      await dialog.waitFor({ state: 'detached' });
      const number = await onlyInvoiceNumber(page);
      await expect.poll(() => region.getByRole('status').textContent()).toMatch(/Owes £900\.00/);

      const receipt = await recordPayment(page, number, '450');
      await expect.poll(() => receipt.textContent()).toMatch(/Receipt \S+/);
      expect(await receipt.textContent()).toContain('£450.00 received; £450.00 still outstanding.');
      await settled(page, 'invoices-receipt');
      const receiptNo =
        /Receipt ([A-Z]+-\d{4}-\d+)/.exec((await receipt.textContent()) ?? '')?.[1] ?? '';
      await receipt.getByRole('button', { name: 'Done' }).click();
      await receipt.waitFor({ state: 'detached' });
      const row = region.getByRole('listitem').filter({ hasText: `Invoice ${number}` });
      await row.getByText('Part paid').waitFor();
      expect(await row.textContent()).toMatch(/Outstanding£450\.00/);
      expect(await region.getByRole('status').textContent()).toBe('Owes £450.00 in total.');
      // two instalments, the first one paid by this payment
      expect(await instalmentsOf(page, student)).toEqual(['450.00/0.00', '450.00/450.00']);
      // the payment and its receipt, printed again from the card
      await row.getByRole('button', { name: `Payments of invoice ${number}` }).click();
      const paid = region.getByRole('list', { name: `Payments on invoice ${number}` });
      await paid.getByText(`Receipt ${receiptNo}`, { exact: false }).waitFor();
      expect(await paid.textContent()).toMatch(/£450\.00.*Bank transfer/);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        paid.getByRole('button', { name: `PDF of receipt ${receiptNo}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${receiptNo}.pdf`);
      expect(await sidewaysOverflow(page)).toEqual([0]);
      await settled(page, 'invoices-part-paid');
      await page.context().close();
    });
});
