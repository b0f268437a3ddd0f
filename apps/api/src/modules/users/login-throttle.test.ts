import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@studydesk/contract';
import { ADMIN, createTestApp, type TestApp } from '../../test/harness';

const HOME = '198.51.100.7'; // where the owner always signs in from
let n = 0;
const attacker = () => `203.0.113.${++n % 250}`; // a different address for every guess

/**
 * Guessing is slowed per e-mail and per address, never turned into a lockout
 * that keeps the owner out. The clock is frozen so every wait is exact, whatever the machine.
 */
describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_IP_MAX_FAILURES: '5' });
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
  const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  it('makes each guess past the allowance wait twice as long, with Retry-After', async () => {
    const u = await t.createUser('editor');
    for (let i = 0; i < 3; i++)
      expect((await login(u.email, 'wrong', attacker())).statusCode).toBe(401);
    const slowed = await login(u.email, u.password, attacker());
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ message: MESSAGES.tooManyRequests, error: 'rate_limited' });
    expect(slowed.headers['retry-after']).toBe('1');
    later(1);
    expect((await login(u.email, 'wrong', attacker())).statusCode).toBe(401);
    expect((await login(u.email, u.password, attacker())).headers['retry-after']).toBe('2');
    later(2);
    expect((await login(u.email, u.password, attacker())).statusCode).toBe(200);
  });

  it('lets the owner in from their usual network while guesses come from elsewhere', async () => {
    expect((await login(ADMIN.email, ADMIN.password, HOME)).statusCode).toBe(200);
    const codes = new Set<number>();
    for (let i = 0; i < 30; i++)
      codes.add((await login(ADMIN.email, 'guess', attacker())).statusCode);
    expect(codes).toEqual(new Set([401, 429]));
    // The only admin, from home, with the right password: in at once.
    expect((await login(ADMIN.email, ADMIN.password, HOME)).statusCode).toBe(200);
    // From a new network: slowed, never locked for long.
    const away = await login(ADMIN.email, ADMIN.password, '192.0.2.44');
    expect(away.statusCode).toBe(429);
    const wait = Number(away.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    later(wait);
    expect((await login(ADMIN.email, ADMIN.password, '192.0.2.44')).statusCode).toBe(200);
  });

  it('slows one address guessing many accounts, and no other address', async () => {
    const guesser = '203.0.113.250';
    for (let i = 0; i < 5; i++)
      expect((await login(`nobody${i}@test.local`, 'wrong', guesser)).statusCode).toBe(401);
    const u = await t.createUser('counsellor');
    expect((await login(u.email, u.password, guesser)).statusCode).toBe(429);
    expect((await login(u.email, u.password, '192.0.2.99')).statusCode).toBe(200);
  });
});
