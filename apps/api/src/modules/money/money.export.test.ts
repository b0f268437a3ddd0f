import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { dayFromToday, invoiceFixtures } from '../invoices/invoices.fixtures';

/** The invoices of a period as an accounting package imports them, read back. */
describe('the money export: CSV and XLSX for an accounting package', () => {
  let t: TestApp;
  let f: ReturnType<typeof invoiceFixtures>;
  let admin: string;
  let managerB: string;
  let gbp: Invoice;
  let jpy: Invoice;
  const day = dayFromToday(0);
  const ddmmyyyy = `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
  const get = (token: string, q: string) => f.call(token, 'GET', `/money/export?${q}`);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    f = invoiceFixtures(t);
    const h = officeHelpers(t, admin);
    managerB = (await h.member('manager', [(await h.office('Branch B'))._id])).token;
    // A name a spreadsheet would run as a formula.
    const student = await f.student(admin, { fName: '=1+2' });
    gbp = await f.invoice(admin, student, {
      currency: 'GBP',
      due: dayFromToday(10),
      lines: [
        { description: 'Visa file', amount: '100', tax: '20' },
        { description: 'Courier', amount: '0.10', quantity: 3 },
      ],
    });
    jpy = await f.invoice(admin, await f.student(admin), {
      currency: 'JPY',
      due: dayFromToday(10),
      lines: [{ description: 'Courier', amount: '3000' }],
    });
  }, 60_000);
  afterAll(() => t.close());

  it('writes date, number, contact, net, tax, gross and currency; a formula is guarded', async () => {
    const res = await get(admin, `format=csv&from=${day}&to=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows: string[][] = parse(res.body, { bom: true });
    expect(rows[0]).toEqual(['Date', 'Number', 'Contact', 'Net', 'Tax', 'Gross', 'Currency']);
    expect(rows.slice(1)).toEqual([
      [ddmmyyyy, gbp.number, "'=1+2 Verma", '100.30', '20.00', '120.30', 'GBP'],
      [ddmmyyyy, jpy.number, expect.stringMatching(/^Asha\d+ Verma$/), '3000', '0', '3000', 'JPY'],
    ]);
    expect(res.body).not.toMatch(/(^|,)"?=1\+2/m);
  });

  it('writes the same as XLSX, amounts as numbers', async () => {
    const res = await get(admin, `format=xlsx&from=${day}&to=${day}`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const row = sheet.getRow(2).values as unknown[];
    expect(row.slice(2)).toEqual([gbp.number, '=1+2 Verma', 100.3, 20, 120.3, 'GBP']);
  });

  it('keeps to the period and the office; counsellors and bad input are refused', async () => {
    const body = async (token: string, q: string): Promise<string[][]> =>
      parse((await get(token, q)).body, { bom: true });
    const tomorrow = dayFromToday(1);
    expect(await body(admin, `format=csv&from=${tomorrow}&to=${tomorrow}`)).toHaveLength(1);
    expect(await body(managerB, `format=csv&from=${day}&to=${day}`)).toHaveLength(1);
    const counsellor = await t.tokenFor('counsellor');
    expect((await get(counsellor, 'format=csv')).statusCode).toBe(403);
    for (const bad of [
      'format=pdf',
      'format=csv&from=2026-02-30',
      `format=csv&from=${day}&to=2020-01-01`,
    ])
      expect((await get(admin, bad)).statusCode, bad).toBe(400);
  });
});
