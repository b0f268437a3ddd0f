import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { createTestApp, type TestApp } from '../../test/harness';
import { dayFromToday, invoiceFixtures } from './invoices.fixtures';

describe('the invoice PDF', () => {
  let t: TestApp;
  let admin: string;
  let f: ReturnType<typeof invoiceFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = invoiceFixtures(t);
  });
  afterAll(() => t.close());

  it('reads back with its number, lines, totals, instalments, bank details and terms', async () => {
    await f.call(admin, 'PUT', '/money/settings', {
      bankDetails: 'Sort code 12-34-56, account 12345678',
      terms: 'Fees are not refundable once a visa file is lodged.',
    });
    const student = await f.student(admin);
    const inv = await f.invoice(admin, student, {
      currency: 'GBP',
      due: dayFromToday(30),
      lines: [
        { description: 'Application service', amount: '450', tax: 20 },
        { description: 'Courier (Søren’s papers)', amount: '12.50', quantity: 2 },
      ],
      instalments: [{ due: dayFromToday(30) }, { due: dayFromToday(60) }],
    });
    const res = await f.call(admin, 'GET', `/invoices/${inv._id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${inv.number}.pdf`);
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    for (const want of [
      `Invoice ${inv.number}`,
      'Application service',
      'Courier (Søren’s papers)',
      '540.00', // 450 + 20% tax
      'Total: 565.00 GBP',
      'Outstanding: 565.00 GBP',
      `Due ${dayFromToday(60)}: 282.50 GBP`,
      'Sort code 12-34-56, account 12345678',
      'Fees are not refundable',
    ])
      expect(text, want).toContain(want);
  });

  const textOf = async (payload: Buffer) => {
    const parser = new PDFParse({ data: new Uint8Array(payload) });
    const { text } = await parser.getText();
    await parser.destroy();
    return text;
  };

  // found from outside: the built-in Helvetica has Windows-1252's letters only, so a
  // Vietnamese or Polish name printed as other characters ("Nguy Ån", "Wa ! sa")
  it('prints names and lines in any Latin, Greek or Cyrillic letters as they were typed', async () => {
    const student = await f.student(admin, { fName: 'Nguyễn Wałęsa' });
    const inv = await f.invoice(admin, student, {
      currency: 'GBP',
      due: dayFromToday(30),
      lines: [{ description: 'Học phí – Zażółć gęślą jaźń · Ελένη · Пётр', amount: '100' }],
    });
    const text = await textOf((await f.call(admin, 'GET', `/invoices/${inv._id}/pdf`)).rawPayload);
    expect(text).toContain('To Nguyễn Wałęsa');
    expect(text).toContain('Học phí – Zażółć gęślą jaźń · Ελένη · Пётр');
    const paid = await f.pay(admin, inv._id, '40');
    const receipt = await f.call(admin, 'GET', `/invoices/${inv._id}/receipts/${paid._id}/pdf`);
    expect(await textOf(receipt.rawPayload)).toContain('From Nguyễn Wałęsa');
  });

  it("prints each payment's receipt again, with what was left after that payment", async () => {
    const student = await f.student(admin, { fName: 'Aiko' });
    const inv = await f.invoice(admin, student, {
      currency: 'JPY',
      due: dayFromToday(30),
      lines: [{ description: 'Visa file', amount: '30000' }],
    });
    const first = await f.pay(admin, inv._id, '10000');
    const second = await f.pay(admin, inv._id, '20000');
    const res = await f.call(admin, 'GET', `/invoices/${inv._id}/receipts/${first._id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${first.number}.pdf`);
    const text = await textOf(res.rawPayload);
    for (const want of [
      `Receipt ${first.number}`,
      `Invoice ${inv.number}`,
      'From Aiko',
      'Received: 10000 JPY',
      'Method: Bank transfer (TR-1)',
      'Still to pay: 20000 JPY',
    ])
      expect(text, want).toContain(want);
    const last = await f.call(admin, 'GET', `/invoices/${inv._id}/receipts/${second._id}/pdf`);
    expect(await textOf(last.rawPayload)).toContain('Still to pay: 0 JPY');
  });

  it("answers 404 for another invoice's receipt and 400 for an id that is none", async () => {
    const student = await f.student(admin);
    const body = {
      currency: 'GBP',
      due: dayFromToday(30),
      lines: [{ description: 'Courier', amount: '20' }],
    };
    const a = await f.invoice(admin, student, body);
    const b = await f.invoice(admin, student, body);
    const paid = await f.pay(admin, a._id, '5');
    const other = await f.call(admin, 'GET', `/invoices/${b._id}/receipts/${paid._id}/pdf`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'Receipt not found' });
    const bad = await f.call(admin, 'GET', `/invoices/${a._id}/receipts/x%00y/pdf`);
    expect(bad.statusCode).toBe(400);
  });
});
