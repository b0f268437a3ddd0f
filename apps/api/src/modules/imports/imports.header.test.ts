import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { xlsxOf } from './imports.files';
import { checked, csvText, runToEnd, utf8 } from './imports.fixtures';

const HEAD = ['First name', 'Last name', 'Email', 'Mobile No.', 'Category'];
const LEADS = [
  ['Anita', 'Karki', 'anita@example.com', '+977 98-4123 4567', 'Graduate'],
  ['Bikash', 'Rai', 'bikash@example.com', '+977 98-4123 4568', 'Postgraduate'],
];

/**
 * An agency's sheet as exported: a title, a date line and a blank row above the header, and
 * columns with data under no header (found from outside: the title was taken for the header,
 * so no row imported and every column but the first was dropped).
 */
describe('imports: the header row below a title, and columns without a header', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('finds the header under a title in a CSV, numbering rows as the sheet does', async () => {
    const file = csvText([
      ['Global Pathways Education - Leads March 2026'],
      ['Exported 31-03-2026'],
      [],
      HEAD,
      ...LEADS,
      ['Chandra', 'Gurung', 'not-an-email', '', 'Graduate'],
    ]);
    const imp = await checked(t, admin, utf8(file));
    expect(imp.columns.map((c) => c.header)).toEqual(HEAD);
    expect(imp).toMatchObject({ rows: 3, valid: 2, errorCount: 1 });
    expect(imp.errors[0]).toMatchObject({ row: 7, column: 'Email' });
    expect(await runToEnd(t, admin, imp.id)).toMatchObject({ state: 'done', inserted: 2 });
  });

  it('finds it under a title in a workbook, and names a headerless column by its letter', async () => {
    const file = await xlsxOf([
      ['Leads from the March fair'],
      [],
      [...HEAD, '', 'Notes'],
      ...LEADS.map((r, k) => [...r, `Passport ${k}`, 'Call after 5', 'stray']),
    ]);
    const imp = await checked(t, admin, file);
    expect(imp.columns.map((c) => c.header).slice(0, 5)).toEqual(HEAD);
    expect(imp.columns.slice(5)).toEqual([
      { index: 5, header: 'Column F', sample: 'Passport 0' },
      { index: 6, header: 'Notes', sample: 'Call after 5' },
      { index: 7, header: 'Column H', sample: 'stray' },
    ]);
    expect(imp).toMatchObject({ rows: 2, errorCount: 0 });
    expect(imp.mapping).toMatchObject({ '0': 'fName', '2': 'email', '5': null, '7': null });
  });

  it('keeps the first row as the header when no row names a field', async () => {
    const imp = await checked(
      t,
      admin,
      utf8(
        csvText([
          ['Foo', 'Bar'],
          ['a', 'b'],
        ]),
      ),
    );
    expect(imp.columns.map((c) => c.header)).toEqual(['Foo', 'Bar']);
  });

  it('maps "Student Name" merged over two columns as first and last name', async () => {
    const file = await xlsxOf(
      [
        ['Student Name', '', 'Email', 'Mobile No.', 'Category'],
        ['Zoë', "O'Brien", 'zoe@example.com', '+44 20 7946 0958', 'Graduate'],
        ['Søren', 'Ødegård', 'soren@example.com', '+45 32 12 34 56', 'PhD'],
        ['Mary-Jane', 'da Silva', 'mj@example.com', '+351 21 123 4567', 'Graduate'],
      ],
      { merge: 'A1:B1' },
    );
    const imp = await checked(t, admin, file);
    expect(imp.columns.map((c) => c.header)).toEqual([
      'Student Name',
      'Column B',
      'Email',
      'Mobile No.',
      'Category',
    ]);
    expect(imp.mapping).toMatchObject({ '0': 'fName', '1': 'lName', '2': 'email' });
    expect(imp).toMatchObject({ rows: 3, valid: 3, errorCount: 0 });
    expect(await runToEnd(t, admin, imp.id)).toMatchObject({ state: 'done', inserted: 3 });
    const res = await t.app.inject({
      url: '/api/enquiries?q=soren@example.com',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(
      res.json<{ enquiries: { fName: string; lName: string }[] }>().enquiries[0],
    ).toMatchObject({
      fName: 'Søren',
      lName: 'Ødegård',
    });
  });

  it('leaves a full name alone when the column beside it is not a surname', async () => {
    const file = utf8(
      csvText([
        ['Student Name', '', 'Email'],
        ['Priya Sharma', '+91 98765 43210', 'priya@example.com'],
        ['Arjun Mehta', '+91 98765 43211', 'arjun@example.com'],
      ]),
    );
    const imp = await checked(t, admin, file);
    expect(imp.mapping).toMatchObject({ '0': 'fullName', '1': null, '2': 'email' });
  });
});
