import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { png } from '../../test/images';
import { sendForm } from '../../test/multipart';
import { mailEnv } from '../../test/outbox';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';

/** The acknowledgement carries the agency's logo, embedded in the mail, once an admin uploads one. */
describe('the acknowledgement’s logo', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: string;
  let n = 0;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(mailEnv(smtp));
    admin = await t.tokenFor('admin');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { agencyName: 'Globe & Co' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  /** A public enquiry's acknowledgement, as it arrived. */
  const acknowledged = async () => {
    const input = enquiryInput(++n);
    const res = await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: input });
    expect(res.statusCode, res.body).toBe(201);
    const mine = (x: ReceivedMail) => x.to.includes(input.email);
    return (await smtp.waitUntil((all) => all.some(mine))).find(mine)!;
  };
  const upload = (file: Buffer) =>
    sendForm(
      t.app,
      { method: 'PUT', url: '/api/settings/logo', token: admin },
      { image: { file, filename: 'logo.png', contentType: 'image/png' } },
    );

  it('has no image while the agency has no logo', async () => {
    const m = await acknowledged();
    expect(m.parsed.attachments).toEqual([]);
    expect(m.html).not.toContain('<img');
  });

  it('embeds the uploaded logo as an inline part, never as a link to this server', async () => {
    expect((await upload(await png(1200, 400))).statusCode).toBe(200);
    // As sent: mailparser's own `html` puts the parts back in place of their cid: links.
    const m = await simpleParser((await acknowledged()).raw, { keepCidLinks: true });
    const [logo, ...others] = m.attachments;
    expect(others).toEqual([]);
    expect(logo).toMatchObject({ contentType: 'image/png', contentDisposition: 'inline' });
    expect(logo!.cid).toBeTruthy();
    expect(m.html).toContain(`<img src="cid:${logo!.cid}"`);
    expect(m.html).toContain('alt="Globe &amp; Co"');
    expect(m.html).not.toMatch(/src="(https?:|\/uploads|data:)/);
    // A real picture, small enough for a mail, of the logo's shape (3:1).
    const meta = await sharp(logo!.content).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width / meta.height).toBeCloseTo(3, 1);
    expect(logo!.content.length).toBeLessThan(20_000);
  });

  it('has no image again once the logo is removed', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/settings/logo',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const m = await acknowledged();
    expect(m.parsed.attachments).toEqual([]);
    expect(m.html).not.toContain('<img');
  });
});
