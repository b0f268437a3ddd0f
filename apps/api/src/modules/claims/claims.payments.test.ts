import { beforeAll, describe, expect, it } from 'vitest';
import type { Claim } from '@studydesk/contract';
import type { TestApp } from '../../test/harness';
import { withJourney, type Journey } from '../applications/applications.fixtures';
import { claimsAgency, type ClaimsAgency } from './claims.fixtures';

describe('payments against a claim: spread over its lines, bank charges, the rate of the day', () => {
  let t: TestApp;
  let j: Journey;
  let c: ClaimsAgency;
  withJourney((m) => ({ t, j } = m));
  beforeAll(async () => {
    c = await claimsAgency(t, j);
    // The base is GBP (the default); a rate of the Canadian dollar entered for 1 November.
    const rate = await j.call(j.admin, 'POST', '/money/rates', {
      currency: 'CAD',
      rate: '0.55',
      date: '2026-11-01',
    });
    expect(rate.statusCode, rate.body).toBe(201);
  });
  const pay = (id: string, body: object) => j.call(j.admin, 'POST', `/claims/${id}/payments`, body);
  const read = async (id: string) => (await j.call(j.admin, 'GET', `/claims/${id}`)).json<Claim>();

  it('takes a part payment, then the rest; status, lines, charges and base amounts follow', async () => {
    const claim = await c.claim(j.admin, [await c.enrolled(j.students.ashas._id)]);
    await j.call(j.admin, 'PATCH', `/claims/${claim._id}`, { status: 'sent' });
    const part = await pay(claim._id, { amount: '1200', charges: 15, receivedAt: '2026-11-20' });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json<Claim>()).toMatchObject({
      status: 'part-paid',
      paid: { amount: '1200.00', currency: 'CAD' },
      charges: { amount: '15.00' },
      outstanding: { amount: '800.00' },
    });
    expect(part.json<Claim>().lines.map((l) => [l.paid.amount, l.outstanding.amount])).toEqual([
      ['1000.00', '0.00'],
      ['200.00', '800.00'],
    ]);
    // No rate sent: the dated rate on or before the day it came, 1,200 × 0.55.
    expect(part.json<Claim>().payments[0]).toMatchObject({
      rate: '0.55',
      baseAmount: { amount: '660.00', currency: 'GBP' },
      receivedAt: '2026-11-20',
    });
    const over = await pay(claim._id, { amount: '800.01', receivedAt: '2026-11-25' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ fieldErrors: { amount: expect.any(String) } });
    const rest = await pay(claim._id, { amount: 800, receivedAt: '2026-11-25', rate: '0.5612' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<Claim>()).toMatchObject({ status: 'paid', outstanding: { amount: '0.00' } });
    expect(rest.json<Claim>().payments[1]).toMatchObject({
      rate: '0.5612',
      baseAmount: { amount: '448.96', currency: 'GBP' },
    });
    expect((await pay(claim._id, { amount: '1', receivedAt: '2026-11-26' })).statusCode).toBe(409);
  });

  it('refuses what cannot be recorded, and records nothing', async () => {
    const claim = await c.claim(j.admin, [await c.enrolled(j.students.ravis._id)]);
    const cases: [object, string][] = [
      [{ amount: '100', receivedAt: '2026-10-31' }, 'rate'],
      [{ amount: '100', charges: '100.01', receivedAt: '2026-11-20' }, 'charges'],
      [{ amount: '100.001', receivedAt: '2026-11-20' }, 'amount'],
      [{ amount: '0', receivedAt: '2026-11-20' }, 'amount'],
      [{ amount: '-5', receivedAt: '2026-11-20' }, 'amount'],
      [{ amount: '100', receivedAt: '20-11-2026' }, 'receivedAt'],
      [{ amount: '100', receivedAt: '2026-11-20', rate: '0' }, 'rate'],
      // found from outside: a payment dated 2099 was taken (owed fell, received did not rise)
      [{ amount: '100', receivedAt: '2099-11-20', rate: '0.5' }, 'receivedAt'],
      [{ amount: '100', receivedAt: '0026-11-20', rate: '0.5' }, 'receivedAt'],
    ];
    for (const [body, field] of cases) {
      const res = await pay(claim._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty([field]);
    }
    expect(await read(claim._id)).toEqual(claim);
  });

  it('never takes more than is asked for from two payments at once', async () => {
    const claim = await c.claim(j.admin, [await c.enrolled(j.students.nobodys._id)]);
    const both = await Promise.all(
      [1, 2].map(() => pay(claim._id, { amount: '1500', receivedAt: '2026-11-20' })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const after = await read(claim._id);
    expect(after).toMatchObject({ paid: { amount: '1500.00' }, status: 'part-paid' });
    expect(after.payments).toHaveLength(1);
  });

  it('takes a payment in the base currency at the rate 1 only', async () => {
    const settings = (baseCurrency: string) =>
      j.call(j.admin, 'PUT', '/money/settings', { baseCurrency });
    expect((await settings('CAD')).statusCode).toBe(200);
    try {
      const claim = await c.claim(j.admin, [await c.enrolled(j.students.nobodys._id)]);
      await j.call(j.admin, 'PATCH', `/claims/${claim._id}`, { status: 'sent' });
      // found from outside: "rate": "2" kept a base amount twice the payment
      const two = await pay(claim._id, { amount: '100', receivedAt: '2026-11-20', rate: '2' });
      expect(two.statusCode).toBe(400);
      expect(two.json()).toMatchObject({
        fieldErrors: { rate: 'A payment in CAD, the base currency, is at the rate 1' },
      });
      expect((await read(claim._id)).payments).toEqual([]);
      const one = await pay(claim._id, { amount: '100', receivedAt: '2026-11-20', rate: '1' });
      expect(one.statusCode, one.body).toBe(201);
      expect(one.json<Claim>().payments[0]).toMatchObject({
        rate: '1',
        baseAmount: { amount: '100.00', currency: 'CAD' },
      });
    } finally {
      await settings('GBP');
    }
  });
});
