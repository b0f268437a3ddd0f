import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { newId, now } from '../../lib/ids';
import { checked, csvText, runToEnd, utf8 } from './imports.fixtures';

describe('imports: colleges and courses', () => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp();
    editor = await t.tokenFor('editor');
    const at = now();
    await t.app.dbHandle.db
      .insertInto('countries')
      .values({
        id: newId(),
        createdAt: at,
        updatedAt: at,
        name: 'Canada',
        code: 'CA',
        isoCode: 'CAN',
        dialCode: null,
        currency: null,
        image: null,
        thumbnail: null,
      })
      .execute();
  });
  afterAll(() => t.close());

  it('imports colleges with countries by name and lists, fills a duplicate, refuses link', async () => {
    const head = ['College name', 'Country', 'Categories', 'Website', 'Visible', 'Email'];
    const file = utf8(
      csvText([
        head,
        ['Maple College', 'canada', 'graduate; Diploma', 'https://maple.example', 'yes', ''],
        ['Nowhere U', 'Atlantis', 'PhD', '', 'yes', ''],
        ['maple college', 'Canada', 'PhD', '', 'no', 'info@maple.example'],
      ]),
    );
    const imp = await checked(t, editor, file, { resource: 'colleges' });
    expect(imp.errors).toEqual([
      expect.objectContaining({ row: 3, column: 'Country', value: 'Atlantis' }),
    ]);
    expect(imp.duplicates).toEqual([expect.objectContaining({ row: 4 })]);
    const link = await t.app.inject({
      method: 'PATCH',
      url: `/api/imports/${imp.id}`,
      headers: bearer(editor),
      payload: { duplicateDefault: 'link' },
    });
    expect(link.statusCode).toBe(400);
    const fill = await t.app.inject({
      method: 'PATCH',
      url: `/api/imports/${imp.id}`,
      headers: bearer(editor),
      payload: { duplicates: { '4': 'fill' } },
    });
    expect(fill.json<{ duplicates: { choice: string }[] }>().duplicates[0]!.choice).toBe('fill');
    const done = await runToEnd(t, editor, imp.id);
    expect(done).toMatchObject({ inserted: 1, updated: 1, failed: 1, skipped: 0 });
    const list = await t.app.inject({ url: '/api/college?search=maple', headers: bearer(editor) });
    const [college] = list.json<{ colleges: Record<string, unknown>[] }>().colleges;
    expect(college).toMatchObject({
      name: 'Maple College',
      category: ['Graduate', 'Diploma'],
      email: 'info@maple.example',
      countryName: 'Canada',
      visible: true,
    });

    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${imp.id}/undo`,
      headers: bearer(editor),
    });
    expect(undo.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/college?search=maple', headers: bearer(editor) });
    expect(after.json<{ total: number }>().total).toBe(0);
  });

  it('imports courses', async () => {
    const file = utf8(
      csvText([
        ['Course title', 'Level', 'Fees', 'Tags', 'Domestic'],
        ['MSc Data', 'postgraduate', '12000', 'data, science', 'no'],
        ['BA Art', 'Graduate', 'lots', '', 'maybe'],
      ]),
    );
    const imp = await checked(t, editor, file, { resource: 'courses' });
    expect(imp.errors.map((e) => e.column).sort()).toEqual(['Domestic', 'Fees']);
    const done = await runToEnd(t, editor, imp.id);
    expect(done).toMatchObject({ inserted: 1, failed: 1 });
    const list = await t.app.inject({ url: '/api/courses', headers: bearer(editor) });
    expect(list.json<{ data: Record<string, unknown>[] }>().data[0]).toMatchObject({
      title: 'MSc Data',
      level: 'Postgraduate',
      fees: 12000,
      tags: ['data', 'science'],
      domestic: false,
    });
  });
});
