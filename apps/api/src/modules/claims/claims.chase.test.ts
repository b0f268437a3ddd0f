import { beforeAll, describe, expect, it } from 'vitest';
import type { Claim, ClaimSummary, Due } from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { officeHelpers } from '../../test/offices';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import { addDays } from '../due/due.deadlines';
import { claimsAgency, type ClaimsAgency } from './claims.fixtures';

describe('claims to chase: sent, unpaid, claimChaseDays after they went', () => {
  let t: TestApp;
  let j: Journey;
  let c: ClaimsAgency;
  const who = {} as Record<'managerA' | 'managerB', string>;
  withJourney((m) => ({ t, j } = m));
  beforeAll(async () => {
    c = await claimsAgency(t, j);
    const set = await j.call(j.admin, 'PUT', '/money/settings', { claimChaseDays: 30 });
    expect(set.json()).toMatchObject({ claimChaseDays: 30 });
    const h = officeHelpers(t, j.admin);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    who.managerA = (await h.member('manager', [a])).token;
    who.managerB = (await h.member('manager', [(await h.office('Branch B'))._id])).token;
  }, 60_000);

  /** A claim of a new enrolled application, sent at `sentAt` (stored: the clock is the test's). */
  async function sentAt(at: string): Promise<Claim> {
    const claim = await c.claim(j.admin, [await c.enrolled(j.students.ashas._id)]);
    await j.call(j.admin, 'PATCH', `/claims/${claim._id}`, { status: 'sent' });
    await t.app.dbHandle.db
      .updateTable('claims')
      .set({ sentAt: at })
      .where('id', '=', claim._id)
      .execute();
    return claim;
  }
  const due = async (token: string, today: string) => {
    const res = await j.call(token, 'GET', `/due?today=${today}&now=${today}T09:00:00.000Z`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Due>();
  };

  it('shows in the Due list of admins and the office\u2019s managers from the right day', async () => {
    const claim = await sentAt('2026-03-01T16:30:00.000Z');
    const before = await due(j.admin, '2026-03-30');
    expect(before.claims).toEqual([]);
    const on = await due(j.admin, '2026-03-31');
    expect(on.claims).toEqual([
      {
        _id: claim._id,
        number: claim.number,
        collegeName: 'Lakeside College',
        outstanding: { amount: '2000.00', currency: 'CAD' },
        sentAt: '2026-03-01T16:30:00.000Z',
        chaseFrom: '2026-03-31',
      },
    ]);
    expect(on.count).toBe(before.count + 1);
    expect((await due(who.managerA, '2026-03-31')).claims!.map((x) => x._id)).toEqual([claim._id]);
    expect((await due(who.managerB, '2026-03-31')).claims).toEqual([]);
    expect((await due(j.asha.token, '2026-03-31')).claims).toBeUndefined();
    // Part-paid is still chased; paid in full it is not.
    const part = await j.call(j.admin, 'POST', `/claims/${claim._id}/payments`, {
      amount: '400',
      receivedAt: '2026-03-20',
      rate: '0.55',
    });
    expect(part.statusCode, part.body).toBe(201);
    expect((await due(j.admin, '2026-03-31')).claims!.map((x) => x.outstanding.amount)).toEqual([
      '1600.00',
    ]);
    await j.call(j.admin, 'POST', `/claims/${claim._id}/payments`, {
      amount: '1600',
      receivedAt: '2026-03-25',
      rate: '0.55',
    });
    expect((await due(j.admin, '2026-04-30')).claims).toEqual([]);
  });

  it('lists them as to-chase on today\u2019s date, and not a day early', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const late = await sentAt(`${addDays(today, -30)}T23:59:00.000Z`);
    const early = await sentAt(`${addDays(today, -29)}T00:01:00.000Z`);
    const draft = await c.claim(j.admin, [await c.enrolled(j.students.ravis._id)]);
    const ids = async (token: string) =>
      (await j.call(token, 'GET', '/claims?status=to-chase'))
        .json<{ data: ClaimSummary[] }>()
        .data.map((x) => x._id);
    expect(await ids(j.admin)).toEqual([late._id]);
    expect(await ids(j.admin)).not.toContain(early._id);
    expect(await ids(j.admin)).not.toContain(draft._id);
    expect(await ids(who.managerB)).toEqual([]);
    const off = await j.call(j.admin, 'PATCH', `/claims/${late._id}`, {
      status: 'written-off',
      reason: 'College closed',
    });
    expect(off.statusCode).toBe(200);
    expect(await ids(j.admin)).toEqual([]);
    expect(
      (await j.call(j.admin, 'PUT', '/money/settings', { claimChaseDays: 0 })).statusCode,
    ).toBe(400);
  });
});
