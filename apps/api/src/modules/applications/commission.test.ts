import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicationCommission,
  ApplicationDetail,
  CommissionSummary,
} from '@studydesk/contract';
import { withJourney, type Journey } from './applications.fixtures';

describe('commission: rules, claimable at Enrolled, invoiced and received, summed per currency', () => {
  let j: Journey;
  withJourney((m) => (j = m.j));
  beforeAll(async () => {
    // Canada's dollars for Lakeside (the country's currency); Harbour's rule names its own.
    await j.call(j.admin, 'PUT', `/countries/${j.canada}`, { name: 'Canada', currency: 'CAD' });
  });
  const open = async (token: string, enquiry: string, more: object) => {
    const res = await j.apply(token, enquiry, more);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ApplicationDetail>()._id;
  };
  const commission = async (token: string, id: string) =>
    (await j.call(token, 'GET', `/applications/${id}/commission`)).json<ApplicationCommission>();
  const summary = async (token: string, q = '') => {
    const res = await j.call(token, 'GET', `/applications/commission${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CommissionSummary>();
  };

  it("sets a college's rule (admins only), its currency the country's unless named", async () => {
    const put = (token: string, college: string, body: object) =>
      j.call(token, 'PUT', `/college/${college}/commission`, body);
    const none = await j.call(j.asha.token, 'GET', `/college/${j.colleges.lakeside}/commission`);
    expect(none.json()).toMatchObject({ type: null, value: null, effectiveCurrency: 'CAD' });
    const set = await put(j.admin, j.colleges.lakeside, { type: 'percent', value: 15 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      type: 'percent',
      value: 15,
      currency: null,
      effectiveCurrency: 'CAD',
    });
    const fixed = await put(j.admin, j.colleges.harbour, {
      type: 'fixed',
      value: 1200,
      currency: 'gbp',
    });
    expect(fixed.json()).toMatchObject({ type: 'fixed', value: 1200, effectiveCurrency: 'GBP' });
    expect(
      (await put(j.asha.token, j.colleges.lakeside, { type: 'fixed', value: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await j.call(j.editor.token, 'GET', `/college/${j.colleges.lakeside}/commission`))
        .statusCode,
    ).toBe(403);
    for (const bad of [
      { type: 'percent', value: 101 },
      { type: 'share', value: 1 },
      { type: 'fixed', value: -5 },
      { type: 'fixed', value: 5, currency: 'dollars' },
    ])
      expect((await put(j.admin, j.colleges.lakeside, bad)).statusCode, JSON.stringify(bad)).toBe(
        400,
      );
    expect((await put(j.admin, '0'.repeat(24), { type: 'fixed', value: 1 })).statusCode).toBe(404);
    expect(
      (await j.call(j.admin, 'GET', `/college/${j.colleges.lakeside}/commission`)).json(),
    ).toMatchObject({ type: 'percent', value: 15 });
  });

  it('expects commission from the rule, claimable at Enrolled, then invoiced and received, with history', async () => {
    const e = j.students.ashas._id;
    const a = await open(j.asha.token, e, { intake: j.intakes.september, tuition: 20000 });
    expect(await commission(j.asha.token, a)).toMatchObject({
      currency: 'CAD',
      expected: 3000,
      status: 'expected',
    });
    const early = await j.call(j.admin, 'PATCH', `/applications/${a}/commission`, {
      invoicedDate: '2031-10-01',
    });
    expect(early.statusCode).toBe(409);
    await j.call(j.asha.token, 'PATCH', `/applications/${a}/stage`, { stage: 'Enrolled' });
    expect(await commission(j.asha.token, a)).toMatchObject({
      status: 'claimable',
      expected: 3000,
    });
    expect(
      (
        await j.call(j.asha.token, 'PATCH', `/applications/${a}/commission`, {
          invoicedDate: '2031-10-01',
        })
      ).statusCode,
    ).toBe(403);
    const invoiced = await j.call(j.admin, 'PATCH', `/applications/${a}/commission`, {
      invoicedDate: '2031-10-01',
      invoicedAmount: 3000,
    });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect(invoiced.json()).toMatchObject({ status: 'invoiced', invoicedAmount: 3000 });
    const received = await j.call(j.admin, 'PATCH', `/applications/${a}/commission`, {
      receivedDate: '2031-11-15',
      receivedAmount: '2950.5',
    });
    expect(received.json()).toMatchObject({
      status: 'received',
      receivedAmount: 2950.5,
      invoicedDate: '2031-10-01',
    });
    const timeline = await j.call(j.admin, 'GET', `/enquiries/${e}/timeline`);
    const fields = timeline
      .json<{ data: { recordId?: string; field?: string }[] }>()
      .data.filter((l) => l.recordId === a)
      .map((l) => l.field);
    expect(fields).toEqual(
      expect.arrayContaining(['commissionInvoicedDate', 'commissionReceivedAmount']),
    );
    for (const bad of [{ invoicedDate: 'soon' }, { receivedAmount: -1 }, { invoicedAmount: [1] }])
      expect(
        (await j.call(j.admin, 'PATCH', `/applications/${a}/commission`, bad)).statusCode,
      ).toBe(400);
    expect((await j.call(j.ravi.token, 'GET', `/applications/${a}/commission`)).statusCode).toBe(
      404,
    );
  });

  it('summarises by intake and college, totals per currency, never across; counsellors see their own', async () => {
    const e = j.students.ravis._id;
    const enrolled = await open(j.admin, e, { intake: j.intakes.september, tuition: 10000 });
    await j.call(j.admin, 'PATCH', `/applications/${enrolled}/stage`, { stage: 'Enrolled' });
    await open(j.admin, e, { intake: j.intakes.september, tuition: null }); // unpriced
    await open(j.admin, e, { intake: j.intakes.september, tuition: 10000, currency: 'USD' });
    const closed = await open(j.admin, e, { intake: j.intakes.september, tuition: 90000 });
    await j.call(j.admin, 'PATCH', `/applications/${closed}/stage`, {
      stage: 'Withdrawn',
      note: 'Changed mind',
    });
    await open(j.admin, e, { college: j.colleges.harbour, intake: j.intakes.harbour });

    const s = await summary(j.admin, '?intakeYear=2031');
    const lakeside = s.rows.filter(
      (r) => r.college === j.colleges.lakeside && r.intakeMonth === 'September',
    );
    expect(lakeside.find((r) => r.currency === 'CAD')).toMatchObject({
      // Asha's enrolled 3000 (received 2950.5) and Ravi's enrolled 1500, one unpriced, one closed.
      expected: 4500,
      claimable: 1500,
      invoiced: 3000,
      received: 2950.5,
      applications: 4,
      unpriced: 1,
    });
    expect(lakeside.find((r) => r.currency === 'USD')).toMatchObject({
      expected: 1500,
      claimable: 0,
    });
    expect(s.rows.find((r) => r.college === j.colleges.harbour)).toMatchObject({
      currency: 'GBP',
      expected: 1200,
    });
    expect(s.totals.map((x) => x.currency)).toEqual(['CAD', 'GBP', 'USD']);
    expect(s.totals.find((x) => x.currency === 'CAD')).toMatchObject({
      expected: 4500,
      claimable: 1500,
    });

    const mine = await summary(j.asha.token);
    expect(mine.totals).toEqual([
      { currency: 'CAD', expected: 3000, claimable: 0, invoiced: 3000, received: 2950.5 },
    ]);
    expect(
      (await summary(j.admin, `?college=${j.colleges.harbour}`)).totals.map((x) => x.currency),
    ).toEqual(['GBP']);
    expect((await j.call(j.editor.token, 'GET', '/applications/commission')).statusCode).toBe(403);
    for (const bad of ['?intakeYear=soon', '?intakeMonth=Smarch', '?college=%00'])
      expect((await j.call(j.admin, 'GET', `/applications/commission${bad}`)).statusCode, bad).toBe(
        400,
      );
  });
});
