import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry, enquiryInput } from '../../test/fixtures';
import { replyTokenFor } from './reply-tokens';

const DOMAIN = 'replies.agency.example';

/** A real SMTP conversation with the listener (the listener answers once the mail is filed). */
describe('the inbound SMTP listener', () => {
  let t: TestApp;
  let admin: string;
  const send = (mail: Mail.Options) =>
    nodemailer
      .createTransport({
        host: '127.0.0.1',
        port: t.app.inbox.smtpPort,
        secure: false,
        ignoreTLS: true,
      })
      .sendMail(mail);
  beforeAll(async () => {
    t = await createTestApp({
      INBOUND_DOMAIN: DOMAIN,
      INBOUND_SMTP_PORT: '0',
      INBOUND_SMTP_HOST: '127.0.0.1',
      INBOUND_MAX_BYTES: '100000',
    });
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('takes a reply for its domain and files it before answering', async () => {
    expect(t.app.inbox.smtpPort).toBeGreaterThan(0);
    const id = await createEnquiry(t, admin, 1);
    const token = await replyTokenFor(t.app.dbHandle.db, id);
    const info = await send({
      from: enquiryInput(1).email,
      to: `reply+${token}@${DOMAIN}`,
      subject: 'Over SMTP',
      text: 'Hello from my phone',
    });
    expect(info.accepted).toEqual([`reply+${token}@${DOMAIN}`]);
    const row = await t.app.dbHandle.db
      .selectFrom('inbound_mails')
      .selectAll()
      .where('subject', '=', 'Over SMTP')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ enquiryId: id, filedBy: 'token', textBody: 'Hello from my phone' });
  });

  it('is no relay: mail for other domains is refused', async () => {
    await expect(
      send({ from: 'a@b.example', to: 'victim@elsewhere.example', subject: 'x', text: 'x' }),
    ).rejects.toMatchObject({ responseCode: 550 });
  });

  it('refuses a message over the size limit, filing nothing', async () => {
    await expect(
      send({
        from: 'a@b.example',
        to: `desk@${DOMAIN}`,
        subject: 'Big',
        text: 'x'.repeat(200_000),
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    const rows = await t.app.dbHandle.db
      .selectFrom('inbound_mails')
      .select('id')
      .where('subject', '=', 'Big')
      .execute();
    expect(rows).toEqual([]);
  });
});
