import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicationCommission,
  ApplicationDetail,
  CommissionSummary,
} from '@studydesk/contract';
import { withJourney, type Journey } from './applications.fixtures';

/*
 * Money in its currency's own minor unit: a percentage commission keeps KWD's third decimal
 * and gives JPY none, lines add up exactly, and an amount or a currency the currency cannot
 * have is refused with a 400 that changes nothing.
 */
describe("money: amounts in their currency's own minor unit", () => {
  let j: Journey;
  withJourney((m) => (j = m.j));
  beforeAll(async () => {
    const rule = { type: 'percent', value: 10 };
    const res = await j.call(j.admin, 'PUT', `/college/${j.colleges.lakeside}/commission`, rule);
    expect(res.statusCode, res.body).toBe(200);
  });
  const open = async (more: object) => {
    const res = await j.apply(j.admin, j.students.ashas._id, more);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ApplicationDetail>()._id;
  };
  const commission = async (id: string) =>
    (await j.call(j.admin, 'GET', `/applications/${id}/commission`)).json<ApplicationCommission>();
  const totals = async () => {
    const res = await j.call(j.admin, 'GET', '/applications/commission');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CommissionSummary>().totals.map((t) => [t.currency, t.expected]);
  };
  const enrolled = async (id: string) => {
    const res = await j.call(j.admin, 'PATCH', `/applications/${id}/stage`, { stage: 'Enrolled' });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('keeps three decimals in KWD and none in JPY through a percentage, lines exact in GBP', async () => {
    // 10% of 1000.125 KWD is 100.0125: 100.013 on the fils, half away from zero.
    expect(await commission(await open({ tuition: 1000.125, currency: 'KWD' }))).toMatchObject({
      currency: 'KWD',
      expected: 100.013,
    });
    // 10% of 12345 JPY is 1234.5: 1235 yen, the yen having no decimals.
    expect(await commission(await open({ tuition: 12345, currency: 'JPY' }))).toMatchObject({
      currency: 'JPY',
      expected: 1235,
    });
    // 10% of 1 GBP three times: 0.10 + 0.10 + 0.10 is 0.30, not 0.30000000000000004.
    for (let k = 0; k < 3; k++) await open({ tuition: 1, currency: 'GBP' });
    expect(await totals()).toEqual([
      ['GBP', 0.3],
      ['JPY', 1235],
      ['KWD', 100.013],
    ]);
  });

  it('refuses a currency that is not one, or blank, and an amount with decimals it cannot have', async () => {
    for (const bad of [
      { tuition: 1000.5, currency: 'JPY' },
      { tuition: 1.234, currency: 'GBP' },
      { tuition: 100, currency: 'XYZ' },
      { tuition: 100, currency: '' },
    ]) {
      const res = await j.apply(j.admin, j.students.ashas._id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation' });
    }
    const id = await open({ tuition: 1000, currency: 'JPY' });
    const patch = (body: object) => j.call(j.admin, 'PATCH', `/applications/${id}`, body);
    // Tuition alone is in the stored currency: yen, no decimals.
    const alone = await patch({ tuition: 999.5 });
    expect(alone.statusCode, alone.body).toBe(400);
    expect(alone.json()).toMatchObject({
      fieldErrors: { tuition: 'An amount in JPY has no decimals' },
    });
    expect((await patch({ currency: '' })).statusCode).toBe(400);
    const detail = await j.call(j.admin, 'GET', `/applications/${id}`);
    expect(detail.json()).toMatchObject({ tuition: 1000, currency: 'JPY' });
    // null still clears it.
    expect((await patch({ currency: null })).json()).toMatchObject({ currency: null });
  });

  it("refuses an invoice with more decimals than the commission's currency has", async () => {
    const id = await open({ tuition: 2000.5, currency: 'KWD' });
    await enrolled(id);
    const url = `/applications/${id}/commission`;
    const bad = await j.call(j.admin, 'PATCH', url, {
      invoicedDate: '2031-02-01',
      invoicedAmount: 200.0505,
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json()).toMatchObject({
      fieldErrors: { invoicedAmount: 'An amount in KWD has at most 3 decimals' },
    });
    expect(await commission(id)).toMatchObject({ invoicedDate: null, invoicedAmount: null });
    const ok = await j.call(j.admin, 'PATCH', url, {
      invoicedDate: '2031-02-01',
      invoicedAmount: 200.05,
    });
    expect(ok.json()).toMatchObject({ expected: 200.05, invoicedAmount: 200.05 });
  });
});
