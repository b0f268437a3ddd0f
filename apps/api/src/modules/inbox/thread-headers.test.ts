import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry, enquiryInput } from '../../test/fixtures';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { rawMail } from './inbox.fixtures';

const FROM = 'StudyDesk <desk@agency.example>';

describe('answering a reply from StudyDesk keeps the thread', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: FROM, INBOUND_DOMAIN: 'r.example' });
    admin = await t.tokenFor('admin');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const answer = (id: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${id}/emails`,
      headers: bearer(admin),
      payload: { subject: 'Re: Fees', body: 'Here they are', ...body },
    });

  it('sends In-Reply-To and References of the reply it answers', async () => {
    const id = await createEnquiry(t, admin, 1);
    const reply = await t.app.inbox.ingest(
      await rawMail({
        from: enquiryInput(1).email,
        to: 'desk@agency.example',
        subject: 'Fees?',
        text: 'How much?',
        messageId: '<q2@student.example>',
        references: ['<q1@student.example>'],
      }),
    );
    expect(reply.enquiryId).toBe(id);
    const res = await answer(id, { inReplyTo: reply.id });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await smtp.waitUntil((ms) => ms.some((m) => m.subject === 'Re: Fees'));
    const sent = smtp.messages.find((m) => m.subject === 'Re: Fees') ?? mail!;
    expect(sent.header('In-Reply-To')).toBe('<q2@student.example>');
    expect(sent.header('References')).toBe('<q1@student.example> <q2@student.example>');
  });

  const outboxIds = () =>
    t.app.dbHandle.db.selectFrom('outbox').select('id').orderBy('id').execute();

  it('refuses a reply of another record with a 400, sending nothing', async () => {
    const a = await createEnquiry(t, admin, 2);
    const b = await createEnquiry(t, admin, 3);
    const reply = await t.app.inbox.ingest(
      await rawMail({ from: enquiryInput(2).email, to: 'x@y.example', subject: 'A', text: 'a' }),
    );
    expect(reply.enquiryId).toBe(a);
    // in id order: the outbox's worker updates rows meanwhile, which moves them in PostgreSQL's heap
    const before = await outboxIds();
    const res = await answer(b, { inReplyTo: reply.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { inReplyTo: expect.any(String) } });
    expect(await outboxIds()).toEqual(before);
  });
});
