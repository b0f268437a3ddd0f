import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './browser';
import { E2E_ADMIN } from './env';
import { serveStudyDesk, type Served } from './serve';

/** The domain whose mail the desk takes in (its MX, as far as these tests go). */
export const INBOUND_DOMAIN = 'replies.agency.example';

/**
 * A StudyDesk of the file's own that takes mail over SMTP for INBOUND_DOMAIN, and a browser:
 * started before the file's tests, closed after them with every context they opened.
 */
export function inboundDesk() {
  let browser: Browser;
  let desk: Served;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
    desk = await serveStudyDesk({
      ...{ INBOUND_DOMAIN, INBOUND_SMTP_PORT: '0', INBOUND_SMTP_HOST: '127.0.0.1' },
    });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await desk?.close();
  });
  return {
    get desk() {
      return desk;
    },
    /** A browser context of this desk at `viewport`, closed after the file. */
    async context(viewport: { width: number; height: number }) {
      const context = await browser.newContext({ viewport, baseURL: desk.url });
      contexts.push(context);
      return context;
    },
    /** A mail handed to the desk's SMTP listener, as the sender's server would. */
    mail: (message: Mail.Options) =>
      nodemailer
        .createTransport({
          ...{ host: '127.0.0.1', port: desk.app.inbox.smtpPort },
          ...{ secure: false, ignoreTLS: true },
        })
        .sendMail(message),
    /** The admin's session token, from the desk's own login. */
    async adminToken() {
      const login = await desk.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: E2E_ADMIN,
      });
      return login.json<{ token: string; user: { _id: string } }>();
    },
  };
}
