import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import {
  createCallRequest,
  createEnquiry,
  postStaffEnquiry,
  signIn,
  staffEnquiryInput,
} from '../../test/fixtures';

type Enq = { _id: string; createdAt: string; firstContactAt: string | null };
const T0 = Date.parse('2026-03-02T09:00:00.000Z');
/** Only Date is faked: each step happens a known number of minutes after T0. */
const at = (min: number) => {
  vi.setSystemTime(T0 + min * 60_000);
  return new Date(T0 + min * 60_000).toISOString();
};

/** When an enquiry's speed-to-lead clock starts and stops, and who is told. */
describe('the speed-to-lead clock', () => {
  let t: TestApp;
  let admin: string;
  let asha: { id: string; token: string };
  let ben: { id: string; token: string };
  let n = 700;
  const get = async (id: string) =>
    (await t.app.inject({ url: `/api/enquiries/${id}`, headers: bearer(admin) })).json<Enq>();
  const events = async (type: string) =>
    (
      await t.app.dbHandle.db
        .selectFrom('events')
        .select('payload')
        .where('type', '=', type)
        .execute()
    ).map((e) => JSON.parse(e.payload) as Record<string, unknown>);
  const bell = async (token: string) =>
    (await t.app.inject({ url: '/api/enquiries/new/count', headers: bearer(token) }))
      .json<{
        enquiries: { id: string }[];
      }>()
      .enquiries.map((e) => e.id);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    for (const name of ['asha', 'ben'] as const) {
      const u = await t.createUser('counsellor');
      const who = { id: u.id, token: await signIn(t, u.email, u.password) };
      if (name === 'asha') asha = who;
      else ben = who;
    }
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  it('starts a hand-logged enquiry as contacted by its creator, told to nobody but another owner', async () => {
    const logged = (body: object) =>
      postStaffEnquiry(t, asha.token, staffEnquiryInput({ mobile: `+91 98${++n}1111`, ...body }));
    const own = (await logged({})).json<Enq>();
    expect(own.firstContactAt).toBe(own.createdAt);
    const given = await logged({ source: 'walk-in', assignedTo: ben.id });
    expect(given.statusCode, given.body).toBe(201);
    const other = given.json<Enq>();
    expect(other.firstContactAt).toBe(other.createdAt);
    // no new-enquiry notice for either; the other owner is told it is theirs
    const announced = (await events('newEnquiry')).map((e) => e.id);
    expect(announced).not.toContain(own._id);
    expect(announced).not.toContain(other._id);
    expect((await events('assigned')).map((e) => [e.id, e.to])).toEqual([[other._id, ben.id]]);
    for (const token of [asha.token, ben.token, admin]) {
      expect(await bell(token)).not.toContain(own._id);
      expect(await bell(token)).not.toContain(other._id);
    }
    const waiting = await t.app.inject({
      url: '/api/enquiries?contacted=no&limit=100',
      headers: bearer(admin),
    });
    expect(waiting.json<{ enquiries: Enq[] }>().enquiries).toEqual([]);
  });

  it('is not stopped by booking a reminder (the intake deadline’s follow-up)', async () => {
    const id = await createEnquiry(t, admin, ++n);
    const reminder = await t.app.inject({
      method: 'POST',
      url: '/api/followUp',
      headers: bearer(asha.token),
      payload: {
        enquiry: id,
        followUpDetails: 'Apply before the deadline',
        nextContactDate: '2026-06-01',
      },
    });
    expect(reminder.statusCode, reminder.body).toBe(201);
    expect((await get(id)).firstContactAt).toBeNull();
    // a contact does stop it
    const log = await t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${id}/contact-log`,
      headers: bearer(asha.token),
      payload: { note: 'Called', outcome: 'reached' },
    });
    expect(log.statusCode).toBe(201);
    expect((await get(id)).firstContactAt).not.toBeNull();
  });

  it('starts a converted call request’s clock when the request arrived', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const convert = async (id: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/contact/${id}/convert`,
        headers: bearer(asha.token),
        payload: { category: 'Postgraduate' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Enq>()._id;
    };
    const arrived = at(0);
    const tried = await createCallRequest(t, admin, { name: 'Meera Shah', email: 'meera@x.org' });
    const untried = await createCallRequest(t, admin, { name: 'Omar Ali', email: 'omar@x.org' });
    const firstTry = at(12);
    await t.app.inject({
      method: 'POST',
      url: `/api/contact/${tried}/attempts`,
      headers: bearer(asha.token),
      payload: { outcome: 'reached' },
    });
    at(45);
    const a = await get(await convert(tried));
    expect(a).toMatchObject({ createdAt: arrived, firstContactAt: firstTry });
    const b = await get(await convert(untried));
    expect(b).toMatchObject({ createdAt: arrived, firstContactAt: null });
  });

  it('tells a new owner the enquiry’s real state: when it arrived and whether it was contacted', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 + 86_400_000 });
    const received = at(24 * 60);
    const id = await createEnquiry(t, admin, ++n);
    const contacted = at(24 * 60 + 5);
    await t.app.inject({
      method: 'POST',
      url: `/api/enquiries/${id}/contact-log`,
      headers: bearer(admin),
      payload: { note: 'Called', outcome: 'reached' },
    });
    at(24 * 60 + 90);
    const give = await t.app.inject({
      method: 'PUT',
      url: `/api/enquiries/${id}`,
      headers: bearer(admin),
      payload: { assignedTo: ben.id },
    });
    expect(give.statusCode, give.body).toBe(200);
    const notice = (await events('assigned')).find((e) => e.id === id);
    expect(notice).toMatchObject({ to: ben.id, receivedAt: received, firstContactAt: contacted });
  });
});
