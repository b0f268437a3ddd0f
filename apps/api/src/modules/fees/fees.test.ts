import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fee } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';

describe('the price list', () => {
  let t: TestApp;
  let admin: string;
  const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('keeps prices in their currency\u2019s minor unit; admins write, staff read', async () => {
    const visa = await call(admin, 'POST', '/fees', {
      name: 'Visa file',
      amount: '150.5',
      currency: 'gbp',
      tax: 20,
    });
    expect(visa.statusCode, visa.body).toBe(201);
    expect(visa.json<Fee>()).toMatchObject({
      price: { amount: '150.50', currency: 'GBP' },
      tax: '20',
      active: true,
    });
    const yen = await call(admin, 'POST', '/fees', {
      name: 'Courier',
      amount: 1500.5,
      currency: 'JPY',
    });
    expect(yen.statusCode).toBe(400);
    expect(yen.json()).toMatchObject({
      fieldErrors: { amount: 'JPY has no minor unit: enter a whole amount' },
    });
    const kwd = await call(admin, 'POST', '/fees', {
      name: 'Courier',
      amount: '2.125',
      currency: 'KWD',
    });
    expect(kwd.json<Fee>().price).toEqual({ amount: '2.125', currency: 'KWD' });
    const counsellor = await t.tokenFor('counsellor');
    const seen = (await call(counsellor, 'GET', '/fees')).json<{ data: Fee[] }>().data;
    expect(seen.map((f) => f.name)).toEqual(['Courier', 'Visa file']);
    expect(
      (await call(counsellor, 'POST', '/fees', { name: 'X', amount: 1, currency: 'GBP' }))
        .statusCode,
    ).toBe(403);
  });

  it('changes a price, its currency when the amount fits, and retires it', async () => {
    const made = (
      await call(admin, 'POST', '/fees', {
        name: 'Accommodation help',
        amount: '99.99',
        currency: 'EUR',
      })
    ).json<Fee>();
    const toYen = await call(admin, 'PATCH', `/fees/${made._id}`, { currency: 'JPY' });
    expect(toYen.statusCode).toBe(400);
    expect(toYen.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('amount');
    const changed = await call(admin, 'PATCH', `/fees/${made._id}`, {
      currency: 'USD',
      tax: '7.25',
    });
    expect(changed.json<Fee>()).toMatchObject({
      price: { amount: '99.99', currency: 'USD' },
      tax: '7.25',
    });
    const retired = await call(admin, 'PATCH', `/fees/${made._id}`, { active: false });
    expect(retired.json<Fee>().active).toBe(false);
    const active = (await call(admin, 'GET', '/fees')).json<{ data: Fee[] }>().data;
    expect(active.map((f) => f._id)).not.toContain(made._id);
    const old = (await call(admin, 'GET', '/fees?active=no')).json<{ data: Fee[] }>().data;
    expect(old.map((f) => f._id)).toEqual([made._id]);
    expect((await call(admin, 'PATCH', '/fees/nope', { name: 'X' })).statusCode).toBe(404);
  });
});
