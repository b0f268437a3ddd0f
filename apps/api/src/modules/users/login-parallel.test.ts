import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/harness';

const MAX = 5; // LOGIN_MAX_FAILURES

/**
 * Guesses sent together, as an attacker sends them. Each attempt is counted before
 * its password is checked, so a burst gets no more checks than guesses made one by one.
 * The clock is frozen: every wait is exact, whatever the machine.
 */
describe('sign-in throttling under parallel guesses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: String(MAX), LOGIN_IP_MAX_FAILURES: '1000' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-01T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  const burst = (email: string, ip: (i: number) => string) =>
    Promise.all(Array.from({ length: 60 }, (_, i) => login(email, 'wrong', ip(i))));
  const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

  it('checks at most LOGIN_MAX_FAILURES of 60 guesses from 60 addresses sent at once', async () => {
    const u = await t.createUser('editor');
    const codes = (await burst(u.email, (i) => `203.0.113.${i + 1}`)).map((r) => r.statusCode);
    expect(count(codes, 401)).toBe(MAX);
    expect(count(codes, 429)).toBe(60 - MAX);
  });

  it('counts them the same when two servers on one database take them', async () => {
    // A second server on the same database: its own connections, as another process has.
    const other = await buildApp(t.config);
    try {
      const u = await t.createUser('editor');
      const codes = (
        await Promise.all(
          Array.from({ length: 60 }, (_, i) =>
            (i % 2 ? other : t.app).inject({
              method: 'POST',
              url: '/api/users/login',
              payload: { email: u.email, password: 'wrong' },
              remoteAddress: `203.0.113.${i + 101}`,
            }),
          ),
        )
      ).map((r) => r.statusCode);
      expect(count(codes, 401)).toBe(MAX);
      expect(count(codes, 429)).toBe(60 - MAX);
    } finally {
      await other.close();
    }
  });

  it("lets a new address in after one address's guesses; that address alone is slowed", async () => {
    const u = await t.createUser('counsellor');
    const guesser = '198.51.100.66';
    const codes = (await burst(u.email, () => guesser)).map((r) => r.statusCode);
    // The guesser keeps going, waiting out each delay (1 s, 2 s, 4 s …) as it grows.
    for (let wait = 1; wait <= 256; wait *= 2) {
      vi.setSystemTime(Date.now() + wait * 1000);
      codes.push((await login(u.email, 'wrong', guesser)).statusCode);
    }
    expect(count(codes, 401)).toBe(MAX + 9);
    // The owner, from an address never seen before, with the right password: in at once.
    expect((await login(u.email, u.password, '192.0.2.10')).statusCode).toBe(200);
    const again = await login(u.email, u.password, guesser);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('512');
  });
});
