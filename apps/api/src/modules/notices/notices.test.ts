import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticeList } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { createEnquiry } from '../../test/fixtures';
import { officeHelpers } from '../../test/offices';
import { rawMail } from '../inbox/inbox.fixtures';
import { replyTokenFor } from '../inbox/reply-tokens';

const DOMAIN = 'replies.agency.example';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the bell’s notices, kept for a reload', () => {
  let t: TestApp;
  let admin: string;
  let owner: { id: string; token: string };
  let other: { id: string; token: string };
  let officeB: string;
  let n = 0;
  const db = () => t.app.dbHandle.db;
  const notices = async (token: string) => {
    const res = await t.app.inject({ url: '/api/notices', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NoticeList>();
  };
  const read = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/notices/read', headers: bearer(token), payload });
  /** A reply from the student of a new enquiry the owner has; the mail's id. */
  const reply = async (headers: Record<string, string> = {}) => {
    const id = await createEnquiry(t, admin, ++n);
    await db()
      .updateTable('enquiries')
      .set({ assignedTo: owner.id })
      .where('id', '=', id)
      .execute();
    const raw = await rawMail({
      from: { name: `Priya ${n}`, address: `priya${n}@student.example` },
      to: `reply+${await replyTokenFor(db(), id)}@${DOMAIN}`,
      subject: 'Re: Your offer',
      text: 'Thank you!',
      headers,
    });
    return { enquiry: id, mail: (await t.app.inbox.ingest(raw)).id };
  };

  beforeAll(async () => {
    t = await createTestApp({ INBOUND_DOMAIN: DOMAIN });
    admin = await t.tokenFor('admin');
    const h = officeHelpers(t, admin);
    const a = (await h.list()).find((o) => o.isDefault)!._id;
    officeB = (await h.office('Branch B'))._id;
    owner = await h.member('counsellor', [a]);
    other = await h.member('counsellor', [a]);
  });
  afterAll(() => t.close());

  it('keeps "Reply from …" for the owner alone, unread until marked', async () => {
    const r = await reply();
    const mine = await notices(owner.token);
    expect(mine.unread).toBe(1);
    expect(mine.notices).toEqual([
      expect.objectContaining({
        _id: r.mail,
        kind: 'reply',
        read: false,
        enquiry: r.enquiry,
        mail: r.mail,
        name: `Priya ${n}`,
        subject: 'Re: Your offer',
        to: owner.id,
      }),
    ]);
    expect(await notices(other.token)).toEqual({ notices: [], unread: 0 });
    // another user's ids change nothing
    expect((await read(other.token, { ids: [r.mail] })).json()).toEqual({ unread: 0 });
    expect((await notices(owner.token)).unread).toBe(1);
    expect((await read(owner.token, { ids: [r.mail] })).json()).toEqual({ unread: 0 });
    expect((await notices(owner.token)).notices[0]).toMatchObject({ _id: r.mail, read: true });
  });

  it('marks all read when asked to; an auto-reply is never a notice', async () => {
    const first = await reply();
    const second = await reply();
    await reply({ 'Auto-Submitted': 'auto-replied' });
    const mine = await notices(owner.token);
    expect(mine.unread).toBe(2);
    expect(mine.notices.slice(0, 2).map((x) => x._id)).toEqual([second.mail, first.mail]);
    expect((await read(owner.token, { ids: 'all' })).json()).toEqual({ unread: 0 });
    expect((await notices(owner.token)).notices.every((x) => x.read)).toBe(true);
  });

  it('shows only the offices the reader sees, and lets old notices go', async () => {
    const moved = await reply();
    await db()
      .updateTable('notices')
      .set({ officeId: officeB })
      .where('id', '=', moved.mail)
      .execute();
    const ids = (await notices(owner.token)).notices.map((x) => x._id);
    expect(ids).not.toContain(moved.mail);
    const old = new Date(Date.now() - 31 * DAY_MS).toISOString();
    await db()
      .updateTable('notices')
      .set({ createdAt: old })
      .where('userId', '=', owner.id)
      .execute();
    expect(await notices(owner.token)).toEqual({ notices: [], unread: 0 });
    const fresh = await reply();
    const left = await db()
      .selectFrom('notices')
      .select('id')
      .where('userId', '=', owner.id)
      .execute();
    expect(left.map((x) => x.id)).toEqual([fresh.mail]);
  });

  it('answers bad input 400 and no session 401, changing nothing', async () => {
    const r = await reply();
    for (const payload of [{}, { ids: 'everything' }, { ids: [''] }, { ids: [42] }]) {
      const res = await read(owner.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), error: expect.any(String) });
    }
    expect((await notices(owner.token)).notices[0]).toMatchObject({ _id: r.mail, read: false });
    expect((await t.app.inject({ url: '/api/notices' })).statusCode).toBe(401);
  });
});
