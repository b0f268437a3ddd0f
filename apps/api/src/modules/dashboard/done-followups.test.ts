import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry } from '../../test/fixtures';
import { addDays } from './calendar';

const TODAY = '2026-03-15';

/** A follow-up marked Done is no longer due (cards and list alike). */
describe('the dashboard’s follow-ups due', () => {
  let t: TestApp;
  let admin: string;
  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(admin) });
  const due = async () => {
    const res = await api('GET', `/api/dashboard/summary?today=${TODAY}`);
    expect(res.statusCode).toBe(200);
    const { cards, lists } = res.json<DashboardSummary>();
    return {
      today: cards.followUpsDueToday,
      overdue: cards.followUpsOverdue,
      listed: lists.followUpsToday.map((f) => f._id),
    };
  };
  const book = async (enquiry: string, nextContactDate: string) => {
    const res = await api('POST', '/api/followUp', {
      enquiry,
      followUpDetails: 'Call back',
      nextContactDate,
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ _id: string }>()._id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('counts and lists only open follow-ups', async () => {
    const enquiry = await createEnquiry(t, admin, 1);
    const today = await book(enquiry, TODAY);
    const late = await book(enquiry, addDays(TODAY, -2));
    const other = await book(enquiry, TODAY);
    expect(await due()).toEqual({ today: 2, overdue: 1, listed: [today, other] });
    for (const id of [today, late]) {
      const res = await api('POST', `/api/followUp/${id}/done`, { outcome: 'reached' });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await due()).toEqual({ today: 1, overdue: 0, listed: [other] });
    // the date of a done one moved: still not counted
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/followUp/${today}`,
      headers: bearer(admin),
      payload: { nextContactDate: addDays(TODAY, -1) },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await due()).toEqual({ today: 1, overdue: 0, listed: [other] });
  });
});
