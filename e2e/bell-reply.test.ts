import nodemailer from 'nodemailer';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyTokenFor } from '../apps/api/src/modules/inbox/reply-tokens';
import { axeViolations, DESKTOP, launch, MOBILE, screenshot, signIn } from './browser';
import { E2E_ADMIN } from './env';
import { serveStudyDesk, type Served } from './serve';

const DOMAIN = 'replies.agency.example';

/**
 * A student answers their counsellor's mail: the reply comes in over SMTP, is filed on the
 * enquiry, and the owner's bell says "Reply from …", after a reload too, and leads to the record.
 */
describe('the bell tells the owner a student replied', () => {
  let browser: Browser;
  let desk: Served;
  const contexts: BrowserContext[] = [];

  /** A phone enquiry of the admin's own; its id and a reply address of it. */
  async function ownStudent(fName: string) {
    const login = await desk.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: E2E_ADMIN,
    });
    const { token, user } = login.json<{ token: string; user: { _id: string } }>();
    const made = await desk.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        ...{ source: 'phone', category: 'Postgraduate', fName, lName: 'Sharma' },
        ...{ mobile: `+91 9${String(Date.now()).slice(-9)}`, assignedTo: user._id },
      },
    });
    const id = made.json<{ _id: string }>()._id;
    return { id, to: `reply+${await replyTokenFor(desk.app.dbHandle.db, id)}@${DOMAIN}` };
  }

  const reply = (to: string, name: string) =>
    nodemailer
      .createTransport({
        ...{ host: '127.0.0.1', port: desk.app.inbox.smtpPort },
        ...{ secure: false, ignoreTLS: true },
      })
      .sendMail({
        from: { name, address: `${name.toLowerCase()}@e2e.test` },
        to,
        subject: 'Re: Your documents',
        text: 'Here they are',
      });

  beforeAll(async () => {
    browser = await launch();
    desk = await serveStudyDesk({
      ...{ INBOUND_DOMAIN: DOMAIN, INBOUND_SMTP_PORT: '0', INBOUND_SMTP_HOST: '127.0.0.1' },
    });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await desk?.close();
  });

  for (const size of [DESKTOP, MOBILE])
    it(`shows "Reply from …" and opens the record at ${size.width}`, async () => {
      const name = `Priya${size.width}`;
      const student = await ownStudent(name);
      const context = await browser.newContext({ viewport: size, baseURL: desk.url });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await signIn(page);
      const bell = page.getByRole('button', { name: /^notifications/ });
      const before = await bell.getAttribute('aria-label');

      await reply(student.to, name);
      // the live event raised the count by one
      await expect.poll(() => bell.getAttribute('aria-label')).not.toBe(before);
      await bell.click();
      const popup = page.getByRole('dialog', { name: 'Notifications' });
      const line = popup.getByText(`Reply from ${name}`);
      await line.waitFor();
      await screenshot(page, 'bell-reply');
      expect(await axeViolations(page)).toEqual([]);

      // kept on the server: a reload still shows it, unread, and it leads to the record
      await page.reload();
      await bell.click();
      const kept = page
        .getByRole('dialog', { name: 'Notifications' })
        .getByText(`Reply from ${name}`);
      await kept.waitFor();
      await screenshot(page, 'bell-reply-reloaded');
      await kept.click();
      await page.waitForURL(`**/enquiries?focus=${student.id}`);
    });
});
