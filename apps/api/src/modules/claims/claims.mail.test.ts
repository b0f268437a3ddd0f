import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import type { Claim, ClaimSent } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { mailEnv } from '../../test/outbox';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { journey, type Journey } from '../applications/applications.fixtures';
import { CLAIMS_CONTACT, claimsAgency, type ClaimsAgency } from './claims.fixtures';

const textOf = async (bytes: Uint8Array) => {
  const parser = new PDFParse({ data: bytes });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
};

describe('the claim as a PDF, mailed to the college through the outbox', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let j: Journey;
  let c: ClaimsAgency;
  let claim: Claim;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(mailEnv(smtp));
    j = await journey(t);
    c = await claimsAgency(t, j);
    await j.call(j.admin, 'PUT', '/money/settings', { bankDetails: 'Sort code 12-34-56' });
    claim = await c.claim(j.admin, [
      await c.enrolled(j.students.ashas._id),
      await c.enrolled(j.students.ravis._id, { intake: j.intakes.september, tuition: 15000.5 }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('reads back with its number, students, courses, intakes, tuition, amounts and totals', async () => {
    const res = await j.call(j.admin, 'GET', `/claims/${claim._id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${claim.number}.pdf`);
    const text = await textOf(new Uint8Array(res.rawPayload));
    for (const want of [
      `Commission claim ${claim.number}`,
      'Lakeside College, attention Dana Lee',
      'Meera Thomas',
      'Kiran Thomas',
      'MSc Data Science',
      'January 2026',
      'September 2031',
      '20000.00',
      '15000.50',
      '750.03',
      'Total: 2750.03 CAD',
      'Outstanding: 2750.03 CAD',
      'Sort code 12-34-56',
    ])
      expect(text, want).toContain(want);
  });

  it('mails it to the claims contact with the PDF, and a draft becomes sent', async () => {
    const sent = await j.call(j.admin, 'POST', `/claims/${claim._id}/send`);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json<ClaimSent>().to).toBe(CLAIMS_CONTACT.email);
    const all = await smtp.waitUntil((m) => m.some((x) => x.subject.includes(claim.number)));
    const mail = all.find((m) => m.subject.includes(claim.number))!;
    expect(mail.to).toEqual([CLAIMS_CONTACT.email]);
    expect(mail.text).toContain('Dear Dana Lee');
    const pdf = mail.parsed.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`${claim.number}.pdf`);
    expect(await textOf(new Uint8Array(pdf!.content))).toContain('Total: 2750.03 CAD');
    const after = (await j.call(j.admin, 'GET', `/claims/${claim._id}`)).json<Claim>();
    expect(after.status).toBe('sent');
    expect(after.sentAt).toBeTruthy();
  });

  it('refuses without a claims contact (409) and sends nothing', async () => {
    const harbour = await j.apply(j.admin, j.students.nobodys._id, {
      college: j.colleges.harbour,
    });
    const id = harbour.json<{ _id: string }>()._id;
    await j.call(j.admin, 'PATCH', `/applications/${id}/stage`, {
      stage: 'Enrolled',
      confirm: true,
      note: 'Enrolled',
    });
    const other = await c.claim(j.admin, [id], j.colleges.harbour);
    const res = await j.call(j.admin, 'POST', `/claims/${other._id}/send`);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('no claims contact');
    const queued = await t.app.dbHandle.db
      .selectFrom('outbox')
      .select('id')
      .where('subject', 'like', `%${other.number}%`)
      .execute();
    expect(queued).toEqual([]);
    expect((await j.call(j.admin, 'GET', `/claims/${other._id}`)).json<Claim>().status).toBe(
      'draft',
    );
    expect((await j.call(j.asha.token, 'POST', `/claims/${other._id}/send`)).statusCode).toBe(403);
  });
});
