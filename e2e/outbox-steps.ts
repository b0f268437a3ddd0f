import type { Page } from 'playwright-core';
import type { App } from '../apps/api/src/app';
import { enqueueMail } from '../apps/api/src/modules/mail/outbox';
import { waitForOutboxRow } from '../apps/api/src/test/outbox';
import type { OutboxRow } from '../apps/api/src/db/schema';

/** Queues a mail as the app's own features do, and waits until `done` holds for its row. */
export async function queueMail(
  app: App,
  n: number,
  done: (row: OutboxRow) => boolean,
): Promise<OutboxRow> {
  const id = await enqueueMail(app.dbHandle.db, {
    kind: 'ack',
    to: `student${n}@e2e.test`,
    subject: `Your enquiry ENQ-${1000 + n}`,
    text: `Dear student ${n},\n\nThank you for your enquiry. Your number is ENQ-${1000 + n}.\n\nThe StudyDesk team`,
    html: `<p>Dear student ${n},</p><p>Thank you for your enquiry.</p>`,
    replyTo: 'counsellor@e2e.test',
  });
  return waitForOutboxRow(app, id, done);
}

/** Settings → Outbox, reached from the Settings page's card. */
export async function openOutbox(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Outbox' }).click();
  await page.waitForURL('**/settings/outbox');
  await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
}

/** The grid's row of the mail with this subject. */
export const mailRow = (page: Page, subject: string) =>
  page.getByRole('row').filter({ hasText: subject });

/** Opens the row's ⋮ menu and picks `item` (Resend / Cancel the mail to …). */
export async function rowMenu(page: Page, subject: string, item: string): Promise<void> {
  await mailRow(page, subject).getByRole('menuitem', { name: 'more' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
