import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { postStaffEnquiry, staffEnquiryInput } from '../../test/fixtures';
import { csvCell } from '../../lib/spreadsheet';

const HEADERS = [
  'Enquiry no.',
  'Received',
  'Received at',
  'First contact at',
  'First name',
  'Last name',
  'Email',
  'Mobile',
  'Status',
  'Assigned to',
];

describe('enquiry export', () => {
  let t: TestApp;
  let admin: string;
  let base: string;
  const get = (q: string) =>
    t.app.inject({ url: `/api/enquiries/export?${q}`, headers: bearer(admin) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const staff = await t.createUser('counsellor');
    const rows = [
      { mobile: '+91-98661-25640', remarks: '=HYPERLINK("http://x","y")', assignedTo: staff.id },
      { lName: 'Nair', mobile: '098450 22222', remarks: '-2+3' },
      { lName: 'Rao', mobile: '090305-75259', utmSource: 'google', utmMedium: 'cpc' },
    ];
    for (const r of rows) {
      const res = await postStaffEnquiry(t, admin, staffEnquiryInput({ ...r, source: 'walk-in' }));
      expect(res.statusCode, res.body).toBe(201);
    }
    // received at 20:00 UTC on 1 March: 2 March in India
    await t.app.dbHandle.db
      .updateTable('enquiries')
      .set({ createdAt: '2026-03-01T20:00:00.000Z' })
      .execute();
    // first contacted 7 minutes later, from an autumn campaign
    await t.app.dbHandle.db
      .updateTable('enquiries')
      .set({ firstContactAt: '2026-03-01T20:07:00.000Z', utmCampaign: 'autumn-intake' })
      .where('lName', '=', 'Rao')
      .execute();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => t.close());

  it('writes CSV with readable headers, dd-mm-yyyy dates, staff names, and clean phone numbers', async () => {
    const res = await get('tz=Asia/Kolkata');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['x-total-count']).toBe('3');
    const [head, ...lines] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(head!.startsWith(HEADERS.map((h) => `"${h}"`).join(','))).toBe(true);
    expect(lines).toHaveLength(3);
    const first = lines.find((l) => l.includes('Thomas'))!;
    expect(first).toContain('"02-03-2026"');
    // as typed; a bare +… would be read as a sum, so it gets the usual leading '
    expect(first).toContain('"\'+91-98661-25640"');
    expect(first).toContain('"counsellor Tester"');
    expect(first).toContain('"Walk-in"');
    expect(first).toContain('"\'=HYPERLINK(""http://x"",""y"")"');
    const second = lines.find((l) => l.includes('Nair'))!;
    expect(second).toContain('"098450 22222"');
    expect(second).toContain('"\'-2+3"');
    expect((await get('tz=UTC')).body).toContain('"01-03-2026"');
  });

  it('writes XLSX with typed cells: text stays text, dates are dates shown dd-mm-yyyy', async () => {
    const res = await get('format=xlsx&tz=Asia/Kolkata&q=thomas');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['x-total-count']).toBe('1');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Enquiries');
    expect((sheet.getRow(1).values as unknown[]).slice(1, 1 + HEADERS.length)).toEqual(HEADERS);
    const row = sheet.getRow(2);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (header: string) => row.getCell(headers.indexOf(header) + 1);
    expect(cell('Received').value).toEqual(new Date(Date.UTC(2026, 2, 2)));
    expect(cell('Received').numFmt).toBe('dd-mm-yyyy');
    expect(cell('Mobile').value).toBe('+91-98661-25640');
    expect(cell('Assigned to').value).toBe('counsellor Tester');
    const remarks = cell('Remarks');
    expect(remarks.value).toBe('=HYPERLINK("http://x","y")');
    expect(remarks.formula).toBeUndefined();
    expect(sheet.rowCount).toBe(2);
  });

  it('streams chunked, without a Content-Length, and refuses bad parameters', async () => {
    const res = await fetch(`${base}/api/enquiries/export?format=xlsx`, { headers: bearer(admin) });
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await get('format=pdf')).statusCode).toBe(400);
    const tz = await get('tz=Mars/Olympus');
    expect(tz.statusCode).toBe(400);
    expect(tz.json()).toMatchObject({ fieldErrors: { tz: 'Unknown time zone' } });
  });

  it('writes phone numbers exactly as typed, guarding only what a spreadsheet would calculate', () => {
    expect(csvCell('090305-75259', 'phone')).toBe('"090305-75259"');
    expect(csvCell('09866125640', 'phone')).toBe('"09866125640"');
    expect(csvCell('(080) 4123-4567', 'phone')).toBe('"(080) 4123-4567"');
    expect(csvCell('+44 7700 900123', 'phone')).toBe('"+44 7700 900123"');
    expect(csvCell('+919866125640', 'phone')).toBe('"\'+919866125640"');
    expect(csvCell('+91-98661-25640', 'phone')).toBe('"\'+91-98661-25640"');
    expect(csvCell('@SUM(1)')).toBe('"\'@SUM(1)"');
    expect(csvCell('Asha "A" Verma')).toBe('"Asha ""A"" Verma"');
  });

  it('adds the received and first-contact times and the campaign (UTM) columns', async () => {
    const csv = (await get('tz=Asia/Kolkata')).body.replace(/^\uFEFF/, '').split('\r\n');
    const head = csv[0]!.split(',').map((h) => h.replaceAll('"', ''));
    expect(head).toEqual(expect.arrayContaining(['UTM source', 'UTM medium', 'UTM campaign']));
    const rao = csv.find((l) => l.includes('Rao'))!;
    expect(rao).toContain('"090305-75259"');
    expect(rao).toContain('"02-03-2026","02-03-2026 01:30","02-03-2026 01:37"');
    expect(rao).toContain('"google","cpc","autumn-intake"');
    const res = await get('format=xlsx&tz=Asia/Kolkata&q=rao');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1);
    expect(cell('Received at').value).toEqual(new Date(Date.UTC(2026, 2, 2, 1, 30)));
    expect(cell('Received at').numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(cell('First contact at').value).toEqual(new Date(Date.UTC(2026, 2, 2, 1, 37)));
    expect(cell('Mobile').value).toBe('090305-75259');
    expect([
      cell('UTM source').value,
      cell('UTM medium').value,
      cell('UTM campaign').value,
    ]).toEqual(['google', 'cpc', 'autumn-intake']);
  });
});
