import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { postStaffEnquiry, signIn, staffEnquiryInput } from '../../test/fixtures';
import { bearer } from '../../test/harness';
import { createDigestScheduler, type Clock } from './digest.scheduler';

/**
 * A clock the test moves: the scheduler's one timer is kept, not run; `next()` waits until the
 * scheduler has set it (its work before is done) and then moves the time to it and fires it.
 */
function fakeClock(start: string) {
  let current = new Date(start);
  let pending: { fn: () => void; at: number } | null = null;
  let armed: (() => void) | null = null;
  const clock: Clock = {
    now: () => new Date(current),
    setTimer: (fn, ms) => {
      pending = { fn, at: current.getTime() + ms };
      armed?.();
      return pending;
    },
    clearTimer: () => (pending = null),
  };
  const timerSet = () => new Promise<void>((resolve) => (pending ? resolve() : (armed = resolve)));
  return {
    clock,
    now: () => current,
    /** Fires the timer the scheduler set (after it has set it). */
    async next() {
      await timerSet();
      armed = null;
      const p = pending!;
      pending = null;
      current = new Date(p.at);
      p.fn();
    },
    timerSet,
  };
}

/** One digest at 08:00 local each day, the days the clocks change included. */
describe('the morning digest’s timer', () => {
  let t: TestApp;
  let counsellor: string;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.tokenFor('admin');
    const c = await t.createUser('counsellor');
    counsellor = c.id;
    const token = await signIn(t, c.email, c.password);
    const e = await postStaffEnquiry(t, token, staffEnquiryInput());
    // Overdue on every day below: there is always work.
    await t.app.inject({
      method: 'POST',
      url: '/api/followUp',
      headers: bearer(token),
      payload: {
        enquiry: e.json<{ _id: string }>()._id,
        nextContactDate: '2026-01-01',
        followUpDetails: 'Call',
      },
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { timeZone: 'Europe/London' },
    });
  });
  afterAll(() => t.close());

  /** Runs a scheduler from `from` until the clock passes `until`; the digests it wrote. */
  async function across(from: string, until: string) {
    const fake = fakeClock(from);
    const scheduler = createDigestScheduler({
      db: t.app.dbHandle.db,
      log: t.app.log,
      clock: fake.clock,
    });
    await scheduler.start();
    while (fake.now() < new Date(until)) await fake.next();
    await fake.timerSet();
    await scheduler.stop();
    const sends = await t.app.dbHandle.db
      .selectFrom('digest_sends')
      .select(['day', 'createdAt'])
      .where('userId', '=', counsellor)
      .where('day', '>=', from.slice(0, 10))
      .where('day', '<=', until.slice(0, 10))
      .orderBy('day')
      .execute();
    return sends.map((s) => `${s.day} ${s.createdAt}`);
  }

  it('springs forward: 08:00 BST on 29-03-2026 is 07:00 UTC, one digest that day', async () => {
    expect(await across('2026-03-28T12:00:00.000Z', '2026-03-30T12:00:00.000Z')).toEqual([
      '2026-03-29 2026-03-29T07:00:00.000Z',
      '2026-03-30 2026-03-30T07:00:00.000Z',
    ]);
  });

  it('falls back: 08:00 GMT on 25-10-2026 is 08:00 UTC, one digest that day', async () => {
    expect(await across('2026-10-24T12:00:00.000Z', '2026-10-26T12:00:00.000Z')).toEqual([
      '2026-10-25 2026-10-25T08:00:00.000Z',
      '2026-10-26 2026-10-26T08:00:00.000Z',
    ]);
  });

  it('sends a digest missed while no process ran at start, in the morning only', async () => {
    expect(await across('2026-11-02T09:30:00.000Z', '2026-11-02T10:00:00.000Z')).toEqual([
      '2026-11-02 2026-11-02T09:30:00.000Z',
    ]);
    expect(await across('2026-11-03T12:30:00.000Z', '2026-11-03T13:00:00.000Z')).toEqual([]);
  });
});

describe('a start with a digest missed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  it('answers before the digest is written, and stop waits for it', async () => {
    let release = () => {};
    let sent = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    const scheduler = createDigestScheduler({
      db: t.app.dbHandle.db,
      log: t.app.log,
      clock: fakeClock('2026-11-02T09:30:00.000Z').clock,
      send: () => held.then(() => ((sent = true), null)),
    });
    await scheduler.start(); // hung here while the digest ran
    expect(sent).toBe(false);
    const stopped = scheduler.stop();
    release();
    await stopped;
    expect(sent).toBe(true);
  });
});
