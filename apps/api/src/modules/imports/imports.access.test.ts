import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
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
    const listed = async (token: string) =>
      (await get(token, '/api/imports?resource=enquiries'))
        .json<{ data: { id: string }[] }>()
        .data.map((i) => i.id);
    expect(await listed(counsellor)).toContain(imp.id);
    expect(await listed(admin)).toContain(imp.id);
    expect(await listed(other)).not.toContain(imp.id);
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
