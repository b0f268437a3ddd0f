import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry } from '../../test/fixtures';

type FollowUp = { _id: string; doneAt: string | null; nextContactDate: string | null };
const TODAY = '2026-03-10';

/** A contact that books a next date replaces the next date booked before it. */
describe('the next follow-up booked by a contact', () => {
  let t: TestApp;
  let token: string;
  let n = 800;
  const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const log = async (id: string, nextContactDate: string) => {
    const res = await api('POST', `/api/enquiries/${id}/contact-log`, {
      note: 'Called',
      outcome: 'call-back-later',
      nextContactDate,
      today: TODAY,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ next: FollowUp }>().next;
  };
  const open = async (id: string) =>
    (await api('GET', `/api/followUp/queue?today=${TODAY}&limit=100`))
      .json<{ data: (FollowUp & { enquiry: string })[] }>()
      .data.filter((f) => f.enquiry === id)
      .map((f) => f.nextContactDate);

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('leaves one open follow-up after two logged contacts, and keeps a separate reminder', async () => {
    const id = await createEnquiry(t, token, ++n);
    const reminder = await api('POST', '/api/followUp', {
      enquiry: id,
      followUpDetails: 'Intake deadline',
      nextContactDate: '2026-04-01',
    });
    expect(reminder.statusCode).toBe(201);
    const first = await log(id, '2026-03-12');
    await log(id, '2026-03-14');
    expect((await open(id)).sort()).toEqual(['2026-03-14', '2026-04-01']);
    const earlier = await api('GET', `/api/followUp/${first._id}`);
    expect(earlier.json<FollowUp>().doneAt).not.toBeNull();
  });

  it('replaces it the same way when a follow-up is marked done with a next date', async () => {
    const id = await createEnquiry(t, token, ++n);
    const first = await log(id, '2026-03-12');
    await log(id, '2026-03-13');
    const queued = await api('POST', `/api/followUp/${first._id}/done`, {
      outcome: 'reached',
    });
    expect(queued.statusCode).toBe(409); // already replaced: off the queue
    const [current] = (await api('GET', `/api/followUp/queue?today=${TODAY}&limit=100`))
      .json<{ data: (FollowUp & { enquiry: string })[] }>()
      .data.filter((f) => f.enquiry === id);
    const done = await api('POST', `/api/followUp/${current!._id}/done`, {
      outcome: 'reached',
      nextContactDate: '2026-03-20',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await open(id)).toEqual(['2026-03-20']);
  });
});
