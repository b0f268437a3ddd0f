import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry } from '../../test/fixtures';

type FollowUp = {
  _id: string;
  enqNo: string | null;
  enquiryName: string | null;
  createdByName: string | null;
  nextContactDate: string | null;
};

describe('follow-ups', () => {
  let t: TestApp;
  let admin: string;
  let enquiry: string;
  const post = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/followUp', payload: body, headers: bearer(admin) });
  const list = async (q: string) =>
    (await t.app.inject({ url: `/api/followUp${q}`, headers: bearer(admin) })).json<{
      data: FollowUp[];
      count: number;
    }>();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    enquiry = await createEnquiry(t, admin, 1);
  });
  afterAll(() => t.close());

  it('moves the enquiry to the status saved with a follow-up, recording who did it', async () => {
    const res = await post({ enquiry, followUpDetails: 'Discussed fees', status: 'active' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      enqNo: 'ENQ-000001',
      enquiryName: 'Asha0001 Verma',
      createdByName: 'Admin User',
    });
    const e = await t.app.inject({ url: `/api/enquiries/${enquiry}`, headers: bearer(admin) });
    expect(e.json()).toMatchObject({ status: 'active' });
    const history = await t.app.inject({
      url: `/api/enquiries/${enquiry}/history`,
      headers: bearer(admin),
    });
    expect(history.json<{ to: string }[]>().at(-1)).toMatchObject({
      to: 'active',
      byName: 'Admin User',
    });
  });

  it('refuses a follow-up for an unknown enquiry, storing nothing', async () => {
    const before = (await list('')).count;
    const res = await post({ enquiry: 'missing', followUpDetails: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { enquiry: expect.any(String) } });
    expect((await list('')).count).toBe(before);
  });

  it('lists an enquiry’s follow-ups and filters by due date', async () => {
    const today = '2026-06-15';
    for (const d of ['2026-06-14', '2026-06-15', '2026-06-16', '2026-07-01']) {
      expect(
        (await post({ enquiry, followUpDetails: `Call on ${d}`, nextContactDate: d })).statusCode,
      ).toBe(201);
    }
    const dates = async (due: string) =>
      (await list(`?due=${due}&today=${today}&sort=nextContactDate&order=asc`)).data.map(
        (f) => f.nextContactDate,
      );
    expect(await dates('today')).toEqual(['2026-06-15']);
    expect(await dates('overdue')).toEqual(['2026-06-14']);
    expect(await dates('upcoming')).toEqual(['2026-06-16', '2026-07-01']);
    const forEnquiry = await t.app.inject({
      url: `/api/followUp/enqId/${enquiry}`,
      headers: bearer(admin),
    });
    expect(forEnquiry.json<{ count: number }>().count).toBe(5);
    expect((await list('?due=someday')).count).toBeUndefined();
  });
});
