import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';

describe('the agency’s settings', () => {
  let t: TestApp;
  let admin: string;
  const get = (token: string) => t.app.inject({ url: '/api/settings', headers: bearer(token) });
  const patch = (token: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/settings', headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('start at their defaults, unchanged by anyone', async () => {
    const res = await get(admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...SETTINGS_DEFAULTS, updatedAt: null, updatedBy: null });
  });

  it('are changed by an admin, one or several at a time, and say who changed them', async () => {
    const one = await patch(admin, { roundRobin: true });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ roundRobin: true, responseTargetMinutes: 15 });
    const both = await patch(admin, { roundRobin: false, responseTargetMinutes: '30' });
    expect(both.statusCode, both.body).toBe(200);
    const read = (await get(admin)).json<Record<string, unknown>>();
    expect(read).toMatchObject({ roundRobin: false, responseTargetMinutes: 30 });
    expect(read.updatedBy).toEqual(expect.any(String));
    expect(Date.parse(String(read.updatedAt))).not.toBeNaN();
  });

  it('are read by counsellors and changed by admins only', async () => {
    const counsellor = await t.tokenFor('counsellor');
    const editor = await t.tokenFor('editor');
    expect((await get(counsellor)).statusCode).toBe(200);
    expect((await get(editor)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/settings' })).statusCode).toBe(401);
    const before = (await get(admin)).json<object>();
    expect((await patch(counsellor, { roundRobin: true })).statusCode).toBe(403);
    expect((await get(admin)).json()).toEqual(before);
  });

  it.each([
    [{ responseTargetMinutes: 0 }, 'responseTargetMinutes'],
    [{ responseTargetMinutes: 1441 }, 'responseTargetMinutes'],
    [{ responseTargetMinutes: 2.5 }, 'responseTargetMinutes'],
    [{ responseTargetMinutes: 'soon' }, 'responseTargetMinutes'],
    [{ roundRobin: 'yes' }, 'roundRobin'],
    // Intl takes these, but they are no zone a picker offers: the digest's hour would be a guess.
    [{ timeZone: 'asia/kolkata' }, 'timeZone'],
    [{ timeZone: 'utc' }, 'timeZone'],
    [{ timeZone: 'EST' }, 'timeZone'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    [{ timeZone: '+05:30' }, 'timeZone'],
  ])('refuse %j with a message on the field, changing nothing', async (body, field) => {
    const before = (await get(admin)).json<object>();
    const res = await patch(admin, { roundRobin: true, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field]).toBeTruthy();
    expect((await get(admin)).json()).toEqual(before);
  });

  it('take a current IANA time zone name', async () => {
    for (const timeZone of ['Asia/Kolkata', 'Europe/Kyiv', 'America/New_York', 'UTC']) {
      const res = await patch(admin, { timeZone });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ timeZone });
    }
  });

  it('refuse a setting they do not know', async () => {
    const res = await patch(admin, { colour: 'blue' });
    expect(res.statusCode).toBe(400);
  });

  it('fall back to the default for a stored value that no longer parses', async () => {
    await t.app.dbHandle.db
      .updateTable('settings')
      .set({ value: '"not a number"' })
      .where('key', '=', 'responseTargetMinutes')
      .execute();
    expect((await get(admin)).json()).toMatchObject({ responseTargetMinutes: 15 });
  });
});
