import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/src/test/smtp';
import { DESKTOP, launch, MOBILE, signInAt } from './browser';
import { sidewaysOverflow } from './desk-steps';
import { dialogFits } from './documents-steps';
import { fillInvoice, invoicesRegion, onlyInvoiceNumber, recordPayment } from './invoices-steps';
import { settled } from './journey-steps';
import { asAdmin, mailingDesk, mailWhere } from './mail-steps';
import type { Served } from './serve';

const COUNSELLOR = {
  fname: 'Nina',
  lname: 'Flow',
  email: 'nina.flow@e2e.local',
  password: 'Counsellor-pass-1',
  userType: 'counsellor',
};
const FEE = 'Flow application service';

/**
 * The fees path end to end, against a real SMTP server in this process: the student's
 * counsellor invoices them in two instalments, an admin records the first payment, the receipt
 * (its PDF attached) arrives, and the record says what is still owed.
 */
describe('a counsellor invoices their student; the first payment brings a receipt', () => {
  let browser: Browser;
  let desk: Served;
  let smtp: TestSmtp;
  let admin: Awaited<ReturnType<typeof asAdmin>>;
  let counsellor = '';
  const contexts: BrowserContext[] = [];
  const page = async (viewport: typeof DESKTOP): Promise<Page> => {
    const context = await browser.newContext({ viewport, baseURL: desk.url });
    contexts.push(context);
    const p = await context.newPage();
    p.setDefaultTimeout(30_000);
    return p;
  };

  beforeAll(async () => {
    browser = await launch();
    ({ desk, smtp } = await mailingDesk());
    admin = await asAdmin(desk.app);
    counsellor = String((await admin.post('/api/users', COUNSELLOR))._id);
    await admin.post('/api/fees', { name: FEE, amount: '900.00', currency: 'GBP', tax: '0' });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await desk?.close();
    await smtp?.close();
  });

  /** The counsellor's own student, with an e-mail address for the receipt; their id. */
  const student = async (width: number) =>
    String(
      (
        await admin.post('/api/enquiries', {
          source: 'phone',
          category: 'Postgraduate',
          fName: 'Mei',
          lName: `Flow${width}`,
          email: `mei.flow${width}@e2e.test`,
          mobile: `+91 98765 4${width}`,
          assignedTo: counsellor,
        })
      )._id,
    );

  for (const size of [DESKTOP, MOBILE])
    it(`at ${size.width}`, async () => {
      const id = await student(size.width);
      const own = await page(size);
      await signInAt(own, `/enquiries/${id}`, COUNSELLOR);
      await invoicesRegion(own).getByText('No invoices yet.').waitFor();
      const dialog = await fillInvoice(own, FEE);
      expect(await dialogFits(own, dialog)).toBe(true);
      await settled(own, 'flow-counsellor-invoice');
      await dialog.getByRole('button', { name: 'Create invoice' }).click();
      await dialog.waitFor({ state: 'detached' });
      const number = await onlyInvoiceNumber(own);
      await invoicesRegion(own)
        .getByRole('button', { name: `Send invoice ${number}` })
        .waitFor();
      expect(await own.getByRole('button', { name: /^Record payment/ }).count()).toBe(0);

      const office = await page(size);
      await signInAt(office, `/enquiries/${id}`);
      const receipt = await recordPayment(office, number, '450');
      await expect.poll(() => receipt.textContent()).toMatch(/Receipt RC-\d{4}-\d{4}/);
      const rc = /RC-\d{4}-\d{4}/.exec((await receipt.textContent()) ?? '')![0];
      await settled(office, 'flow-admin-receipt');
      await receipt.getByRole('button', { name: 'Done' }).click();

      const mail = await mailWhere(smtp, (m) => m.subject.includes(rc));
      expect(mail.to).toEqual([`mei.flow${size.width}@e2e.test`]);
      expect(mail.text).toContain(`Receipt number: ${rc}.`);
      const pdf = mail.parsed.attachments.find((a) => a.contentType === 'application/pdf');
      expect(pdf?.filename).toBe(`${rc}.pdf`);

      await own.reload();
      const owed = invoicesRegion(own).getByRole('status');
      await expect.poll(() => owed.textContent()).toBe('Owes £450.00 in total.');
      await invoicesRegion(own).scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(own)).toEqual([0]);
      await settled(own, 'flow-counsellor-owed');
    });
});
