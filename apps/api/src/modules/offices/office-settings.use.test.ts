import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Enquiry, MyWork } from '@studydesk/contract';
import { enquiryInput } from '../../test/fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';

/*
 * What an office's own settings change: whose turn a lead of the office takes, and which
 * waiting leads are past the office's response target (the counsellor's figure and its list).
 */
describe('an office’s settings at work', () => {
  let t: TestApp;
  let admin: string;
  let a: string;
  let b: string;
  let inA: string;
  let inB: string;
  let n = 0;
  const call = (token: string, method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  const set = async (url: string, payload: object) =>
    expect((await call(admin, 'PATCH', url, payload)).statusCode).toBe(200);

  /** A public lead sent to `office`, as an admin then reads it. */
  async function lead(office: string): Promise<Enquiry> {
    const input = enquiryInput(++n);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { ...input, office },
    });
    expect(res.statusCode, res.body).toBe(201);
    const found = await call(admin, 'GET', `/enquiries?q=${encodeURIComponent(input.email)}`);
    return found.json<{ enquiries: Enquiry[] }>().enquiries[0]!;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    const h = officeHelpers(t, admin);
    a = (await h.list()).find((o) => o.isDefault)!._id;
    b = (await h.office('Pune'))._id;
    inA = (await h.member('counsellor', [a])).id;
    inB = (await h.member('counsellor', [b])).id;
  });
  afterAll(() => t.close());

  it('takes turns in an office that turned round-robin on, whatever the agency’s', async () => {
    await set('/settings', { roundRobin: false });
    await set(`/offices/${b}/settings`, { roundRobin: true });
    expect(await lead(b)).toMatchObject({ office: b, assignedTo: inB });
    expect(await lead(a)).toMatchObject({ office: a, assignedTo: null });
    await set('/settings', { roundRobin: true });
    await set(`/offices/${a}/settings`, { roundRobin: false });
    expect(await lead(a)).toMatchObject({ office: a, assignedTo: null });
    expect(await lead(b)).toMatchObject({ office: b, assignedTo: inB });
    await set(`/offices/${a}/settings`, { roundRobin: null });
    expect(await lead(a)).toMatchObject({ office: a, assignedTo: inA });
  });

  it('counts a waiting lead past its own office’s target, in the figure and its list', async () => {
    await set('/settings', { roundRobin: false, responseTargetMinutes: 15 });
    const h = officeHelpers(t, admin);
    const both = await h.member('counsellor', [a, b]);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 10 * 60_000 });
    const ids = { a: (await lead(a))._id, b: (await lead(b))._id };
    vi.useRealTimers();
    for (const id of Object.values(ids))
      expect(
        (await call(admin, 'PUT', `/enquiries/${id}`, { assignedTo: both.id })).statusCode,
      ).toBe(200);
    const past = async () => {
      const w = (await call(both.token, 'GET', '/dashboard/mine')).json<MyWork>();
      const list = await call(both.token, 'GET', '/enquiries?owner=me&contacted=no&pastTarget=yes');
      const rows = list.json<{ enquiries: Enquiry[]; count: number }>();
      expect(rows.count).toBe(w.leadsPastTarget);
      return { ids: rows.enquiries.map((e) => e._id).sort(), target: w.responseTargetMinutes };
    };
    await set(`/offices/${a}/settings`, { responseTargetMinutes: 30 });
    await set(`/offices/${b}/settings`, { responseTargetMinutes: 5 });
    expect(await past()).toEqual({ ids: [ids.b], target: 5 });
    await set(`/offices/${b}/settings`, { responseTargetMinutes: null });
    expect(await past()).toEqual({ ids: [], target: 15 });
    await set('/settings', { responseTargetMinutes: 8 });
    expect(await past()).toEqual({ ids: [ids.b], target: 8 });
    await set(`/offices/${a}/settings`, { responseTargetMinutes: 9 });
    expect(await past()).toEqual({ ids: [ids.a, ids.b].sort(), target: 8 });
  });
});
