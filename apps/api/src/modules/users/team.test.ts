import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUPLICATE_EMAIL_MESSAGE,
  LAST_ADMIN_MESSAGE,
  MESSAGES,
  REGISTERED_MESSAGE,
} from '@studydesk/contract';
import { ADMIN, bearer, createTestApp, type TestApp } from '../../test/harness';

const STRONG = 'Correct-horse-42';
const registration = (n: number) => ({
  fname: 'Riya',
  lname: `Shah${n}`,
  email: `riya${n}@example.com`,
  mobile: '+91 98765 43210',
  password: STRONG,
  confirmPassword: STRONG,
});

describe('registration and My Team', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
  const login = (email: string, password: string) =>
    call('POST', '/api/users/login', undefined, { email, password });
  const register = (body: object) => call('POST', '/api/users/register', undefined, body);
  const idOf = async (email: string) => {
    const res = await call('GET', `/api/users?q=${encodeURIComponent(email)}`, admin);
    return res.json<{ data: { _id: string }[] }>().data[0]!._id;
  };

  it('registers a pending counsellor who can sign in only once approved', async () => {
    const body = registration(1);
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: REGISTERED_MESSAGE });
    expect((await login(body.email, STRONG)).json()).toMatchObject({
      message: MESSAGES.accountPending,
    });
    const pending = await call('GET', '/api/users?status=pending', admin);
    const user = pending.json<{ data: Record<string, unknown>[] }>().data[0];
    expect(user).toMatchObject({ email: body.email, userType: 'counsellor', status: 'pending' });
    expect(JSON.stringify(pending.json())).not.toMatch(/passwordHash|argon2/);
    const approved = await call('POST', `/api/users/${String(user?._id)}/approve`, admin);
    expect(approved.json()).toMatchObject({ status: 'active' });
    expect((await login(body.email, STRONG)).statusCode).toBe(200);
  });

  it('refuses a duplicate email with 409 naming the field', async () => {
    const body = registration(2);
    expect((await register(body)).statusCode).toBe(201);
    const res = await register({ ...body, email: body.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: DUPLICATE_EMAIL_MESSAGE,
      fieldErrors: { email: DUPLICATE_EMAIL_MESSAGE },
    });
    const created = await call('POST', '/api/users', admin, {
      ...body,
      userType: 'editor',
    });
    expect(created.statusCode).toBe(409);
  });

  it('refuses weak passwords and a mismatched confirmation with 400', async () => {
    for (const password of ['short1A', 'alllowercaseletters', '1234567890123']) {
      const res = await register({ ...registration(3), password, confirmPassword: password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('password');
    }
    const res = await register({ ...registration(3), confirmPassword: `${STRONG}x` });
    expect(res.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('confirmPassword');
    expect((await call('GET', '/api/users?q=riya3', admin)).json()).toMatchObject({ total: 0 });
  });

  it('creates active users and lists them with filters', async () => {
    const res = await call('POST', '/api/users', admin, {
      ...registration(4),
      userType: 'editor',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userType: 'editor', status: 'active', lastLogin: null });
    expect((await login('riya4@example.com', STRONG)).statusCode).toBe(200);
    const editors = await call('GET', '/api/users?userType=editor&sort=fname&order=asc', admin);
    expect(
      editors.json<{ data: { userType: string }[] }>().data.every((u) => u.userType === 'editor'),
    ).toBe(true);
    expect((await call('GET', '/api/users/nope', admin)).statusCode).toBe(404);
  });

  it('ends the sessions of a blocked user at once', async () => {
    const u = await t.createUser('counsellor');
    const token = (await login(u.email, u.password)).json<{ token: string }>().token;
    expect((await call('GET', '/api/users/me', token)).statusCode).toBe(200);
    const res = await call('PUT', `/api/users/${u.id}`, admin, { status: 'blocked' });
    expect(res.json()).toMatchObject({ status: 'blocked' });
    expect((await call('GET', '/api/users/me', token)).statusCode).toBe(401);
    await call('PUT', `/api/users/${u.id}`, admin, { status: 'active' });
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('applies a role change on the next request', async () => {
    const u = await t.createUser('editor');
    const token = (await login(u.email, u.password)).json<{ token: string }>().token;
    expect((await call('GET', '/api/enquiries', token)).statusCode).toBe(403);
    await call('PUT', `/api/users/${u.id}`, admin, { userType: 'counsellor' });
    expect((await call('GET', '/api/enquiries', token)).statusCode).toBe(200);
  });

  it('keeps at least one active admin', async () => {
    const me = await idOf(ADMIN.email);
    for (const change of [{ status: 'blocked' }, { userType: 'editor' }]) {
      const res = await call('PUT', `/api/users/${me}`, admin, change);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: LAST_ADMIN_MESSAGE });
    }
    const other = await t.createUser('admin');
    expect(
      (await call('PUT', `/api/users/${other.id}`, admin, { userType: 'editor' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/users/me', admin)).json()).toMatchObject({ userType: 'admin' });
  });

  it('resets a password, shown once, and ends that user’s sessions', async () => {
    const u = await t.createUser('counsellor');
    const token = (await login(u.email, u.password)).json<{ token: string }>().token;
    const res = await call('POST', `/api/users/${u.id}/reset-password`, admin);
    const { password } = res.json<{ password: string }>();
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await call('GET', '/api/users/me', token)).statusCode).toBe(401);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    expect((await login(u.email, password)).statusCode).toBe(200);
  });

  it('answers 403 to non-admins on every My Team route', async () => {
    const u = await t.createUser('counsellor');
    for (const role of ['counsellor', 'editor'] as const) {
      const token = await t.tokenFor(role);
      for (const [method, url] of [
        ['GET', '/api/users'],
        ['GET', `/api/users/${u.id}`],
        ['POST', '/api/users'],
        ['PUT', `/api/users/${u.id}`],
        ['POST', `/api/users/${u.id}/approve`],
        ['POST', `/api/users/${u.id}/reset-password`],
      ] as const)
        expect((await call(method, url, token, {})).statusCode, `${role} ${method} ${url}`).toBe(
          403,
        );
    }
  });
});
