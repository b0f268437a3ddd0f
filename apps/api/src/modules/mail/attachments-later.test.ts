import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { mailEnv, waitForOutboxRow } from '../../test/outbox';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { enqueueMail } from './outbox';

/** Files made when their mail goes (a receipt's PDF), through a real SMTP server. */
describe('attachments made when the mail goes', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let broken = 0;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(mailEnv(smtp));
    // 'broken' cannot be made the first time it is asked for
    t.app.outbox.makeAttachments('test-file', (ref) =>
      ref === 'broken' && broken++ === 0
        ? Promise.reject(new Error('the record is not readable yet'))
        : Promise.resolve(Buffer.from(`made from ${ref}`)),
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const db = () => t.app.dbHandle.db;
  const later = (ref: string) => ({
    filename: `${ref}.txt`,
    contentType: 'text/plain',
    later: { kind: 'test-file', ref },
  });
  const arrived = (subject: string) => smtp.messages.filter((m) => m.subject === subject);

  it('keeps what makes the file, not its bytes, and sends the file made', async () => {
    const id = await enqueueMail(db(), {
      kind: 'test',
      to: 'student@example.test',
      subject: 'Made later',
      text: 'See the file',
      attachments: [later('inv-1/pay-1')],
    });
    const queued = await db()
      .selectFrom('outbox')
      .select('attachments')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(queued.attachments!)).toEqual([later('inv-1/pay-1')]);
    await waitForOutboxRow(t.app, id, (r) => r.state === 'sent');
    const file = arrived('Made later')[0]!.parsed.attachments[0]!;
    expect(file.filename).toBe('inv-1/pay-1.txt');
    expect(file.content.toString()).toBe('made from inv-1/pay-1');
  });

  it('never sends a mail without a file it could not make: it tries again, then sends it whole', async () => {
    const settled: string[] = [];
    const off = t.app.outbox.onSettled((s) => settled.push(s));
    const id = await enqueueMail(db(), {
      kind: 'test',
      to: 'student@example.test',
      subject: 'Not yet',
      text: 'See the file',
      attachments: [later('broken')],
    });
    const sent = await waitForOutboxRow(t.app, id, (r) => r.state === 'sent');
    off();
    expect(sent.attempts).toBe(2);
    expect(settled).toEqual(['retry', 'sent']);
    const got = arrived('Not yet');
    expect(got).toHaveLength(1);
    expect(got[0]!.parsed.attachments.map((a) => a.content.toString())).toEqual([
      'made from broken',
    ]);
  });
});
