import { beforeAll, describe, expect, it } from 'vitest';
import type { Claim, ClaimSummary } from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import { claimsAgency, type ClaimsAgency } from './claims.fixtures';

describe('claims: claimable instalments of one college, numbered, moved only by legal steps', () => {
  let t: TestApp;
  let j: Journey;
  let c: ClaimsAgency;
  withJourney((m) => ({ t, j } = m));
  beforeAll(async () => {
    c = await claimsAgency(t, j);
  });
  const total = async () =>
    (await j.call(j.admin, 'GET', '/claims')).json<{ total: number }>().total;

  it('claims what is claimable today: both halves of a started intake, the first of a later one', async () => {
    const started = await c.enrolled(j.students.ashas._id);
    const later = await c.enrolled(j.students.ravis._id, {
      intake: j.intakes.september,
      tuition: 15000.5,
    });
    const claim = await c.claim(j.admin, [started, later]);
    expect(claim.number).toMatch(/^CL-\d{4}-\d{4}$/);
    expect(claim).toMatchObject({
      status: 'draft',
      currency: 'CAD',
      collegeName: 'Lakeside College',
      // 10 % of 20,000 in two halves; half of 10 % of 15,000.50 (750.025) rounded half up.
      total: { amount: '2750.03', currency: 'CAD' },
      paid: { amount: '0.00' },
      outstanding: { amount: '2750.03' },
      sentAt: null,
    });
    expect(
      claim.lines.map((l) => [l.student, l.intakeName, l.instalment, l.share, l.amount.amount]),
    ).toEqual([
      ['Meera Thomas', 'January 2026', 1, '50', '1000.00'],
      ['Meera Thomas', 'January 2026', 2, '50', '1000.00'],
      ['Kiran Thomas', 'September 2031', 1, '50', '750.03'],
    ]);
    expect(claim.lines[2]).toMatchObject({
      courseTitle: 'MSc Data Science',
      tuition: { amount: '15000.50', currency: 'CAD' },
    });
    const read = await j.call(j.admin, 'GET', `/claims/${claim._id}`);
    expect(read.json<Claim>()).toEqual(claim);
  });

  it('refuses, naming each, applications with nothing to claim, and makes nothing', async () => {
    const before = await total();
    const claimed = (await j.call(j.admin, 'GET', '/claims')).json<{ data: ClaimSummary[] }>();
    const first = await j.call(j.admin, 'GET', `/claims/${claimed.data[0]!._id}`);
    const [full, later] = [first.json<Claim>().lines[0]!, first.json<Claim>().lines[2]!];
    const open = await j.apply(j.admin, j.students.nobodys._id, { tuition: 9000 });
    const harbour = await j.apply(j.admin, j.students.nobodys._id, {
      college: j.colleges.harbour,
    });
    const res = await c.claimRes(j.admin, [
      full.application,
      later.application,
      open.json<{ _id: string }>()._id,
      harbour.json<{ _id: string }>()._id,
      '0190a0b0-0000-7000-8000-000000000000',
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation',
      fieldErrors: {
        'applications.0': 'Meera Thomas: is claimed in full already',
        'applications.1': 'Kiran Thomas: has nothing claimable before 2031-10-01',
        'applications.2': 'Tara Thomas: is not Enrolled',
        'applications.3': 'Tara Thomas: is of another college',
        'applications.4': 'Application not found',
      },
    });
    expect(res.json<{ message: string }>().message).toContain('Some applications have nothing');
    expect(await total()).toBe(before);
    for (const bad of [
      {},
      { college: j.colleges.lakeside, applications: [] },
      { applications: 'x' },
    ])
      expect((await j.call(j.admin, 'POST', '/claims', bad)).statusCode).toBe(400);
    expect(await total()).toBe(before);
  });

  it('moves draft → sent, or written off with a reason, and refuses every other move', async () => {
    const claim = await c.claim(j.admin, [await c.enrolled(j.students.nobodys._id)]);
    const patch = (body: object) => j.call(j.admin, 'PATCH', `/claims/${claim._id}`, body);
    expect((await patch({ status: 'paid' })).statusCode).toBe(409);
    expect((await patch({ status: 'part-paid' })).statusCode).toBe(409);
    const sent = await patch({ status: 'sent' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<Claim>().status).toBe('sent');
    expect(sent.json<Claim>().sentAt).toBeTruthy();
    const back = await patch({ status: 'draft' });
    expect(back.statusCode).toBe(409);
    expect(back.json<{ message: string }>().message).toBe('A sent claim cannot become draft');
    const noReason = await patch({ status: 'written-off' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      fieldErrors: { reason: 'Give the reason it is written off' },
    });
    expect((await patch({ status: 'lost' })).statusCode).toBe(400);
    const off = await patch({ status: 'written-off', reason: 'College closed' });
    expect(off.json<Claim>()).toMatchObject({
      status: 'written-off',
      writtenOffReason: 'College closed',
    });
    expect((await patch({ status: 'sent' })).statusCode).toBe(409);
    const listed = await j.call(j.admin, 'GET', '/claims?status=written-off');
    expect(listed.json<{ data: ClaimSummary[] }>().data.map((x) => x._id)).toEqual([claim._id]);
  });

  it('numbers 20 claims made at once with no gap, and claims an instalment once', async () => {
    const apps: string[] = [];
    for (let i = 0; i < 21; i++) apps.push(await c.enrolled(j.students.ashas._id));
    const made = await Promise.all(apps.slice(0, 20).map((a) => c.claimRes(j.admin, [a])));
    expect(made.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const all = (await j.call(j.admin, 'GET', '/claims?limit=100')).json<{
      data: ClaimSummary[];
      total: number;
    }>();
    const seqs = all.data.map((x) => Number(x.number.slice(-4))).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: all.total }, (_, i) => i + 1));
    const twice = await Promise.all([
      c.claimRes(j.admin, [apps[20]!]),
      c.claimRes(j.admin, [apps[20]!]),
    ]);
    const [won, lost] = twice.map((r) => r.statusCode).sort();
    // The loser is refused before its transaction (400) or inside it, after the winner (409).
    expect(won).toBe(201);
    expect([400, 409]).toContain(lost);
    const after = (await j.call(j.admin, 'GET', '/claims?limit=100')).json<{ total: number }>();
    expect(after.total).toBe(all.total + 1);
  }, 120_000);
});
