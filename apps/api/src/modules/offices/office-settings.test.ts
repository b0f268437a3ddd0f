import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Office, OfficeSettings } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';

describe('GET/PATCH /api/offices/:id/settings: an office’s own settings', () => {
  let t: TestApp;
  let admin: string;
  let a: string;
  let b: string;
  let managerOfA: string;
  const call = (token: string, method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  const settingsOf = async (office: string, token = admin) => {
    const res = await call(token, 'GET', `/offices/${office}/settings`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OfficeSettings>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const h = officeHelpers(t, admin);
    a = (await h.office('Leeds'))._id;
    b = (await h.office('Pune'))._id;
    managerOfA = (await h.member('manager', [a])).token;
  });
  afterAll(() => t.close());

  it('lets admins and the office’s managers in; another office’s answers 404, others 403', async () => {
    const change = { responseTargetMinutes: 20 };
    expect((await call(managerOfA, 'PATCH', `/offices/${a}/settings`, change)).statusCode).toBe(
      200,
    );
    expect((await settingsOf(a, managerOfA)).own.responseTargetMinutes).toBe(20);
    for (const method of ['GET', 'PATCH'] as const) {
      const other = await call(managerOfA, method, `/offices/${b}/settings`, change);
      expect(other.statusCode, `${method} another office`).toBe(404);
      const missing = await call(admin, method, '/offices/no-such-office/settings', change);
      expect(missing.statusCode).toBe(404);
      for (const role of ['counsellor', 'editor'] as const) {
        const res = await call(await t.tokenFor(role), method, `/offices/${a}/settings`, change);
        expect(res.statusCode, `${method} as ${role}`).toBe(403);
      }
    }
    expect((await settingsOf(b)).own.responseTargetMinutes).toBeNull();
    expect((await call(admin, 'PATCH', `/offices/${b}/settings`, change)).statusCode).toBe(200);
  });

  it('follows the agency’s settings until the office sets its own, and again after null', async () => {
    const agency = (payload: object) => call(admin, 'PATCH', '/settings', payload);
    expect((await agency({ responseTargetMinutes: 45, roundRobin: true })).statusCode).toBe(200);
    await call(admin, 'PATCH', `/offices/${a}/settings`, { responseTargetMinutes: null });
    expect(await settingsOf(a)).toMatchObject({
      office: a,
      own: { roundRobin: null, responseTargetMinutes: null },
      effective: { roundRobin: true, responseTargetMinutes: 45 },
    });
    const own = await call(admin, 'PATCH', `/offices/${a}/settings`, {
      roundRobin: false,
      responseTargetMinutes: '10',
    });
    expect(own.json<OfficeSettings>()).toMatchObject({
      own: { roundRobin: false, responseTargetMinutes: 10 },
      effective: { roundRobin: false, responseTargetMinutes: 10 },
    });
    await agency({ responseTargetMinutes: 30, roundRobin: false });
    expect((await settingsOf(a)).effective).toMatchObject({
      roundRobin: false,
      responseTargetMinutes: 10,
    });
    // every staff member reads each office's target with the offices (its enquiries' clocks)
    const listed = await call(await t.tokenFor('counsellor'), 'GET', '/offices');
    const targets = listed
      .json<{ data: Office[] }>()
      .data.map((o) => [o._id, o.responseTargetMinutes]);
    expect(targets).toEqual(
      expect.arrayContaining([
        [a, 10],
        [b, 20],
      ]),
    );
    await call(admin, 'PATCH', `/offices/${b}/settings`, { responseTargetMinutes: null });
    expect((await settingsOf(b)).effective.responseTargetMinutes).toBe(30);
    await call(admin, 'PATCH', `/offices/${a}/settings`, { roundRobin: null });
    expect((await settingsOf(a)).own.roundRobin).toBeNull();
  });

  it('refuses bad values with the field named, and changes nothing', async () => {
    const before = await settingsOf(a);
    for (const payload of [
      { responseTargetMinutes: 0 },
      { responseTargetMinutes: 1441 },
      { responseTargetMinutes: 'soon' },
      { responseTargetMinutes: 2.5 },
      { roundRobin: 'yes' },
    ]) {
      const res = await call(admin, 'PATCH', `/offices/${a}/settings`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json<{ message: string; fieldErrors: Record<string, string> }>();
      expect(Object.keys(body.fieldErrors)).toEqual(Object.keys(payload));
    }
    const unknown = await call(admin, 'PATCH', `/offices/${a}/settings`, { digestOn: false });
    expect(unknown.statusCode).toBe(400);
    expect(await settingsOf(a)).toEqual(before);
  });
});
