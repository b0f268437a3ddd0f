import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtp } from '../apps/api/src/test/smtp';
import { axeViolations, DESKTOP, launch, MOBILE, screenshot, signInAt } from './browser';
import {
  conversationDesk,
  enquireAndBook,
  INBOUND_DOMAIN,
  replyToConfirmation,
  seedCounsellor,
  type Student,
} from './conversation-steps';
import { mailWhere } from './mail-steps';
import type { Served } from './serve';
import { uniqueWord } from './search-palette-steps';

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The conversation end to end: a student enquires, books a session from the thank-you page,
 * answers the confirmation with a question and a PDF; their counsellor reads it on the record,
 * answers in the thread, holds the session and marks it done.
 */
describe('a student books, replies, and is answered', () => {
  const word = uniqueWord().toLowerCase();
  let browser: Browser;
  let desk: Served;
  let smtp: TestSmtp;
  let counsellor: Awaited<ReturnType<typeof seedCounsellor>>;

  beforeAll(async () => {
    browser = await launch();
    ({ desk, smtp } = await conversationDesk());
    counsellor = await seedCounsellor(desk, word);
  });
  afterAll(async () => {
    await browser?.close();
    await desk?.close();
    await smtp?.close();
  });

  const pageAt = async (size: typeof DESKTOP) => {
    const context = await browser.newContext({ viewport: size, baseURL: desk.url });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    return page;
  };

  /** What a person sees is whole: nothing sideways, nothing axe objects to. */
  const looked = async (page: Page, name: string) => {
    await screenshot(page, name);
    expect(await axeViolations(page)).toEqual([]);
    expect(await sideways(page)).toBe(0);
  };

  for (const size of [DESKTOP, MOBILE])
    it(`runs from the thank-you page to a session held, at ${size.width}`, async () => {
      const s: Student = {
        ...{ fName: `Priya${size.width}`, lName: `Shah ${word}` },
        ...{
          email: `priya.${size.width}.${word}@student.example`,
          mobile: `+44 7700 9${size.width}00`,
        },
      };
      const visitor = await pageAt(size);
      await enquireAndBook(visitor, s);
      await looked(visitor, 'conversation-booked');
      await visitor.context().close();

      const confirmation = await mailWhere(
        smtp,
        (m) =>
          m.to.includes(s.email) && m.parsed.attachments.some((a) => a.filename === 'session.ics'),
      );
      const ics = confirmation.parsed.attachments.find((a) => a.filename === 'session.ics')!;
      expect(ics.content.toString()).toContain('BEGIN:VEVENT');
      const sent = await replyToConfirmation(desk, s, confirmation);
      expect(sent.replyTo).toMatch(new RegExp(`^reply\\+.+@${INBOUND_DOMAIN}$`));

      const staff = await pageAt(size);
      await signInAt(staff, `/enquiries/${await counsellor.enquiryOf(s.email)}`, counsellor);
      const timeline = staff.getByRole('list', { name: 'Timeline, newest first' });
      const line = timeline
        .getByRole('listitem')
        .filter({ hasText: `Reply from ${s.fName} ${s.lName}` });
      await line.getByText('Should I bring my transcript?').waitFor();
      const documents = staff.getByRole('region', { name: 'Documents' });
      const file = documents.getByRole('listitem').filter({ hasText: 'transcript.pdf' });
      await file.getByText('Awaiting review').first().waitFor();
      await file
        .getByText(/From e-mail/)
        .first()
        .waitFor();
      await file.scrollIntoViewIfNeeded();
      await looked(staff, 'conversation-document');
      await line.scrollIntoViewIfNeeded();
      await looked(staff, 'conversation-reply');

      await line.getByRole('button', { name: `Reply to ${s.fName} ${s.lName}` }).click();
      const dialog = staff.getByRole('dialog', { name: `Reply to ${s.fName}` });
      await dialog.getByRole('textbox', { name: /^Message/ }).fill('Yes, please bring it along.');
      await looked(staff, 'conversation-answer');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog.waitFor({ state: 'detached' });
      const answer = await mailWhere(
        smtp,
        (m) => m.to.includes(s.email) && m.text.includes('Yes, please bring it along.'),
      );
      expect(answer.header('In-Reply-To')).toBe(sent.messageId);

      const sessions = staff.getByRole('region', { name: 'Sessions' });
      const upcoming = sessions.getByRole('list', { name: 'Upcoming' }).getByRole('listitem');
      const checkIn = upcoming.getByRole('button', { name: /^Check in:/ });
      await checkIn.scrollIntoViewIfNeeded();
      await looked(staff, 'conversation-session-booked');
      await checkIn.click();
      await upcoming.getByText('Checked in').waitFor();
      const done = upcoming.getByRole('button', { name: /^Done:/ });
      await done.click();
      // a session held is over: it moves under Past, with no buttons left, only its status
      await done.waitFor({ state: 'detached' });
      const past = sessions.getByRole('list', { name: 'Past' }).getByRole('listitem');
      await past.getByText('Done', { exact: true }).waitFor();
      expect(await sessions.getByRole('list', { name: 'Upcoming' }).count()).toBe(0);
      await sessions.scrollIntoViewIfNeeded();
      await looked(staff, 'conversation-sessions');
      await staff.context().close();
    });
});
