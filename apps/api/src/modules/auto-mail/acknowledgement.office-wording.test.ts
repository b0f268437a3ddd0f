import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeSettings } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { enquiryInput } from '../../test/fixtures';
import { officeHelpers } from '../../test/offices';
import { mailEnv } from '../../test/outbox';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

const LEEDS_SUBJECT = 'Leeds has your enquiry {{enqNo}}';
const LEEDS_BODY = 'Dear {{firstName}},\n\nThe Leeds team will call you this week.';

/** An office's own acknowledgement wording, each part falling back to the agency's. */
describe('an office’s acknowledgement wording', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: string;
  let leeds: string;
  let pune: string;
  let n = 0;
  const settings = (office: string, payload?: object) =>
    t.app.inject({
      method: payload ? 'PATCH' : 'GET',
      url: `/api/offices/${office}/settings`,
      headers: bearer(admin),
      payload,
    });
  /** The subject and text of the acknowledgement of a lead sent to `office`. */
  async function answered(office: string) {
    const input = enquiryInput(++n);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...input, office },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { enqNo } = res.json<{ enqNo: string }>();
    const all = await smtp.waitUntil((m) => m.some((x) => x.to.includes(input.email)));
    const m = all.find((x) => x.to.includes(input.email))!;
    return { enqNo, subject: m.parsed.subject, text: m.parsed.text ?? '' };
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(mailEnv(smtp));
    admin = await t.tokenFor('admin');
    const agency = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { agencyName: 'Globe' },
    });
    expect(agency.statusCode).toBe(200);
    const h = officeHelpers(t, admin);
    leeds = (await h.office('Leeds'))._id;
    pune = (await h.office('Pune'))._id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers an office’s lead in its own words, and another office’s in the agency’s', async () => {
    const res = await settings(leeds, { ackSubject: LEEDS_SUBJECT, ackBody: LEEDS_BODY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OfficeSettings>()).toMatchObject({
      own: { ackSubject: LEEDS_SUBJECT, ackBody: LEEDS_BODY },
      effective: { ackSubject: LEEDS_SUBJECT, ackBody: LEEDS_BODY },
    });
    const own = await answered(leeds);
    expect(own.subject).toBe(`Leeds has your enquiry ${own.enqNo}`);
    expect(own.text).toContain('The Leeds team will call you this week.');
    const agency = await answered(pune);
    expect(agency.subject).toBe(`Globe: we have your enquiry ${agency.enqNo}`);
    expect(agency.text).not.toContain('Leeds team');
  });

  it('falls back to the agency’s subject when the office hands its own back', async () => {
    expect((await settings(leeds, { ackSubject: null })).statusCode).toBe(200);
    const mail = await answered(leeds);
    expect(mail.subject).toBe(`Globe: we have your enquiry ${mail.enqNo}`);
    expect(mail.text).toContain('The Leeds team will call you this week.');
  });

  it('refuses wording it cannot send, and changes nothing', async () => {
    const res = await settings(leeds, { ackSubject: 'x'.repeat(201), ackBody: 'Hello' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors?: object }>().fieldErrors).toHaveProperty('ackSubject');
    const now = (await settings(leeds)).json<OfficeSettings>();
    expect(now.own).toMatchObject({ ackSubject: null, ackBody: LEEDS_BODY });
  });
});
