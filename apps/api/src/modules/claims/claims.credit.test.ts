import { beforeAll, describe, expect, it } from 'vitest';
import type { Claim } from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import { claimsAgency, type ClaimsAgency } from './claims.fixtures';

describe('after a claim: a withdrawn student credited, a deferred one moved', () => {
  let t: TestApp;
  let j: Journey;
  let c: ClaimsAgency;
  withJourney((m) => ({ t, j } = m));
  beforeAll(async () => {
    c = await claimsAgency(t, j);
  });
  const timeline = async (enquiry: string) =>
    (await j.call(j.admin, 'GET', `/enquiries/${enquiry}/timeline`)).body;

  it('credits what a withdrawn student\u2019s line still asks for, with its own number', async () => {
    const claim = await c.claim(j.admin, [
      await c.enrolled(j.students.ashas._id),
      await c.enrolled(j.students.ravis._id),
    ]);
    await j.call(j.admin, 'PATCH', `/claims/${claim._id}`, { status: 'sent' });
    await j.call(j.admin, 'POST', `/claims/${claim._id}/payments`, {
      amount: '2300',
      receivedAt: '2026-11-20',
      rate: '0.55',
    });
    const kiran = claim.lines.filter((l) => l.student === 'Kiran Thomas');
    const credit = (line: string, reason = 'Withdrew before census') =>
      j.call(j.admin, 'POST', `/claims/${claim._id}/lines/${line}/credit`, { reason });
    const first = await credit(kiran[0]!._id);
    expect(first.statusCode, first.body).toBe(201);
    const second = await credit(kiran[1]!._id);
    const after = second.json<Claim>();
    // Kiran's first half was paid 300 of 1000: 700 credited; the second half, 1000.
    expect(after.creditNotes.map((n) => [n.number.slice(0, 8), n.amount.amount])).toEqual([
      [`CN-${new Date().getUTCFullYear()}-`, '700.00'],
      [`CN-${new Date().getUTCFullYear()}-`, '1000.00'],
    ]);
    expect(Number(after.creditNotes[1]!.number.slice(-4))).toBe(
      Number(after.creditNotes[0]!.number.slice(-4)) + 1,
    );
    expect(after).toMatchObject({
      credited: { amount: '1700.00' },
      paid: { amount: '2300.00' },
      outstanding: { amount: '0.00' },
      status: 'paid',
    });
    expect(after.lines.find((l) => l._id === kiran[0]!._id)).toMatchObject({
      creditNote: after.creditNotes[0]!.number,
      outstanding: { amount: '0.00' },
    });
    expect((await credit(kiran[0]!._id)).statusCode).toBe(409);
    expect((await credit('0190a0b0-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await credit(kiran[0]!._id, '')).statusCode).toBe(400);
    expect(await timeline(j.students.ravis._id)).toContain(after.creditNotes[0]!.number);
    // found from outside: a credited line, and a paid one, could still be moved
    const moveTo = (line: string) =>
      j.call(j.admin, 'POST', `/claims/${claim._id}/lines/${line}/move`, {
        intake: j.intakes.september,
      });
    const paidLine = after.lines.find((l) => !l.creditNote)!;
    for (const line of [kiran[0]!._id, paidLine._id]) {
      const refused = await moveTo(line);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ message: expect.stringMatching(/paid or credited/) });
    }
  });

  it('moves a deferred student\u2019s line and application to the new intake, and says so', async () => {
    const app = await c.enrolled(j.students.nobodys._id);
    const claim = await c.claim(j.admin, [app]);
    const line = claim.lines[0]!;
    const move = (intake: string) =>
      j.call(j.admin, 'POST', `/claims/${claim._id}/lines/${line._id}/move`, { intake });
    const moved = await move(j.intakes.september);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Claim>().lines[0]).toMatchObject({
      intake: j.intakes.september,
      intakeName: 'September 2031',
      amount: line.amount,
    });
    // the claim's own history says so too
    expect(moved.json<Claim>().moves).toEqual([
      {
        line: line._id,
        from: line.intakeName,
        to: 'September 2031',
        createdAt: expect.any(String),
      },
    ]);
    const application = await j.call(j.admin, 'GET', `/applications/${app}`);
    expect(application.json<{ intake: string }>().intake).toBe(j.intakes.september);
    expect(await timeline(j.students.nobodys._id)).toContain(
      `${claim.number} line 1 moved to September 2031`,
    );
    expect((await move(j.intakes.september)).statusCode).toBe(400);
    expect((await move(j.intakes.harbour)).statusCode).toBe(400);
    expect(
      (
        await j.call(j.asha.token, 'POST', `/claims/${claim._id}/lines/${line._id}/move`, {
          intake: c.started,
        })
      ).statusCode,
    ).toBe(403);
  });
});
