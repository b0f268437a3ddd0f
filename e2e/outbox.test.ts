import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailEnv, waitForOutboxRow } from '../apps/api/src/test/outbox';
import { startTestSmtp, type TestSmtp } from '../apps/api/src/test/smtp';
import { NO_MAIL_SERVER } from '../apps/api/src/modules/mail/outbox.claims';
import { axeViolations, DESKTOP, launch, MOBILE, screenshot, signIn } from './browser';
import { mailRow, openOutbox, queueMail, rowMenu } from './outbox-steps';
import { serveStudyDesk, type Served } from './serve';

/**
 * Settings → Outbox in Chromium: the admin sees the mail waiting without a mail
 * server, reads one, cancels one; with a server, a refused mail shows failed with the reason and
 * Resend sends it to the (real, in-process) SMTP server. Screenshots at both sizes, axe clean.
 */
describe('Settings → Outbox', () => {
  let browser: Browser;
  let smtp: TestSmtp;
  let quiet: Served;
  let live: Served;
  const contexts: BrowserContext[] = [];
  const page = async (desk: Served, viewport = DESKTOP): Promise<Page> => {
    const context = await browser.newContext({ viewport, baseURL: desk.url });
    contexts.push(context);
    const p = await context.newPage();
    p.setDefaultTimeout(30_000);
    await signIn(p);
    return p;
  };
  const check = async (p: Page, shot: string) => {
    await screenshot(p, shot);
    expect(await axeViolations(p), shot).toEqual([]);
  };

  beforeAll(async () => {
    browser = await launch();
    smtp = await startTestSmtp();
    [quiet, live] = await Promise.all([serveStudyDesk(), serveStudyDesk(mailEnv(smtp))]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await Promise.all([quiet?.close(), live?.close()]);
    await smtp?.close();
  });

  it('without a mail server: empty, then waiting mail under a banner; read one; cancel one', async () => {
    const p = await page(quiet);
    await openOutbox(p);
    await p.getByText('No mail yet').waitFor();
    await check(p, 'outbox-empty');

    for (const n of [1, 2, 3]) await queueMail(quiet.app, n, (r) => r.lastError === NO_MAIL_SERVER);
    await p.reload();
    await p.getByText('No mail server is set').waitFor();
    await expect.poll(() => p.getByRole('row').count()).toBe(4);
    await check(p, 'outbox-no-server');

    await mailRow(p, 'ENQ-1002').getByRole('menuitem', { name: /^View/ }).click();
    const dialog = p.getByRole('dialog', { name: 'Mail to student2@e2e.test' });
    await dialog
      .getByLabel('Message')
      .getByText(/Thank you for your enquiry/)
      .waitFor();
    await check(p, 'outbox-mail');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await rowMenu(p, 'ENQ-1003', 'Cancel the mail to student3@e2e.test');
    const confirm = p.getByRole('alertdialog', { name: 'Cancel this mail?' });
    await check(p, 'outbox-cancel');
    await confirm.getByRole('button', { name: 'Cancel mail' }).click();
    await mailRow(p, 'ENQ-1003').getByText('Cancelled').waitFor();

    const phone = await page(quiet, MOBILE);
    await openOutbox(phone);
    await phone.getByText('No mail server is set').waitFor();
    await mailRow(phone, 'ENQ-1001').waitFor();
    await check(phone, 'outbox-no-server');
  });

  it('with a mail server: a refused mail is failed with the reason; Resend sends it', async () => {
    smtp.failNext(1, 550, 'No such mailbox here');
    const refused = await queueMail(live.app, 4, (r) => r.state === 'failed');
    await queueMail(live.app, 5, (r) => r.state === 'sent');
    const p = await page(live);
    await openOutbox(p);
    await mailRow(p, 'ENQ-1004').getByText('550 No such mailbox here', { exact: true }).waitFor();
    await check(p, 'outbox-failed');

    await p.getByRole('tab', { name: 'Failed' }).click();
    await expect.poll(() => p.getByRole('row').count()).toBe(2);
    await rowMenu(p, 'ENQ-1004', 'Resend the mail to student4@e2e.test');
    await p
      .getByRole('alertdialog', { name: 'Resend this mail?' })
      .getByRole('button', { name: 'Resend' })
      .click();
    await p.getByText('The mail will be sent again').waitFor();
    await smtp.waitUntil((all) => all.some((m) => m.subject === 'Your enquiry ENQ-1004'));
    await waitForOutboxRow(live.app, refused.id, (r) => r.state === 'sent');

    await p.getByRole('tab', { name: 'Sent' }).click();
    await mailRow(p, 'ENQ-1004').getByText('Sent', { exact: true }).waitFor();
    const phone = await page(live, MOBILE);
    await openOutbox(phone);
    await mailRow(phone, 'ENQ-1005').waitFor();
    await check(phone, 'outbox-failed');
  });
});
