import type { Import } from '@studydesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { checked, csvText, getImport, runToEnd, utf8 } from './imports.fixtures';

/** An agency's lead sheet as it is: one "Name" column, its own headers, no level of study. */
const SHEET = [
  ['Name', 'Mobile No.', 'Email ID', 'Course interested', 'Country preferred', 'Counsellor'],
  ['Priya Sharma', '+91 98100 00001', 'priya@example.in', 'MBA', 'Canada', 'Asha Rao'],
  ['Madonna', '+91 98100 00002', '', 'MSc Data', 'UK', 'asha.rao@agency.example'],
  ['Ravi Kumar Singh', '+91 98100 00003', '', '', '', ''],
  ['Nikhil Das', '+91 98100 00004', '', '', '', 'Nobody Here'],
];

describe("imports: an agency's own sheet, without editing it first", () => {
  let t: TestApp;
  let admin: string;
  let asha: string;
  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/imports/${id}`, headers: bearer(admin), payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    asha = (await t.createUser('counsellor')).id;
    await t.app.dbHandle.db
      .updateTable('users')
      .set({ fname: 'Asha', lname: 'Rao', email: 'asha.rao@agency.example' })
      .where('id', '=', asha)
      .execute();
  });
  afterAll(() => t.close());

  it('maps headers as people write them, and names the level of study as the form does', async () => {
    const imp = await checked(t, admin, utf8(csvText(SHEET)));
    expect(imp.mapping).toEqual({
      '0': 'fullName',
      '1': 'mobile',
      '2': 'email',
      '3': 'course',
      '4': 'country',
      '5': 'owner',
    });
    expect(imp.valid).toBe(0);
    const missing = imp.errors.filter((e) => e.row === 2);
    expect(missing).toEqual([
      expect.objectContaining({ column: '', message: expect.stringMatching(/^Level of study /) }),
    ]);
    expect(JSON.stringify(imp.errors)).not.toContain('Category');
  });

  it('takes a default for a column the file lacks, splits names and assigns owners', async () => {
    const imp = await checked(t, admin, utf8(csvText(SHEET)));
    const res = await patch(imp.id, { defaults: { category: 'Postgraduate' } });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<Import>();
    expect(after.defaults).toEqual({ category: 'Postgraduate' });
    expect(after.valid).toBe(3);
    expect(after.errors).toEqual([
      expect.objectContaining({ row: 5, column: 'Counsellor', value: 'Nobody Here' }),
    ]);
    expect(after.previewProblems[3]).toEqual({ owner: expect.stringContaining('Nobody Here') });
    expect(after.preview[0]).toMatchObject({ fullName: 'Priya Sharma', category: 'Postgraduate' });

    const done = await runToEnd(t, admin, imp.id);
    expect(done).toMatchObject({ state: 'done', inserted: 3, failed: 1 });
    const stored = await t.app.dbHandle.db
      .selectFrom('enquiries')
      .select(['fName', 'lName', 'category', 'assignedTo'])
      .where('importId', '=', imp.id)
      .orderBy('fName')
      .execute();
    expect(stored).toEqual([
      { fName: 'Madonna', lName: '', category: 'Postgraduate', assignedTo: asha },
      { fName: 'Priya', lName: 'Sharma', category: 'Postgraduate', assignedTo: asha },
      { fName: 'Ravi Kumar', lName: 'Singh', category: 'Postgraduate', assignedTo: null },
    ]);
  });

  it('previews the counsellor by name, whether the file names them or gives their e-mail', async () => {
    const imp = await checked(t, admin, utf8(csvText(SHEET)));
    expect(imp.preview.map((r) => r.owner)).toEqual([
      'Asha Rao',
      'Asha Rao',
      undefined,
      'Nobody Here',
    ]);
    const res = await patch(imp.id, { defaults: { owner: 'ASHA.RAO@agency.example' } });
    expect(res.statusCode, res.body).toBe(200);
    // The default fills the row the file left blank, shown by name too; never a user id.
    expect(res.json<Import>().preview[2]).toMatchObject({ owner: 'Asha Rao' });
    expect(JSON.stringify(res.json<Import>().preview)).not.toContain(asha);
  });

  it('lists the values a fixed list lacks, suggests what they mean and maps them', async () => {
    const rows = [
      ['First name', 'Mobile', 'Level'],
      ['A', '0700 100 001', 'PG'],
      ['B', '0700 100 002', 'Masters'],
      ['C', '0700 100 003', 'PG'],
      ['D', '0700 100 004', 'graduate'],
      ['E', '0700 100 005', 'Astronomy'],
    ];
    const imp = await checked(t, admin, utf8(csvText(rows)));
    expect(imp.fields.find((f) => f.key === 'category')).toMatchObject({
      label: 'Level of study',
      options: ['Graduate', 'Postgraduate', 'Diploma', 'PhD', 'Other'],
    });
    expect(imp.unmatched).toEqual([
      { field: 'category', value: 'PG', rows: 2, suggestion: 'Postgraduate' },
      { field: 'category', value: 'Masters', rows: 1, suggestion: 'Postgraduate' },
      { field: 'category', value: 'Astronomy', rows: 1, suggestion: null },
    ]);
    expect(imp.valid).toBe(1);
    expect(imp.previewProblems[0]).toEqual({ category: expect.stringMatching(/^Level of study/) });
    expect(imp.preview[0]).toMatchObject({ category: 'PG' });

    const mapped = await patch(imp.id, {
      values: { category: { PG: 'Postgraduate', Masters: 'Postgraduate' } },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const after = mapped.json<Import>();
    expect(after.valid).toBe(4);
    expect(after.unmatched).toEqual([
      { field: 'category', value: 'Astronomy', rows: 1, suggestion: null },
    ]);
    expect(after.values).toEqual({ category: { PG: 'Postgraduate', Masters: 'Postgraduate' } });
    expect(after.preview[0]).toMatchObject({ category: 'Postgraduate' });
  });

  it.each([
    [{ values: { category: { PG: 'Doctor' } } }, 'values'],
    [{ values: { fName: { A: 'B' } } }, 'values'],
    [{ values: { nope: { A: 'B' } } }, 'values'],
    [{ defaults: { category: 'Masters' } }, 'defaults'],
    [{ defaults: { owner: 'Nobody Here' } }, 'defaults'],
    [{ defaults: { nope: 'x' } }, 'defaults'],
    [{ defaults: { category: 5 } }, 'defaults'],
  ])('refuses %j with a 400 and changes nothing', async (payload, field) => {
    const imp = await checked(t, admin, utf8(csvText(SHEET)));
    const res = await patch(imp.id, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json<{ fieldErrors: object }>().fieldErrors).join()).toContain(field);
    const now = await getImport(t, admin, imp.id);
    expect({ defaults: now.defaults, values: now.values, valid: now.valid }).toEqual({
      defaults: {},
      values: {},
      valid: 0,
    });
  });
});
