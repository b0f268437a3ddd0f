import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary, NewEnquiryNotice, StaffMember, User } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeWork, postLead, type OfficeWork } from '../../test/office-work';

const TODAY = new Date().toISOString().slice(0, 10);

/*
 * The people of an office as others read them: the owner pickers' staff list, a manager's
 * team, the team card's "waiting for approval", and the bell's items with their office.
 */
describe('the people of an office', () => {
  let t: TestApp;
  let w: OfficeWork;
  /** A registration waiting for approval: it lands in the default office (A). */
  let pending: string;
  const get = (token: string, url: string) => t.app.inject({ url, headers: bearer(token) });
  const read = async <T>(token: string, url: string) => {
    const res = await get(token, url);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json<T>();
  };
  const summary = (token: string, office = '') =>
    read<DashboardSummary>(token, `/api/dashboard/summary?today=${TODAY}${office}`);

  beforeAll(async () => {
    t = await createTestApp();
    w = await officeWork(t, TODAY);
    pending = (await t.createUser('counsellor', 'pending')).id;
    await postLead(t, 70, w.a);
    await postLead(t, 71, w.b);
  }, 120_000);
  afterAll(() => t.close());

  it('lists the staff with the offices they work in, for every owner picker', async () => {
    const staff = await read<StaffMember[]>(w.counsellorB.token, '/api/users/staff');
    const offices = new Map(staff.map((s) => [s._id, s.offices]));
    expect(offices.get(w.counsellorB.id)).toEqual([w.b]);
    expect(offices.get(w.managerA.id)).toEqual([w.a]);
    expect(offices.get(w.counsellorAB.id)?.sort()).toEqual([w.a, w.b].sort());
    expect(staff.every((s) => !('email' in s) && !('passwordHash' in s))).toBe(true);
  });

  it('lets a manager read the people of their offices, and no one else’s', async () => {
    const { data } = await read<{ data: User[] }>(w.managerA.token, '/api/users?limit=100');
    const ids = data.map((u) => u._id);
    expect(ids).toEqual(expect.arrayContaining([w.managerA.id, w.counsellorAB.id]));
    expect(ids).not.toContain(w.counsellorB.id);
    expect(ids).not.toContain(w.managerB.id);
    expect(data.every((u) => u.offices.includes(w.a))).toBe(true);
    expect(data.every((u) => !('passwordHash' in u))).toBe(true);
    expect((await get(w.managerA.token, `/api/users/${w.counsellorAB.id}`)).statusCode).toBe(200);
    expect((await get(w.managerA.token, `/api/users/${w.counsellorB.id}`)).statusCode).toBe(404);
    const onlyB = await read<{ data: User[] }>(w.managerA.token, `/api/users?office=${w.b}`);
    expect(onlyB.data).toEqual([]);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${w.counsellorAB.id}`,
      headers: bearer(w.managerA.token),
      payload: { userType: 'admin' },
    });
    expect(change.statusCode).toBe(403);
    expect((await get(w.counsellorB.token, '/api/users')).statusCode).toBe(403);
  });

  it('gives a manager the team card of their offices', async () => {
    const team = await read<{ total: number }>(w.admin, `/api/users?office=${w.b}&status=active`);
    const { cards } = await summary(w.managerB.token);
    expect(cards.activeStaff).toBe(team.total);
    expect(cards.pendingRegistrations).toBe(0);
  });

  it('counts those waiting for approval in the office picked', async () => {
    const { data } = await read<{ data: User[] }>(w.admin, `/api/users?status=pending`);
    expect(data.map((u) => u._id)).toEqual([pending]);
    expect((await summary(w.admin, `&office=${w.a}`)).cards.pendingRegistrations).toBe(1);
    expect((await summary(w.admin, `&office=${w.b}`)).cards.pendingRegistrations).toBe(0);
    expect((await summary(w.admin)).cards.pendingRegistrations).toBe(1);
    expect((await summary(w.managerA.token)).cards.pendingRegistrations).toBe(1);
    const lists = (await summary(w.admin, `&office=${w.b}`)).lists;
    expect(lists.pendingRegistrations).toEqual([]);
  });

  it('counts a manager’s enquiries in their offices only', async () => {
    const b = await read<{ enquiry: number }>(w.managerB.token, '/api/enquiries/total/count');
    expect(b.enquiry).toBe(2);
  });

  it('tells the bell each new enquiry’s office, for its clock', async () => {
    type Bell = { enquiries: (NewEnquiryNotice & { office?: string })[] };
    const { enquiries } = await read<Bell>(w.admin, '/api/enquiries/new/count');
    expect(enquiries.map((e) => e.office).sort()).toEqual([w.a, w.b].sort());
    const inB = await read<Bell>(w.managerB.token, '/api/enquiries/new/count');
    expect(inB.enquiries.map((e) => e.office)).toEqual([w.b]);
  });
});
