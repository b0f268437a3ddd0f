import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeRate, MoneySettings } from '@studydesk/contract';
import { nextNumber } from '../../lib/money/numbering';
import { bearer, createTestApp, type TestApp } from '../../test/harness';

describe('money settings: removing a rate, the next numbers', () => {
  let t: TestApp;
  let admin: string;
  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
  const rates = async () =>
    (await call(admin, 'GET', '/money/rates')).json<{ data: ExchangeRate[] }>().data;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('removes a dated rate (admins only); an unknown one is 404 and removes nothing', async () => {
    const add = (date: string) =>
      call(admin, 'POST', '/money/rates', { currency: 'USD', rate: '0.79', date });
    const kept = (await add('2026-11-01')).json<ExchangeRate>();
    const gone = (await add('2026-11-02')).json<ExchangeRate>();
    const manager = await t.tokenFor('manager');
    expect((await call(manager, 'DELETE', `/money/rates/${gone._id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', '/money/rates/nope')).statusCode).toBe(404);
    expect((await rates()).map((r) => r._id)).toEqual([gone._id, kept._id]);
    const res = await call(admin, 'DELETE', `/money/rates/${gone._id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await rates()).map((r) => r._id)).toEqual([kept._id]);
    expect((await call(admin, 'DELETE', `/money/rates/${gone._id}`)).statusCode).toBe(404);
  });

  it('reports the next number of each kind this year, without taking one', async () => {
    const year = new Date().getUTCFullYear();
    const settings = async () =>
      (await call(admin, 'GET', '/money/settings')).json<MoneySettings>().nextNumbers;
    expect(await settings()).toEqual({
      invoice: `INV-${year}-0001`,
      receipt: `RC-${year}-0001`,
      claim: `CL-${year}-0001`,
      creditNote: `CN-${year}-0001`,
    });
    const db = t.app.dbHandle.db;
    for (let i = 0; i < 3; i++)
      await db.transaction().execute((trx) => nextNumber(trx, 'INV', year));
    await db.transaction().execute((trx) => nextNumber(trx, 'INV', year - 1));
    expect(await settings()).toMatchObject({
      invoice: `INV-${year}-0004`,
      receipt: `RC-${year}-0001`,
    });
    expect((await settings())?.invoice).toBe(`INV-${year}-0004`);
  });
});
