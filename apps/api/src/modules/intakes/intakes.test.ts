import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { collegeInput, collegeRefs, createRecord } from '../../test/fixtures';

type Intake = { _id: string; status: string; visible: boolean; deletedAt: string | null };

describe('intakes', () => {
  let t: TestApp;
  let admin: string;
  let college: string;
  const call = (method: 'GET' | 'DELETE' | 'POST', url: string) =>
    t.app.inject({ method, url: `/api/intake${url}`, headers: bearer(admin) });
  const count = async () => (await call('GET', '/count')).json<{ count: number }>().count;
  const create = async (month = 'September') =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/intake',
        headers: bearer(admin),
        payload: { college, intakeMonth: month, intakeYear: 2027, deadlineDate: '2027-06-30' },
      })
    ).json<Intake>();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    college = await createRecord(
      t,
      admin,
      '/api/college',
      collegeInput(1, await collegeRefs(t, admin)),
    );
  });
  afterAll(() => t.close());

  it('opens new intakes, visible, by default (spec §5) and names the college', async () => {
    expect(await create()).toMatchObject({
      status: 'open',
      visible: true,
      deletedAt: null,
      collegeName: 'Lakeside College 001',
    });
  });

  it('soft-deletes with DELETE /intake/{id}, answering the record; restores it', async () => {
    const rec = await create('January');
    const before = await count();
    const res = await call('DELETE', `/${rec._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: rec._id, deletedAt: expect.any(String) });
    expect(await count()).toBe(before - 1);
    expect((await call('GET', `/${rec._id}`)).statusCode).toBe(404);
    const trash = await call('GET', '?deleted=true');
    expect(trash.json<{ data: Intake[] }>().data.map((i) => i._id)).toContain(rec._id);
    expect((await call('POST', `/${rec._id}/restore`)).json()).toMatchObject({ deletedAt: null });
    expect(await count()).toBe(before);
  });

  it('hard-deletes with DELETE /intake/hard/{id}, live or already soft-deleted', async () => {
    for (const soft of [false, true]) {
      const rec = await create();
      if (soft) await call('DELETE', `/${rec._id}`);
      expect((await call('DELETE', `/hard/${rec._id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `/hard/${rec._id}`)).statusCode).toBe(404);
      expect((await call('POST', `/${rec._id}/restore`)).statusCode).toBe(404);
    }
  });

  it('deletes every intake with DELETE /intake: the count goes to 0 and stays there', async () => {
    await create();
    await create('May');
    expect(await count()).toBeGreaterThan(0);
    const res = await call('DELETE', '');
    expect(res.json()).toMatchObject({ deleted: expect.any(Number), count: 0 });
    expect(await count()).toBe(0);
    expect((await call('DELETE', '')).json()).toEqual({ deleted: 0, count: 0 });
    expect(await count()).toBe(0);
  });

  it('needs a session to read, and editor or admin to write', async () => {
    for (const url of ['/api/intake', '/api/intake/count'])
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    const counsellor = await t.tokenFor('counsellor');
    const read = await t.app.inject({ url: '/api/intake', headers: bearer(counsellor) });
    expect(read.statusCode).toBe(200);
    const wipe = await t.app.inject({
      method: 'DELETE',
      url: '/api/intake',
      headers: bearer(counsellor),
    });
    expect(wipe.statusCode).toBe(403);
  });

  it('deletes every intake for an admin only: an editor, who may write intakes, gets a 403', async () => {
    await create();
    const before = await count();
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/intake',
      headers: bearer(await t.tokenFor('editor')),
    });
    expect(refused.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it("removes a college's intakes with the college", async () => {
    const rec = await create();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/college/${college}`,
      headers: bearer(admin),
    });
    expect((await call('DELETE', `/hard/${rec._id}`)).statusCode).toBe(404);
  });
});
