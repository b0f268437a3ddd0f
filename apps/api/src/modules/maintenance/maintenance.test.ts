import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { newId } from '../../lib/ids';
import { PRUNED_COUNTER } from '../events/event-bus';

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Old rows go on a schedule, each kind after its documented retention. */
describe('scheduled pruning', () => {
  let t: TestApp;
  let user: string;
  beforeAll(async () => {
    // Only the interval is faked: the schedule is driven by hand, everything else runs as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp({ EVENT_RETENTION_DAYS: '7', MAINTENANCE_INTERVAL_MS: String(HOUR) });
    user = (await t.createUser('editor')).id;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const db = () => t.app.dbHandle.db;
  const seed = async () => {
    const event = (createdAt: string) => ({ type: 'newEnquiry', payload: '{}', createdAt });
    await db()
      .insertInto('events')
      .values([event(ago(30 * 24 * HOUR)), event(ago(8 * 24 * HOUR)), event(ago(6 * 24 * HOUR))])
      .execute();
    const session = (expiresAt: string) => ({
      id: newId(),
      tokenHash: newId(),
      userId: user,
      expiresAt,
      createdAt: ago(HOUR),
      lastSeenAt: ago(HOUR),
    });
    await db()
      .insertInto('sessions')
      .values([session(ago(1)), session(ago(-HOUR))])
      .execute();
    const failure = (createdAt: string) => ({
      id: newId(),
      email: 'x@test.local',
      ip: '192.0.2.1',
      createdAt,
    });
    await db()
      .insertInto('login_failures')
      .values([failure(ago(25 * HOUR)), failure(ago(HOUR))])
      .execute();
    const link = (expiresAt: string) => ({
      id: newId(),
      userId: user,
      tokenHash: newId(),
      expiresAt,
      usedAt: null,
      createdAt: ago(HOUR),
    });
    await db()
      .insertInto('password_resets')
      .values([link(ago(25 * HOUR)), link(ago(HOUR))])
      .execute();
    await db()
      .insertInto('rate_limits')
      .values([
        { key: 'old', count: 3, resetAt: Date.now() - 1 },
        { key: 'current', count: 1, resetAt: Date.now() + HOUR },
      ])
      .execute();
  };
  const ids = async () =>
    (await db().selectFrom('events').select('id').orderBy('id').execute()).map((r) => Number(r.id));

  it('runs every interval and keeps what is still in its retention', async () => {
    await seed();
    const [oldest, older, recent] = await ids();
    const sessionsBefore = await db().selectFrom('sessions').select('id').execute();
    expect(t.app.maintenance.lastRun).toBeNull();

    vi.advanceTimersByTime(HOUR);
    expect(await t.app.maintenance.lastRun).toEqual({
      events: 2,
      sessions: 1,
      loginFailures: 1,
      rateLimits: 1,
      documents: 0,
      passwordResets: 1,
    });
    expect(await ids()).toEqual([recent]);
    const watermark = await db()
      .selectFrom('counters')
      .select('value')
      .where('name', '=', PRUNED_COUNTER)
      .executeTakeFirstOrThrow();
    expect(Number(watermark.value)).toBe(older);
    expect(oldest).toBeLessThan(older!);
    expect(await db().selectFrom('sessions').select('id').execute()).toHaveLength(
      sessionsBefore.length - 1,
    );
    expect(await db().selectFrom('rate_limits').select('key').execute()).toEqual([
      { key: 'current' },
    ]);
  });

  it('never removes the newest event, however old, so ids keep growing', async () => {
    await db().deleteFrom('events').execute();
    await db()
      .insertInto('events')
      .values({ type: 'newEnquiry', payload: '{}', createdAt: ago(90 * 24 * HOUR) })
      .execute();
    expect((await t.app.maintenance.run()).events).toBe(0);
    expect(await ids()).toHaveLength(1);
  });
});
