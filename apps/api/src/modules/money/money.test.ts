import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeRate, MoneySettings } from '@studydesk/contract';
import { nextNumber } from '../../lib/money/numbering';
import { bearer, createTestApp, type TestApp } from '../../test/harness';

describe('money settings and numbering', () => {
  let t: TestApp;
  let admin: string;
  const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('keeps the base currency, tax rates, bank details and terms (admins write)', async () => {
    const first = (await call(admin, 'GET', '/money/settings')).json<MoneySettings>();
    expect(first).toMatchObject({ baseCurrency: 'GBP', taxRates: [], bankDetails: '' });
    const put = await call(admin, 'PUT', '/money/settings', {
      baseCurrency: 'eur',
      taxRates: [
        { name: 'VAT', rate: 20 },
        { name: 'Reduced', rate: '5.5' },
      ],
      bankDetails: 'IBAN DE89 3704 0044 0532 0130 00',
      terms: 'Payable within 14 days.',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<MoneySettings>()).toMatchObject({
      baseCurrency: 'EUR',
      taxRates: [
        { name: 'VAT', rate: '20' },
        { name: 'Reduced', rate: '5.5' },
      ],
      terms: 'Payable within 14 days.',
    });
    const bad = await call(admin, 'PUT', '/money/settings', {
      baseCurrency: 'EURO',
      taxRates: [{ name: 'Odd', rate: '101' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors)).toEqual(
      expect.arrayContaining(['baseCurrency', 'taxRates.0.rate']),
    );
    // found from outside: two rates both named "VAT" were kept
    const twice = await call(admin, 'PUT', '/money/settings', {
      taxRates: [
        { name: 'VAT', rate: '20' },
        { name: 'vat ', rate: '5' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      fieldErrors: { 'taxRates.1.name': 'Two tax rates are named "vat": give each its own name' },
    });
    expect((await call(admin, 'GET', '/money/settings')).json<MoneySettings>().baseCurrency).toBe(
      'EUR',
    );
    const manager = await t.tokenFor('manager');
    const counsellor = await t.tokenFor('counsellor');
    expect((await call(manager, 'GET', '/money/settings')).statusCode).toBe(200);
    expect((await call(manager, 'PUT', '/money/settings', { terms: 'x' })).statusCode).toBe(403);
    expect((await call(counsellor, 'GET', '/money/settings')).statusCode).toBe(403);
  });

  it('keeps dated rates to the base currency; a day entered again is corrected', async () => {
    const add = (rate: unknown, date = '2026-11-02', currency = 'GBP') =>
      call(admin, 'POST', '/money/rates', { currency, rate, date });
    expect((await add('1.1642')).statusCode).toBe(201);
    expect((await add('1.1651', '2026-11-03')).statusCode).toBe(201);
    const fixed = await add(1.165);
    expect(fixed.json<ExchangeRate>()).toMatchObject({ rate: '1.165', base: 'EUR' });
    const list = (await call(admin, 'GET', '/money/rates?currency=gbp')).json<{
      data: ExchangeRate[];
    }>();
    expect(list.data.map((r) => [r.date, r.rate])).toEqual([
      ['2026-11-03', '1.1651'],
      ['2026-11-02', '1.165'],
    ]);
    for (const bad of ['0', '-1', 'abc', '1.123456789'])
      expect((await add(bad)).statusCode, bad).toBe(400);
    const own = await add('1', '2026-11-02', 'EUR');
    expect(own.statusCode).toBe(400);
    expect(own.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('currency');
  });

  it('numbers gaplessly per kind and year, even 20 at once, and gives back a rolled-back one', async () => {
    const db = t.app.dbHandle.db;
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction().execute((trx) => nextNumber(trx, 'INV', 2031)),
      ),
    );
    const want = Array.from({ length: 20 }, (_, i) => `INV-2031-${String(i + 1).padStart(4, '0')}`);
    expect([...numbers].sort()).toEqual(want);
    await expect(
      db.transaction().execute(async (trx) => {
        await nextNumber(trx, 'INV', 2031);
        throw new Error('the invoice failed');
      }),
    ).rejects.toThrow('the invoice failed');
    const next = await db.transaction().execute((trx) => nextNumber(trx, 'INV', 2031));
    expect(next).toBe('INV-2031-0021');
    expect(await db.transaction().execute((trx) => nextNumber(trx, 'RC', 2031))).toBe(
      'RC-2031-0001',
    );
    expect(await db.transaction().execute((trx) => nextNumber(trx, 'INV', 2032))).toBe(
      'INV-2032-0001',
    );
  });
});
