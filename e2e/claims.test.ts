import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/src/test/smtp';
import { DESKTOP, MOBILE, launch, signIn } from './browser';
import {
  CLAIMS_CONTACT,
  openNewClaim,
  pdfText,
  recordClaimPayment,
  seedClaimableCollege,
} from './claims-steps';
import { sidewaysOverflow } from './desk-steps';
import { dialogFits } from './documents-steps';
import { settled } from './journey-steps';
import { mailingDesk, mailWhere } from './mail-steps';
import { uniqueWord } from './search-palette-steps';
import type { Served } from './serve';

// An admin claims two enrolled students from one college, sends the claim (its PDF arrives by
// mail), and records a part payment then the rest.
describe('commission claimed from a college, on screen', () => {
  const word = uniqueWord();
  let browser: Browser;
  let desk: Served;
  let smtp: TestSmtp;
  const contexts: BrowserContext[] = [];
  /** The claim's status chip reads `status`. */
  const status = (p: Page, status: string) =>
    p
      .locator('.MuiChip-root')
      .filter({ hasText: new RegExp(`^${status}$`) })
      .first()
      .waitFor();
  const page = async (viewport = DESKTOP): Promise<Page> => {
    const context = await browser.newContext({ viewport, baseURL: desk.url });
    contexts.push(context);
    const p = await context.newPage();
    p.setDefaultTimeout(30_000);
    await signIn(p);
    return p;
  };

  beforeAll(async () => {
    browser = await launch();
    ({ desk, smtp } = await mailingDesk());
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await desk?.close();
    await smtp?.close();
  });

  for (const size of [DESKTOP, MOBILE])
    it(`claims, sends, and is paid in two parts at ${size.width}`, async () => {
      const p = await page(size);
      const shot = (name: string) => settled(p, `claims-${name}`);
      const college = await seedClaimableCollege(p, `${word}${size.width}`);
      await p.goto('/money/claims');
      await p.getByRole('heading', { name: 'Claims' }).waitFor();
      await shot('list');

      const dialog = await openNewClaim(p, college);
      const ticked = dialog.getByRole('checkbox', { checked: true });
      await expect.poll(() => ticked.count()).toBe(2);
      await dialog.getByText('2 of 2 ticked').waitFor();
      expect(await dialogFits(p, dialog)).toBe(true);
      await shot('new');
      await dialog.getByRole('button', { name: 'Create claim' }).click();
      await p.waitForURL(/\/money\/claims\/[^/]+$/);
      const heading = p.getByRole('heading', { name: /^Claim CL-\d{4}-\d{4}$/ });
      const number = (await heading.textContent())!.replace('Claim ', '');
      const lines = p.getByRole('list', { name: `Lines of claim ${number}` });
      await expect.poll(() => lines.getByRole('listitem').count()).toBe(2);
      await shot('draft');
      const [download] = await Promise.all([
        p.waitForEvent('download'),
        p.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${number}.pdf`);

      await p.getByRole('button', { name: 'Send to college' }).click();
      const confirm = p.getByRole('alertdialog', { name: `Send claim ${number}?` });
      await confirm.getByText(new RegExp(CLAIMS_CONTACT.email)).waitFor();
      expect(await dialogFits(p, confirm)).toBe(true);
      await shot('send');
      await confirm.getByRole('button', { name: 'Send' }).click();
      await confirm.waitFor({ state: 'detached' });
      await status(p, 'Sent');
      const mail = await mailWhere(
        smtp,
        (m) => m.to.includes(CLAIMS_CONTACT.email) && m.subject.includes(number),
      );
      const pdf = mail.parsed.attachments.find((a) => a.contentType === 'application/pdf');
      expect(pdf?.filename).toBe(`${number}.pdf`);
      const text = await pdfText(new Uint8Array(pdf!.content));
      expect(text).toContain(number);
      expect(text).toContain(`Ana ${word}${size.width}`);

      // Tuition 20,000 at 10 %: 2,000 a student, 4,000 in all; half paid first.
      await recordClaimPayment(p, number, '1500');
      await status(p, 'Part-paid');
      const figures = p.getByLabel('Figures');
      await expect.poll(() => figures.textContent()).toMatch(/Outstanding.*2,500\.00/);
      await shot('part-paid');
      await recordClaimPayment(p, number);
      await status(p, 'Paid');
      await expect.poll(() => figures.textContent()).toMatch(/Outstanding.*0\.00/);
      const payments = p.getByRole('list', { name: `Payments on claim ${number}` });
      await expect.poll(() => payments.getByRole('listitem').count()).toBe(2);
      expect(await sidewaysOverflow(p)).toEqual([0]);
      await shot('paid');

      await p.goto('/money/claims?status=paid');
      await p.getByText(number).first().waitFor();
      await shot('list-paid');
    });
});
