import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { newId, now } from '../../lib/ids';
import { checked, csvText, runToEnd, upload, utf8 } from './imports.fixtures';

const leads = utf8(
  csvText([
    ['First name', 'Last name', 'Email', 'Category'],
    ['A', 'B', 'a@b.co', 'PhD'],
  ]),
);

describe('imports: who may import what, and see which', () => {
  let t: TestApp;
  let admin: string;
  let counsellor: string;
  let other: string;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    counsellor = await t.tokenFor('counsellor');
    other = await t.tokenFor('counsellor');
    editor = await t.tokenFor('editor');
  });
  afterAll(() => t.close());

  it("takes each resource's write permission", async () => {
    expect((await upload(t, editor, leads)).statusCode).toBe(403);
    expect((await upload(t, counsellor, leads, { resource: 'colleges' })).statusCode).toBe(403);
    expect((await upload(t, counsellor, leads, { resource: 'courses' })).statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'POST', url: '/api/imports', payload: {} });
    expect(anon.statusCode).toBe(401);
    expect((await upload(t, counsellor, leads)).statusCode).toBe(200);
  });

  it('shows an import to its creator and admins only', async () => {
    const imp = await checked(t, counsellor, leads);
    const get = (token: string, url = `/api/imports/${imp.id}`) =>
      t.app.inject({ url, headers: bearer(token) });
    expect((await get(counsellor)).statusCode).toBe(200);
    expect((await get(admin)).statusCode).toBe(200);
    expect((await get(other)).statusCode).toBe(404);
    expect((await get(other, `/api/imports/${imp.id}/failed`)).statusCode).toBe(404);
    const run = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${imp.id}/run`,
      headers: bearer(other),
    });
    expect(run.statusCode).toBe(404);
  });

  it('answers 409 for what the state does not allow, 400 for no file', async () => {
    const imp = await checked(t, admin, leads);
    const post = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/imports/${imp.id}/${path}`,
        headers: bearer(admin),
      });
    expect((await post('undo')).statusCode).toBe(409);
    expect(
      (await t.app.inject({ url: `/api/imports/${imp.id}/failed`, headers: bearer(admin) }))
        .statusCode,
    ).toBe(409);
    await runToEnd(t, admin, imp.id);
    expect((await post('run')).statusCode).toBe(409);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/imports/${imp.id}`,
      headers: bearer(admin),
      payload: { duplicateDefault: 'fill' },
    });
    expect(patch.statusCode).toBe(409);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: bearer(admin),
      payload: { resource: 'enquiries' },
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('offers undo for 7 days only', async () => {
    const imp = await checked(
      t,
      admin,
      utf8(
        csvText([
          ['First name', 'Last name', 'Email', 'Category'],
          ['C', 'D', 'c@d.co', 'PhD'],
        ]),
      ),
    );
    await runToEnd(t, admin, imp.id);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await t.app.dbHandle.db
      .updateTable('imports')
      .set({ finishedAt: eightDaysAgo })
      .where('id', '=', imp.id)
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${imp.id}/undo`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('7 days');
  });
});

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
