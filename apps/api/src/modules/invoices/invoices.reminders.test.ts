import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@studydesk/contract';
import { addDays } from '../due/due.deadlines';
import type { Clock } from '../digest/digest.scheduler';
import { createTestApp, type TestApp } from '../../test/harness';
import { mailEnv } from '../../test/outbox';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { dayFromToday, invoiceFixtures } from './invoices.fixtures';
import { runInvoiceReminders } from './invoices.reminders';
import { createReminderScheduler } from './invoices.reminders.scheduler';

/** A clock stopped at 09:00 UTC on `day`, whose timers never fire: one run per start. */
const stoppedAt = (day: string): Clock => ({
  now: () => new Date(`${day}T09:00:00.000Z`),
  setTimer: () => null,
  clearTimer: () => undefined,
});

describe('invoice reminders before and after each due date, through the outbox', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let admin: string;
  let f: ReturnType<typeof invoiceFixtures>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(mailEnv(smtp));
    admin = await t.tokenFor('admin');
    f = invoiceFixtures(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const run = (day: string) => runInvoiceReminders(t.app.dbHandle.db, stoppedAt(day).now());
  /** The reminders queued for an invoice, oldest first. */
  const queued = (inv: Invoice) =>
    t.app.dbHandle.db
      .selectFrom('outbox')
      .select(['subject', 'textBody', 'toAddress'])
      .where('kind', '=', 'invoice-reminder')
      .where('subject', 'like', `%${inv.number}%`)
      .orderBy('createdAt')
      .execute();
  const twoInstalments = async (currency = 'EUR', amount = '300', days = [20, 50]) =>
    f.invoice(admin, await f.student(admin), {
      currency,
      due: dayFromToday(days[0]!),
      lines: [{ description: 'Application service', amount }],
      instalments: days.map((d) => ({ due: dayFromToday(d) })),
    });

  it('reminds 3 days before and 7 after an unpaid instalment, once each, and none once paid', async () => {
    const inv = await twoInstalments();
    const [d1, d2] = inv.instalments.map((p) => p.due) as [string, string];
    await run(addDays(d1, -4));
    expect(await queued(inv)).toEqual([]);
    await run(addDays(d1, -3));
    await run(addDays(d1, -1));
    await run(d1);
    expect((await queued(inv)).map((m) => m.subject)).toEqual([
      `Reminder: invoice ${inv.number}, 150.00 EUR due ${d1}`,
    ]);
    // two processes at once, a week after the due date: one overdue reminder
    await Promise.all([run(addDays(d1, 7)), run(addDays(d1, 7)), run(addDays(d1, 8))]);
    const mails = await queued(inv);
    expect(mails.map((m) => m.subject)).toEqual([
      `Reminder: invoice ${inv.number}, 150.00 EUR due ${d1}`,
      `Overdue: invoice ${inv.number}, 150.00 EUR due ${d1}`,
    ]);
    expect(mails[1]!.textBody).toContain(`was due on ${d1} and is still unpaid`);
    const got = await smtp.waitUntil(
      (all) => all.filter((m) => m.subject.includes(inv.number)).length === 2,
    );
    expect(got.find((m) => m.subject.startsWith('Overdue'))?.to).toEqual([mails[1]!.toAddress]);

    await f.pay(admin, inv._id, '300');
    await run(addDays(d2, -3));
    await run(addDays(d2, 7));
    expect(await queued(inv)).toHaveLength(2);
  });

  it('takes its days from the money settings, and reminds of what a part payment left', async () => {
    const put = (body: object) => f.call(admin, 'PUT', '/money/settings', body);
    for (const bad of [
      { reminderDaysAfter: 0 },
      { reminderDaysBefore: -1 },
      { reminderDaysBefore: 'x' },
    ])
      expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    const set = await put({ reminderDaysBefore: 10, reminderDaysAfter: 1 });
    expect(set.json()).toMatchObject({ reminderDaysBefore: 10, reminderDaysAfter: 1 });
    try {
      const inv = await twoInstalments('GBP', '100', [30]);
      await f.pay(admin, inv._id, '40');
      await run(dayFromToday(19));
      expect(await queued(inv)).toEqual([]);
      await run(dayFromToday(20));
      await run(dayFromToday(31));
      expect((await queued(inv)).map((m) => m.subject)).toEqual([
        `Reminder: invoice ${inv.number}, 60.00 GBP due ${inv.due}`,
        `Overdue: invoice ${inv.number}, 60.00 GBP due ${inv.due}`,
      ]);
    } finally {
      await put({ reminderDaysBefore: 3, reminderDaysAfter: 7 });
    }
  });

  it('sends a reminder once across a restart of the app’s scheduler', async () => {
    const inv = await twoInstalments('JPY', '3000', [40]);
    const clock = stoppedAt(addDays(inv.due, -2));
    for (let start = 0; start < 2; start++) {
      const s = createReminderScheduler({ db: t.app.dbHandle.db, log: t.app.log, clock });
      s.start();
      await s.stop();
      expect((await queued(inv)).map((m) => m.subject)).toEqual([
        `Reminder: invoice ${inv.number}, 3000 JPY due ${inv.due}`,
      ]);
    }
  });

  it('skips a student without an e-mail address, and sends nothing for them', async () => {
    const student = await f.student(admin, { email: undefined });
    const inv = await f.invoice(admin, student, {
      currency: 'GBP',
      due: dayFromToday(60),
      lines: [{ description: 'Courier', amount: '20' }],
    });
    await run(addDays(inv.due, -1));
    await run(addDays(inv.due, 9));
    expect(await queued(inv)).toEqual([]);
  });
});
