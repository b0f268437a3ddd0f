import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import type { InvoiceSent } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { mailEnv } from '../../test/outbox';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { dayFromToday, invoiceFixtures } from './invoices.fixtures';

describe('invoices and receipts by mail, through the outbox', () => {
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

  /** The text of the mail's PDF attachment, which must be named `filename`. */
  const pdfText = async (mail: ReceivedMail, filename: string) => {
    const pdf = mail.parsed.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(filename);
    const parser = new PDFParse({ data: new Uint8Array(pdf!.content) });
    const { text } = await parser.getText();
    await parser.destroy();
    return text;
  };
  const arrived = (subject: string) =>
    smtp.waitUntil((all) => all.some((m) => m.subject.includes(subject)));

  it('mails the invoice with its PDF, and each payment\u2019s numbered receipt', async () => {
    const student = await f.student(admin);
    const inv = await f.invoice(admin, student, {
      currency: 'EUR',
      due: dayFromToday(30),
      lines: [{ description: 'Visa file', amount: '300' }],
      instalments: [{ due: dayFromToday(30) }, { due: dayFromToday(60) }],
    });
    const sent = await f.call(admin, 'POST', `/invoices/${inv._id}/send`);
    expect(sent.statusCode, sent.body).toBe(202);
    const to = sent.json<InvoiceSent>().to;
    const mail = (await arrived(inv.number)).find((m) => m.subject.includes(inv.number))!;
    expect(mail.to).toEqual([to]);
    expect(mail.text).toContain(`due ${inv.due}`);
    const text = await pdfText(mail, `${inv.number}.pdf`);
    expect(text).toContain(`Invoice ${inv.number}`);
    expect(text).toContain('Total: 300.00 EUR');

    const receipt = await f.pay(admin, inv._id, '150');
    const got = (await arrived(receipt.number)).find((m) => m.subject.includes(receipt.number))!;
    expect(got.to).toEqual([to]);
    expect(got.text).toContain(`invoice ${inv.number}`);
    expect(got.text).toContain('Still to pay on this invoice: 150.00 EUR');
    const receiptText = await pdfText(got, `${receipt.number}.pdf`);
    expect(receiptText).toContain(`Receipt ${receipt.number}`);
    expect(receiptText).toContain(`Invoice ${inv.number}`);
    expect(receiptText).toContain('Received: 150.00 EUR');
    expect(receiptText).toContain('Still to pay: 150.00 EUR');
  });

  it('makes each receipt’s PDF as of its own payment, however late its mail goes', async () => {
    const student = await f.student(admin);
    const inv = await f.invoice(admin, student, {
      currency: 'KWD',
      due: dayFromToday(30),
      lines: [{ description: 'Visa file', amount: '10.500' }],
    });
    // both written before either mail need go: the PDF is made when it goes, from the record
    const first = await f.pay(admin, inv._id, '4.250');
    const second = await f.pay(admin, inv._id, '6.250');
    const queued = await t.app.dbHandle.db
      .selectFrom('outbox')
      .select('attachments')
      .where('subject', 'like', `%${first.number}%`)
      .executeTakeFirstOrThrow();
    expect(queued.attachments).not.toContain('"content"');
    for (const [r, left] of [
      [first, '6.250 KWD'],
      [second, '0.000 KWD'],
    ] as const) {
      const got = (await arrived(r.number)).find((m) => m.subject.includes(r.number))!;
      const text = await pdfText(got, `${r.number}.pdf`);
      expect(text).toContain(`Receipt ${r.number}`);
      expect(text).toContain(`Still to pay: ${left}`);
    }
  });

  it('records a payment from a student without an e-mail address, and mails nothing', async () => {
    const student = await f.student(admin, { email: undefined });
    const inv = await f.invoice(admin, student, {
      currency: 'JPY',
      due: dayFromToday(30),
      lines: [{ description: 'Courier', amount: '3000' }],
    });
    const res = await f.payRes(admin, inv._id, '3000');
    expect(res.statusCode, res.body).toBe(201);
    const { number } = res.json<{ number: string }>();
    expect(number).toMatch(/^RC-\d{4}-\d{4}$/);
    const queued = await t.app.dbHandle.db
      .selectFrom('outbox')
      .select('subject')
      .where('subject', 'like', `%${number}%`)
      .execute();
    expect(queued).toEqual([]);
    // sending the invoice itself still needs an address, and says so
    expect((await f.call(admin, 'POST', `/invoices/${inv._id}/send`)).statusCode).toBe(409);
  });

  it('sends for admins, managers and the student\u2019s counsellor; another\u2019s invoice or a missing one is 404', async () => {
    const counsellor = await t.tokenFor('counsellor');
    const student = await f.student(admin);
    const inv = await f.invoice(admin, student, {
      currency: 'GBP',
      due: dayFromToday(5),
      lines: [{ description: 'Courier', amount: '20' }],
    });
    // a counsellor who does not own the student cannot see the invoice (invoices.counsellor.test.ts)
    expect((await f.call(counsellor, 'POST', `/invoices/${inv._id}/send`)).statusCode).toBe(404);
    const missing = await f.call(
      admin,
      'POST',
      '/invoices/0190a0b0-0000-7000-8000-000000000000/send',
    );
    expect(missing.statusCode).toBe(404);
  });
});
