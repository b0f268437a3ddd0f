import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFunnel, DashboardSpeed, DashboardSummary } from '@studydesk/contract';
import { createRecord, enquiryInput } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { officeWork, type OfficeWork } from '../../test/office-work';

const TODAY = new Date().toISOString().slice(0, 10);

describe('a manager’s team figures: the people and records of their offices only', () => {
  let t: TestApp;
  let w: OfficeWork;
  /** A counsellor of office A alone, with an enquiry of A. */
  let onlyA: { id: string; token: string };
  const get = async <T>(token: string, url: string) => {
    const res = await t.app.inject({ url, headers: bearer(token) });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json<T>();
  };
  /** Whose work the speed and funnel figures name, by id or name. */
  const people = async (token: string) => {
    const speed = await get<DashboardSpeed>(token, `/api/dashboard/speed?today=${TODAY}`);
    const funnel = await get<DashboardFunnel>(token, '/api/dashboard/funnel?by=counsellor');
    return {
      speed: speed.byCounsellor.map((r) => r.key),
      funnel: funnel.rows.map((r) => r.key),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await officeWork(t, TODAY);
    onlyA = await officeHelpers(t, w.admin).member('counsellor', [w.a]);
    const body = { ...enquiryInput(50), source: 'phone', office: w.a, assignedTo: onlyA.id };
    await createRecord(t, w.admin, '/api/enquiries', body);
  }, 120_000);
  afterAll(() => t.close());

  it('names in speed to lead and the funnel only the people working their offices’ records', async () => {
    const both = [w.counsellorAB.id, onlyA.id].sort();
    const a = await people(w.managerA.token);
    expect([a.speed.sort(), a.funnel.sort()]).toEqual([both, both]);
    const b = await people(w.managerB.token);
    expect([b.speed, b.funnel]).toEqual([[w.counsellorAB.id], [w.counsellorAB.id]]);
    const asked = await people(w.admin);
    expect(asked.speed.sort()).toEqual(both);
  });

  it('counts the active staff of the office an admin picks, as the team list does', async () => {
    for (const office of [w.a, w.b]) {
      const team = await get<{ total: number }>(w.admin, `/api/users?office=${office}&limit=100`);
      const url = `/api/dashboard/summary?today=${TODAY}&office=${office}`;
      const { cards } = await get<DashboardSummary>(w.admin, url);
      expect(cards.activeStaff, office).toBe(team.total);
    }
    const all = await get<DashboardSummary>(w.admin, `/api/dashboard/summary?today=${TODAY}`);
    expect(all.cards.activeStaff).toBeGreaterThan(4);
  });
});
