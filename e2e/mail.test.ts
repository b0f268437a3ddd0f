import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/src/test/smtp';
import { axeViolations, DESKTOP, launch, MOBILE, screenshot, signIn, signInAt } from './browser';
import { E2E_ADMIN } from './env';
import { asAdmin, MAIL_FROM, mailingDesk, mailWhere } from './mail-steps';
import type { Served } from './serve';

const COUNSELLOR = {
  fname: 'Tara',
  lname: 'Mehta',
  email: 'tara.mail@e2e.local',
  password: 'First-password-1',
  userType: 'counsellor',
};
const NEW_PASSWORD = 'Second-password-2';

/**
 * Mail in Chromium, against a real SMTP server in this process: a counsellor's mail from a
 * record arrives and is on the timeline; a forgotten password is reset through the mail.
 */
describe('mail: from the record, and the password reset', () => {
  let browser: Browser;
  let desk: Served;
  let smtp: TestSmtp;
  let admin: Awaited<ReturnType<typeof asAdmin>>;
  const contexts: BrowserContext[] = [];
  const page = async (viewport = DESKTOP): Promise<Page> => {
    const context = await browser.newContext({ viewport, baseURL: desk.url });
    contexts.push(context);
    const p = await context.newPage();
    p.setDefaultTimeout(30_000);
    return p;
  };
  const clean = async (p: Page) => expect(await axeViolations(p)).toEqual([]);

  beforeAll(async () => {
    browser = await launch();
    ({ desk, smtp } = await mailingDesk());
    admin = await asAdmin(desk.app);
    await admin.post('/api/users', COUNSELLOR);
    await admin.post('/api/mail-templates', {
      name: 'Documents reminder',
      subject: 'Documents for {{enqNo}}',
      body: 'Dear {{firstName}},\n\nPlease send us your passport and transcripts.\n\n{{counsellorName}}\n{{agencyName}}',
    });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await desk?.close();
    await smtp?.close();
  });

  it('sends an e-mail from a record: it arrives, Reply-To the writer, and is on the timeline', async () => {
    const student = await admin.enquiry({ fName: 'Ravi', lName: 'Kumar', email: 'ravi@e2e.test' });
    const p = await page();
    await signInAt(p, `/enquiries/${student._id}`);
    await p.getByRole('button', { name: 'E-mail' }).click();
    const dialog = p.getByRole('dialog', { name: 'E-mail Ravi' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'To' }).inputValue())
      .toBe('ravi@e2e.test');
    await dialog.getByRole('combobox', { name: 'Template' }).click();
    await p.getByRole('option', { name: 'Documents reminder' }).click();
    const subject = dialog.getByRole('textbox', { name: /^Subject/ });
    await expect.poll(() => subject.inputValue()).toBe(`Documents for ${student.enqNo}`);
    await expect
      .poll(() => dialog.getByRole('textbox', { name: /^Message/ }).inputValue())
      .toContain('Dear Ravi,');
    await subject.fill(`Documents for ${student.enqNo}: this week`);
    await screenshot(p, 'mail-compose');
    await clean(p);

    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached' });
    const mail = await mailWhere(smtp, (m) => m.subject.endsWith('this week'));
    expect(mail.to).toEqual(['ravi@e2e.test']);
    expect(mail.parsed.replyTo?.value[0]?.address).toBe(E2E_ADMIN.email);
    expect(mail.parsed.from?.text).toContain('desk@agency.example');
    expect(MAIL_FROM).toContain(mail.parsed.from?.value[0]?.address ?? '?');
    expect(mail.text).toContain('Please send us your passport and transcripts.');
    expect(mail.html).toContain('<p>Dear Ravi,</p>');

    const timeline = p.getByRole('list', { name: 'Timeline, newest first' });
    await timeline.getByText(`Documents for ${student.enqNo}: this week`).waitFor();
    await timeline.getByText('E-mail sent:').first().waitFor();
    await timeline.scrollIntoViewIfNeeded();
    // the line follows the mail: on its way, then sent (the timeline asks again meanwhile)
    await expect
      .poll(() => timeline.getByText(/^(Waiting to send|Sending)$/).count(), { timeout: 60_000 })
      .toBe(0);
    // the contact it is: the response clock has stopped
    await p
      .getByText(/^First contact/)
      .first()
      .waitFor();
    await screenshot(p, 'mail-timeline');
    await clean(p);
  });

  it('composes on a phone too', async () => {
    const student = await admin.enquiry({ fName: 'Mina', lName: 'Das', email: 'mina@e2e.test' });
    const p = await page(MOBILE);
    await signInAt(p, `/enquiries/${student._id}`);
    // on a phone E-mail is in the actions' menu: the line of actions stays one line
    await p.getByRole('button', { name: 'More actions' }).click();
    await p.getByRole('menuitem', { name: 'E-mail' }).waitFor();
    await screenshot(p, 'mail-record');
    await clean(p);
    await p.getByRole('menuitem', { name: 'E-mail' }).click();
    const dialog = p.getByRole('dialog', { name: 'E-mail Mina' });
    await dialog.getByRole('textbox', { name: /^Subject/ }).fill('Your visa appointment');
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('Dear Mina,\n\nIt is on Monday.');
    await screenshot(p, 'mail-compose');
    await clean(p);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await mailWhere(smtp, (m) => m.subject === 'Your visa appointment')).to).toEqual([
      'mina@e2e.test',
    ]);
  });

  it('resets a forgotten password from /login through the mail, signing the old session out', async () => {
    const before = await page();
    await signIn(before, COUNSELLOR);
    // on a wide screen: the link under the password, and the form it opens
    const wide = await page();
    await wide.goto('/login');
    await screenshot(wide, 'mail-login');
    await wide.getByRole('link', { name: 'Forgot password?' }).click();
    await wide.getByRole('form', { name: 'Reset your password' }).waitFor();
    await screenshot(wide, 'mail-forgot');
    await clean(wide);

    const p = await page(MOBILE);
    await p.goto('/login');
    await p.getByRole('link', { name: 'Forgot password?' }).click();
    await p.getByRole('heading', { level: 1, name: 'Forgot password?' }).waitFor();
    await screenshot(p, 'mail-forgot');
    await clean(p);
    await p.getByLabel('Email Address').fill(COUNSELLOR.email);
    await p.getByRole('button', { name: 'Send reset link' }).click();
    await p.getByRole('status').getByText('If an account exists for that address').waitFor();
    await screenshot(p, 'mail-forgot-sent');
    await clean(p);

    const mail = await mailWhere(smtp, (m) => m.to.includes(COUNSELLOR.email));
    const link = /http\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link?.startsWith(`${desk.url}/reset-password?token=`)).toBe(true);
    await p.goto(link!);
    await p.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await p.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await p.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await screenshot(p, 'mail-reset');
    await clean(p);
    await p.getByRole('button', { name: 'Set new password' }).click();
    await p.getByRole('status').getByText('Your password has been changed').waitFor();
    await clean(p);

    // the same link again: used
    const again = await page();
    await again.goto(link!);
    await again.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await screenshot(again, 'mail-reset');
    await again.getByLabel('New Password', { exact: true }).fill('Third-password-3');
    await again.getByLabel('Confirm New Password').fill('Third-password-3');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await again.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await screenshot(again, 'mail-reset-used');
    await clean(again);

    await p.getByRole('link', { name: 'Sign in', exact: true }).click();
    await signIn(p, { email: COUNSELLOR.email, password: NEW_PASSWORD });
    // the session opened before the reset has ended: the app hands over to /login (once:
    // e2e/session-end.test.ts), possibly before the reload, so the test waits for where it ends.
    await before.reload({ waitUntil: 'commit' });
    await expect.poll(() => new URL(before.url()).pathname).toBe('/login');
    await before.getByRole('button', { name: /sign in|log ?in/i }).waitFor();
  });
});
