import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ChildServer } from '../../test/child-server';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { PROCESS_TEST_TIMEOUT, stopChildren } from '../../test/process';

// Even a test that failed or timed out half way leaves no server running.
afterAll(stopChildren);

/**
 * Each process keeps the sessions it looked up for a moment (modules/users/sessions.ts). A
 * sign-out or a block made in one process must still reach every other within one second: this
 * test's app and a second server process (server.ts, a child) share one database.
 */
describe('sessions ended in one process', { timeout: PROCESS_TEST_TIMEOUT }, () => {
  let t: TestApp;
  let other: ChildServer;
  beforeAll(async () => {
    t = await createTestApp();
    other = await startServer(t.config.databaseUrl, { LOG_LEVEL: 'warn' });
  });
  afterAll(async () => {
    await other?.stop();
    await t?.close();
  });

  const me = (token: string) => fetch(`${other.url}/api/users/me`, { headers: bearer(token) });
  /**
   * Asks the other process again and again until it refuses the token. What the promise is about
   * is when a request was sent, not how long the machine took to answer it: `lastAccepted` is how
   * long after `since` the last request that was still let in had been sent. Every request sent a
   * second or more after the write must be refused, however busy the machine (a timed bound on
   * the answer failed at load 20 on CI: 1,257 ms).
   */
  async function refusal(token: string, since: number) {
    let status = 200;
    let lastAccepted = 0;
    while (status === 200 && Date.now() - since < 10_000) {
      const sent = Date.now() - since;
      status = (await me(token)).status;
      if (status === 200) lastAccepted = sent;
    }
    return { status, lastAccepted };
  }

  it('are refused by the other process within a second of a sign-out', async () => {
    const token = await t.tokenFor('counsellor');
    expect((await me(token)).status).toBe(200); // the other process now remembers it
    const since = Date.now();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const { status, lastAccepted } = await refusal(token, since);
    expect(status).toBe(401);
    expect(lastAccepted).toBeLessThan(1000);
  });

  it('are refused by the other process within a second of the user being blocked', async () => {
    const admin = await t.tokenFor('admin');
    const user = await t.createUser('counsellor');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    });
    const token = signIn.json<{ token: string }>().token;
    expect((await me(token)).status).toBe(200);
    const since = Date.now();
    const blocked = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(admin),
      payload: { status: 'blocked' },
    });
    expect(blocked.statusCode).toBe(200);
    const { status, lastAccepted } = await refusal(token, since);
    expect(status).toBe(401);
    expect(lastAccepted).toBeLessThan(1000);
  });

  it('takes a new role at once in the process that changed it', async () => {
    const admin = await t.tokenFor('admin');
    const user = await t.createUser('admin');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    });
    const token = signIn.json<{ token: string }>().token;
    const team = () => t.app.inject({ url: '/api/users', headers: bearer(token) });
    expect((await team()).statusCode).toBe(200); // remembered as an admin
    const demoted = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(admin),
      payload: { userType: 'counsellor' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await team()).statusCode).toBe(403);
  });
});
