import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '@studydesk/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { journey, type Journey } from './applications.fixtures';

const HEADERS = [
  'Student',
  'Enquiry no.',
  'College',
  'Course',
  'Intake',
  'Stage',
  'Phase',
  'Owner',
  'Days in stage',
  'Next deadline',
  'Deadline for',
  'Created',
];
const DAY = 86_400_000;

describe('applications export', () => {
  let t: TestApp;
  let j: Journey;
  const get = (token: string, q: string) => j.call(token, 'GET', `/applications/export?${q}`);
  const csv = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');

  beforeAll(async () => {
    t = await createTestApp();
    j = await journey(t);
    const open = async (token: string, enquiry: string, more: object) => {
      const res = await j.apply(token, enquiry, more);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<ApplicationDetail>()._id;
    };
    const sept = await open(j.asha.token, j.students.ashas._id, { intake: j.intakes.september });
    const moved = await open(j.admin, j.students.nobodys._id, { intake: j.intakes.january });
    await j.call(j.admin, 'PATCH', `/applications/${moved}/stage`, { stage: 'Submitted' });
    await open(j.ravi.token, j.students.ravis._id, {});
    const db = t.app.dbHandle.db;
    await db
      .updateTable('applications')
      .set({ stageAt: new Date(Date.now() - 3 * DAY - 60_000).toISOString() })
      .where('id', '=', sept)
      .execute();
    await db
      .updateTable('applications')
      .set({ createdAt: '2026-03-01T20:00:00.000Z' })
      .where('id', '=', sept)
      .execute();
    // Whatever got into a name is written so a spreadsheet never runs it.
    await db
      .updateTable('enquiries')
      .set({ fName: '=HYPERLINK("http://x","y")' })
      .where('id', '=', j.students.nobodys._id)
      .execute();
    await db
      .updateTable('colleges')
      .set({ name: '@SUM(1)' })
      .where('id', '=', j.colleges.harbour)
      .execute();
  });
  afterAll(() => t.close());

  it("writes the list's CSV: names, intake, stage, phase, owner, days in stage, next deadline", async () => {
    const res = await get(j.admin, 'tz=Asia/Kolkata');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/applications-\d{4}-\d\d-\d\d\.csv/);
    expect(res.headers['x-total-count']).toBe('3');
    const [head, ...lines] = csv(res.body);
    expect(head).toBe(HEADERS.map((h) => `"${h}"`).join(','));
    expect(lines).toHaveLength(3);
    const meera = lines.find((l) => l.includes('Meera'))!;
    expect(meera).toBe(
      [
        'Meera Thomas',
        j.students.ashas.enqNo,
        'Lakeside College',
        'MSc Data Science',
        'September 2031',
        'Shortlisted',
        'Shortlist',
        'counsellor Tester',
        '3',
        '30-06-2031',
        'Application deadline',
        '02-03-2026',
      ]
        .map((v) => `"${v}"`)
        .join(','),
    );
    const tara = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(tara).toContain('"\'=HYPERLINK(""http://x"",""y"") Thomas"');
    expect(tara).toContain('"Submitted","Applied","","0","",""');
  });

  it("keeps a counsellor to theirs and unassigned ones, and follows the list's filters", async () => {
    const mine = await get(j.asha.token, '');
    expect(mine.headers['x-total-count']).toBe('2');
    expect(csv(mine.body)).toHaveLength(3);
    expect(mine.body).not.toContain('Kiran');
    const submitted = csv((await get(j.admin, 'stage=submitted')).body);
    expect(submitted).toHaveLength(2);
    expect(submitted[1]).toContain('"Submitted"');
    const search = await get(j.admin, 'q=Meera&intakeMonth=September&intakeYear=2031');
    expect(search.headers['x-total-count']).toBe('1');
    expect((await get(j.editor.token, '')).statusCode).toBe(403);
    for (const q of ['format=pdf', 'tz=Mars/Olympus', 'owner=them', 'stage=Not-A-Key'])
      expect((await get(j.admin, q)).statusCode, q).toBe(400);
  });

  it('writes XLSX with typed cells and formulas left as text', async () => {
    await j.apply(j.admin, j.students.nobodys._id, { college: j.colleges.harbour });
    const res = await get(j.admin, 'format=xlsx&tz=UTC');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Applications');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(HEADERS);
    const rowOf = (student: RegExp) =>
      sheet.getRows(2, sheet.rowCount - 1)!.find((r) => student.test(r.getCell(1).text))!;
    const cell = (student: RegExp, header: string) =>
      rowOf(student).getCell(headers.indexOf(header) + 1);
    expect(cell(/Meera/, 'Days in stage').value).toBe(3);
    expect(cell(/Meera/, 'Next deadline').value).toEqual(new Date(Date.UTC(2031, 5, 30)));
    expect(cell(/Meera/, 'Next deadline').numFmt).toBe('dd-mm-yyyy');
    expect(cell(/Meera/, 'Created').value).toEqual(new Date(Date.UTC(2026, 2, 1)));
    const college = sheet.getRows(2, sheet.rowCount - 1)!.map((r) => r.getCell(3));
    const sum = college.find((c) => c.value === '@SUM(1)')!;
    expect(sum.formula).toBeUndefined();
    expect(cell(/HYPERLINK/, 'Student').formula).toBeUndefined();
  });
});
