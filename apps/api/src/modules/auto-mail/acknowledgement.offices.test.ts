import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { officeHelpers } from '../../test/offices';
import { mailEnv } from '../../test/outbox';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

/** A lead of an office is answered from the agency and that office; replies go to the office. */
describe('the acknowledgement of an office’s lead', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: string;
  let leeds: string;
  let pune: string;
  let n = 0;
  const patch = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'PATCH', url, headers: bearer(admin), payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Who the acknowledgement of a lead sent to `office` is from, and where replies go. */
  async function answered(office: string, path = '/api/enquiries') {
    const input = enquiryInput(++n);
    const payload =
      path === '/api/contact'
        ? { name: input.fName, email: input.email, message: 'Call me', office }
        : { ...input, office };
    const res = await t.app.inject({ method: 'POST', url: path, payload });
    expect(res.statusCode, res.body).toBe(201);
    const all = await smtp.waitUntil((m) => m.some((x) => x.to.includes(input.email)));
    const m = all.find((x) => x.to.includes(input.email))!;
    return { from: m.parsed.from?.value[0]?.name, replyTo: m.parsed.replyTo?.value[0]?.address };
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(mailEnv(smtp));
    admin = await t.tokenFor('admin');
    await patch('/api/settings', { agencyName: 'Globe', agencyReplyTo: 'desk@globe.test' });
    const h = officeHelpers(t, admin);
    leeds = (await h.office('Leeds'))._id;
    pune = (await h.office('Pune'))._id;
    await patch(`/api/offices/${leeds}`, { replyEmail: 'leeds@globe.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('names the office and has replies go to its reply address, else the agency’s', async () => {
    expect(await answered(leeds)).toEqual({ from: 'Globe · Leeds', replyTo: 'leeds@globe.test' });
    expect(await answered(pune)).toEqual({ from: 'Globe · Pune', replyTo: 'desk@globe.test' });
  });

  it('follows a change to the office at once', async () => {
    await patch(`/api/offices/${pune}`, { name: 'Pune West', replyEmail: 'pune@globe.test' });
    expect(await answered(pune)).toEqual({ from: 'Globe · Pune West', replyTo: 'pune@globe.test' });
    await patch(`/api/offices/${pune}`, { replyEmail: '' });
    expect(await answered(pune)).toEqual({ from: 'Globe · Pune West', replyTo: 'desk@globe.test' });
  });

  it('answers a call request for the office the same way', async () => {
    expect(await answered(leeds, '/api/contact')).toEqual({
      from: 'Globe · Leeds',
      replyTo: 'leeds@globe.test',
    });
  });
});
