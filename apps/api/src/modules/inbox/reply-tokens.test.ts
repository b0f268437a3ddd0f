import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry } from '../../test/fixtures';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { enqueueMail } from '../mail/outbox';

const FROM = 'StudyDesk <desk@agency.example>';
const DOMAIN = 'replies.agency.example';

/** Reply-To of the mail with this subject, once it arrived. */
async function replyToOf(smtp: TestSmtp, subject: string): Promise<string | undefined> {
  const all = await smtp.waitUntil((ms) => ms.some((m) => m.subject === subject));
  const mail = all.find((m) => m.subject === subject) as ReceivedMail;
  return mail.parsed.replyTo?.value[0]?.address;
}

describe('reply tokens in the Reply-To of mail to a student', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: FROM, INBOUND_DOMAIN: DOMAIN });
    plain = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: FROM });
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
    await smtp.close();
  });

  const compose = async (app: TestApp, n: number, subject: string) => {
    const admin = await app.tokenFor('admin');
    const id = await createEnquiry(app, admin, n);
    const res = await app.app.inject({
      method: 'POST',
      url: `/api/enquiries/${id}/emails`,
      headers: bearer(admin),
      payload: { subject, body: 'Hello' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return id;
  };

  it('routes replies to reply+<token>@INBOUND_DOMAIN, one unguessable token per enquiry', async () => {
    const id = await compose(t, 1, 'First');
    const first = await replyToOf(smtp, 'First');
    expect(first).toMatch(new RegExp(`^reply\\+[0-9a-f]{32}@${DOMAIN.replace(/\./g, '\\.')}$`));
    const row = await t.app.dbHandle.db
      .selectFrom('reply_tokens')
      .selectAll()
      .where('enquiryId', '=', id)
      .executeTakeFirstOrThrow();
    expect(first).toBe(`reply+${row.token}@${DOMAIN}`);
    // A second mail to the same student carries the same token; another student's differs.
    const admin = await t.tokenFor('admin');
    await t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${id}/emails`,
      headers: bearer(admin),
      payload: { subject: 'Second', body: 'Again' },
    });
    expect(await replyToOf(smtp, 'Second')).toBe(first);
    await compose(t, 2, 'Other student');
    expect(await replyToOf(smtp, 'Other student')).not.toBe(first);
  });

  it('leaves mail to staff about an enquiry with its own Reply-To', async () => {
    const admin = await t.tokenFor('admin');
    const id = await createEnquiry(t, admin, 3);
    await enqueueMail(t.app.dbHandle.db, {
      kind: 'assignment',
      to: 'counsellor@agency.example',
      subject: 'Staff notice',
      text: 'A lead',
      replyTo: 'desk@agency.example',
      enquiryId: id,
    });
    expect(await replyToOf(smtp, 'Staff notice')).toBe('desk@agency.example');
  });

  it('keeps the writer as Reply-To when inbound mail is not set up', async () => {
    await compose(plain, 4, 'No inbound');
    expect(await replyToOf(smtp, 'No inbound')).toMatch(/@test\.local$/);
  });
});
