import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@studydesk/contract';
import { sha256 } from '../../lib/ids';
import { ADMIN, bearer, createTestApp, type TestApp } from '../../test/harness';

const basic = (email: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
});

describe('sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(() => t.close());

  const login = (headers: Record<string, string>, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers,
      ...(payload ? { payload } : {}),
    });

  it('signs in with HTTP Basic and answers the spec shape', async () => {
    const res = await login(basic(ADMIN.email, ADMIN.password));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; token: string; user: Record<string, unknown> }>();
    expect(body.message).toBe('Login successful');
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toEqual({
      _id: expect.any(String),
      fname: 'Admin',
      lname: 'User',
      email: ADMIN.email,
      userType: 'admin',
      image: null,
      offices: [expect.any(String)],
      multiOffice: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/);
  });

  it('signs in with a JSON body, e-mail in any case', async () => {
    const res = await login({}, { email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(res.statusCode).toBe(200);
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const u = await t.createUser('editor');
    const wrong = await login({}, { email: u.email, password: 'nope-nope' });
    const unknown = await login({}, { email: 'ghost@test.local', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: MESSAGES.invalidCredentials, error: 'unauthorized' });
  });

  it('refuses missing or malformed credentials with 400', async () => {
    const res = await login({}, { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'email',
      'password',
    ]);
  });

  it('tells pending and blocked users why they cannot sign in (403)', async () => {
    for (const [status, message] of [
      ['pending', MESSAGES.accountPending],
      ['blocked', MESSAGES.accountBlocked],
    ] as const) {
      const u = await t.createUser('counsellor', status);
      const res = await login({}, { email: u.email, password: u.password });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message });
    }
  });

  it('revokes the session on logout', async () => {
    const token = await t.tokenFor('editor');
    expect((await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('returns the signed-in user from /users/me and rejects a forged token', async () => {
    const token = await t.tokenFor('counsellor');
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ userType: 'counsellor' });
    const forged = await t.app.inject({ url: '/api/users/me', headers: bearer(`${token}x`) });
    expect(forged.statusCode).toBe(401);
  });

  it('slides the expiry of a session in use', async () => {
    const token = await t.tokenFor('editor');
    const db = t.app.dbHandle.db;
    const old = new Date(Date.now() - 3_600_000).toISOString();
    await db
      .updateTable('sessions')
      .set({ lastSeenAt: old, expiresAt: new Date(Date.now() + 60_000).toISOString() })
      .execute();
    expect((await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const row = await db
      .selectFrom('sessions')
      .select('expiresAt')
      .where('tokenHash', '=', sha256(token))
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expiresAt)).toBeGreaterThan(Date.now() + 24 * 3_600_000);
  });

  it('blocking a user ends their sessions at once', async () => {
    const u = await t.createUser('counsellor');
    const token = (await login({}, { email: u.email, password: u.password })).json<{
      token: string;
    }>().token;
    await t.app.dbHandle.db
      .updateTable('users')
      .set({ status: 'blocked' })
      .where('id', '=', u.id)
      .execute();
    expect((await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });
});

describe('session lifetime and login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSION_TTL_HOURS: '0.0000003', LOGIN_RATE_LIMIT: '4' });
  });
  afterAll(() => t.close());

  it('expires sessions after SESSION_TTL_HOURS', async () => {
    const token = await t.tokenFor('admin');
    // A second later by the clock, however long the machine took to get here.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1000 });
    try {
      const res = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('limits sign-in attempts per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: `x${i}@test.local`, password: 'whatever' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((c) => c === 401).length).toBeGreaterThanOrEqual(2);
  });
});

describe('first admin', () => {
  it('is created with a generated password when ADMIN_PASSWORD is unset, and can sign in', async () => {
    const t = await createTestApp({ ADMIN_PASSWORD: '' });
    try {
      expect(t.app.firstAdmin?.password).toMatch(/^[\w-]{16}$/);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: basic(t.config.adminEmail, t.app.firstAdmin?.password ?? ''),
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
