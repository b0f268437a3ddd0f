import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Due } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { officeWork, type OfficeWork } from '../../test/office-work';

const TODAY = new Date().toISOString().slice(0, 10);
const NOW = new Date().toISOString();

describe('Due: the user’s own items, of their offices and of the office they pick', () => {
  let t: TestApp;
  let w: OfficeWork;
  const due = async (token: string, office?: string) => {
    const url = `/api/due?today=${TODAY}&now=${NOW}${office ? `&office=${office}` : ''}`;
    const res = await t.app.inject({ url, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Due>();
  };

  /**
   * A call request of office A whose next try came due and whose taker is gone (nextTryBy
   * unset): everyone's call-back, but only in its office.
   */
  async function everyonesCallBack(): Promise<string> {
    const email = 'callback-a@example.com';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Callback A', email, message: 'Call me', office: w.a },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const list = await t.app.inject({ url: `/api/contact?q=${email}`, headers: bearer(w.admin) });
    const id = list.json<{ data: { _id: string }[] }>().data[0]!._id;
    // Stored directly: the API refuses a next try in the past and always names who set it.
    await t.app.dbHandle.db
      .updateTable('contacts')
      .set({ nextTryAt: '2020-01-01T00:00:00.000Z', nextTryBy: null })
      .where('id', '=', id)
      .execute();
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    w = await officeWork(t, TODAY);
  }, 120_000);
  afterAll(() => t.close());

  it('shows a counsellor of two offices the follow-ups of both, or of the one picked', async () => {
    const ids = (d: Due) => d.followUps.map((f) => f._id).sort();
    const of = (office: 'a' | 'b') => w.work[office].map((x) => x.followUp);
    expect(ids(await due(w.counsellorAB.token))).toEqual([...of('a'), ...of('b')].sort());
    expect(ids(await due(w.counsellorAB.token, w.b))).toEqual(of('b'));
    expect(ids(await due(w.counsellorAB.token, w.a))).toEqual(of('a').sort());
    expect((await due(w.counsellorB.token, w.a)).followUps).toEqual([]);
  });

  it('keeps everyone’s call-backs in their office', async () => {
    const id = await everyonesCallBack();
    const callBacks = async (token: string, office?: string) =>
      (await due(token, office)).callBacks.map((c) => c._id);
    expect(await callBacks(w.managerA.token)).toEqual([id]);
    expect(await callBacks(w.counsellorAB.token)).toEqual([id]);
    expect(await callBacks(w.counsellorB.token)).toEqual([]);
    expect(await callBacks(w.managerB.token)).toEqual([]);
    expect(await callBacks(w.counsellorAB.token, w.b)).toEqual([]);
    expect((await due(w.managerB.token)).count).toBe(0);
  });
});
