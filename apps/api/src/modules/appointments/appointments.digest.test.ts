import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { mailEnv } from '../../test/outbox';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { runDigest } from '../digest/digest';
import { appointmentFixtures, daysAhead } from './appointments.fixtures';

describe('today\u2019s sessions in the morning digest', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let f: ReturnType<typeof appointmentFixtures>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(mailEnv(smtp));
    f = appointmentFixtures(t, await t.tokenFor('admin'));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists the counsellor\u2019s session of the day, and mails one who has only that', async () => {
    const o = await f.office('UTC');
    const c = await f.counsellor(o._id);
    const day = daysAhead(4);
    const me = f.person();
    const res = await f.book({ ...me, counsellor: c.id, start: `${day}T09:30:00.000Z` });
    expect(res.statusCode, res.body).toBe(201);
    await runDigest(t.app.dbHandle.db, new Date(`${day}T08:00:00.000Z`));
    const mine = await smtp.waitUntil((all) =>
      all.some((m) => m.subject.startsWith('Your day') && m.text.includes(me.lName)),
    );
    const digest = mine.find((m) => m.subject.startsWith('Your day') && m.text.includes(me.lName))!;
    expect(digest.text).toContain(`Sessions today (1)\n- `);
    expect(digest.text).toContain(`09:30 Introduction call: ${me.fName} ${me.lName}`);
  });
});
