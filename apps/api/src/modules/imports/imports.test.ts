import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import {
  checked,
  csvText,
  enquiryCount,
  getImport,
  runToEnd,
  utf8,
  win1252,
} from './imports.fixtures';

const HEAD = ['First name', 'Surname', 'E-mail', 'Tel', 'Category', 'Enquiry date', 'Notes'];

describe('imports: check, mapping, run, failed rows, undo', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('maps headers by alias and reports row errors as the spreadsheet numbers them', async () => {
    const file = win1252(
      csvText(
        [
          HEAD,
          ['Zoë', 'Müller', 'zoe@example.com', '+44 7700 900001', 'Graduate', '01-02-2025', 'café'],
          ['', 'NoName', 'x@example.com', '', 'Graduate', '', ''],
          ['Ann', 'Lee', 'ann@example.com', '', 'Astronaut', '31-02-2025', ''],
        ],
        ';',
      ),
    );
    const imp = await checked(t, admin, file);
    expect(imp.mapping).toEqual({
      '0': 'fName',
      '1': 'lName',
      '2': 'email',
      '3': 'mobile',
      '4': 'category',
      '5': 'receivedAt',
      '6': 'remarks',
    });
    expect(imp.rows).toBe(3);
    expect(imp.valid).toBe(1);
    expect(imp.preview[0]).toMatchObject({ fName: 'Zoë', lName: 'Müller', remarks: 'café' });
    expect(imp.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          row: 3,
          column: 'First name',
          message: 'First name is required',
        }),
        expect.objectContaining({ row: 4, column: 'Category', value: 'Astronaut' }),
        expect.objectContaining({ row: 4, column: 'Enquiry date', value: '31-02-2025' }),
      ]),
    );
  });

  it('refuses two columns mapped to one field (400) and lets a column be ignored', async () => {
    const imp = await checked(
      t,
      admin,
      utf8(csvText([HEAD, ['A', 'B', 'a@b.co', '', 'PhD', '', '']])),
    );
    const clash = await t.app.inject({
      method: 'PATCH',
      url: `/api/imports/${imp.id}`,
      headers: bearer(admin),
      payload: { mapping: { '6': 'fName' } },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json<{ message: string }>().message).toContain('"First name" and "Notes"');
    const ignored = await t.app.inject({
      method: 'PATCH',
      url: `/api/imports/${imp.id}`,
      headers: bearer(admin),
      payload: { mapping: { '6': null } },
    });
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect(ignored.json<{ mapping: Record<string, string | null> }>().mapping['6']).toBeNull();
  });

  it('imports, finds duplicates in the file and the database, exports failed rows, undoes', async () => {
    const before = await enquiryCount(t, admin);
    const rows = [
      HEAD,
      ['Ada', 'One', 'ada@example.com', '', 'Graduate', '', '=SUM(A1)'],
      ['Bob', 'Two', 'bob@example.com', '0700 000 002', 'Diploma', '', ''],
      ['Ada', 'Again', 'ADA@example.com', '', 'Graduate', '', ''],
      ['Bad', 'Row', 'not-an-email', '', 'Graduate', '', ''],
    ];
    const imp = await checked(t, admin, utf8(csvText(rows)));
    expect(imp.duplicates).toEqual([
      expect.objectContaining({
        row: 4,
        choice: 'skip',
        matches: [expect.objectContaining({ id: 'row:2' })],
      }),
    ]);
    const done = await runToEnd(t, admin, imp.id);
    expect(done).toMatchObject({ state: 'done', inserted: 2, skipped: 1, failed: 1, processed: 4 });
    expect(await enquiryCount(t, admin)).toBe(before + 2);

    const list = await t.app.inject({ url: '/api/enquiries?q=ada', headers: bearer(admin) });
    const [ada] = list.json<{ enquiries: Record<string, unknown>[] }>().enquiries;
    expect(ada).toMatchObject({ source: 'import', remarks: '=SUM(A1)', importName: 'leads.csv' });
    expect(ada!.firstContactAt).toBe(ada!.createdAt); // history: never waiting for a first call

    const failed = await t.app.inject({
      url: `/api/imports/${imp.id}/failed`,
      headers: bearer(admin),
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('Error');
    expect(failed.body).toContain('not-an-email');

    // Against the database now: the same people again are duplicates of stored records.
    const again = await checked(t, admin, utf8(csvText(rows.slice(0, 3))));
    expect(again.duplicateCount).toBe(2);

    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${imp.id}/undo`,
      headers: bearer(admin),
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json<{ state: string }>().state).toBe('undone');
    expect(await enquiryCount(t, admin)).toBe(before);
    expect((await getImport(t, admin, imp.id)).state).toBe('undone');
  });
});
