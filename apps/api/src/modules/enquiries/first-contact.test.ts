import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry } from '../../test/fixtures';
import type { EventBus } from '../events/event-bus';
import { createEnquiriesRepository } from './enquiries.repository';
import { markFirstContact } from './first-contact';

const T0 = Date.now();
/** Only Date is faked: each step happens a known number of minutes after T0. */
const at = (min: number) => {
  vi.setSystemTime(T0 + min * 60_000);
  return new Date(T0 + min * 60_000).toISOString();
};

describe('firstContactAt: set once, by the first staff contact of any kind', () => {
  let t: TestApp;
  let admin: string;
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(admin) });
  const first = async (id: string) =>
    (await api('GET', `/api/enquiries/${id}`)).json<{ firstContactAt: string | null }>()
      .firstContactAt;
  let n = 0;
  const fresh = () => createEnquiry(t, admin, ++n);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  const contact = (id: string) =>
    api('POST', `/api/enquiries/${id}/contact-log`, { note: 'Called', outcome: 'reached' });
  const followUp = (id: string) =>
    api('POST', '/api/followUp', { enquiry: id, followUpDetails: 'Call back' });
  const move = (id: string, status: string) =>
    api('PUT', `/api/enquiries/status/${id}`, { status });

  // Booking a follow-up (a reminder) is not a contact: nobody has reached the person yet.
  it.each([
    ['a logged contact', contact],
    // writing to the student from the record
    [
      'an e-mail from the record',
      (id: string) => api('POST', `/api/enquiries/${id}/emails`, { subject: 'Hi', body: 'Hello' }),
    ],
  ])('is set by %s, and no later contact of any kind moves it', async (_kind, act) => {
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
    const id = await fresh(); // a public enquiry: the form is not a contact
    expect(await first(id)).toBeNull();
    const firstAt = at(7);
    const res = await act(id);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await first(id)).toBe(firstAt);
    at(20);
    expect((await contact(id)).statusCode).toBe(201);
    at(30);
    expect((await followUp(id)).statusCode).toBe(201);
    at(40);
    await move(id, 'new');
    await move(id, 'pending');
    expect(await first(id)).toBe(firstAt);
    // returned on the list too
    const list = await api('GET', `/api/enquiries?contacted=yes&limit=100`);
    const row = list.json<{ enquiries: { _id: string; firstContactAt: string }[] }>();
    expect(row.enquiries.find((e) => e._id === id)?.firstContactAt).toBe(firstAt);
  });

  // A staff-logged enquiry is contacted at its creation (clock-start.test).
  it('is not set by any status move, a booked follow-up, or the system', async () => {
    const staffId = await fresh();
    expect((await followUp(staffId)).statusCode).toBe(201);
    expect(await first(staffId)).toBeNull();
    // staff opening it from the bell (new to active) have not reached the person yet
    const opened = await fresh();
    expect((await move(opened, 'active')).statusCode).toBe(200);
    expect((await api('GET', `/api/enquiries/${opened}`)).json()).toMatchObject({
      status: 'active',
      firstContactAt: null,
    });
    // the system (no author) moving it on has not spoken to the person
    const repo = createEnquiriesRepository(t.app.dbHandle, {} as EventBus);
    await t.app.dbHandle.db
      .transaction()
      .execute((trx) => repo.moveStatus(trx, staffId, 'active', null));
    expect((await api('GET', `/api/enquiries/${staffId}`)).json()).toMatchObject({
      status: 'active',
      firstContactAt: null,
    });
    // moved by staff from active to pending: not a move away from new
    await move(staffId, 'pending');
    expect(await first(staffId)).toBeNull();
    const waiting = await api('GET', '/api/enquiries?contacted=no&limit=100');
    expect(waiting.json<{ enquiries: { _id: string }[] }>().enquiries.map((e) => e._id)).toContain(
      staffId,
    );
  });

  it('markFirstContact (call attempts) sets it once inside the caller’s transaction', async () => {
    const id = await fresh();
    const db = t.app.dbHandle.db;
    const early = '2026-01-05T09:00:00.000Z';
    await db.transaction().execute((trx) => markFirstContact(trx, id, early));
    await db.transaction().execute((trx) => markFirstContact(trx, id, '2026-01-05T10:00:00.000Z'));
    expect(await first(id)).toBe(early);
    // rolled back with its transaction
    const other = await fresh();
    await expect(
      db.transaction().execute(async (trx) => {
        await markFirstContact(trx, other, early);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await first(other)).toBeNull();
  });

  it('refuses a bad contacted filter with 400', async () => {
    const res = await api('GET', '/api/enquiries?contacted=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { contacted: expect.any(String) } });
  });
});
