import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailState, OutboxList, OutboxMessage } from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { waitForOutboxRow } from '../../test/outbox';
import { enqueueMail } from './outbox';
import { NO_MAIL_SERVER } from './outbox.claims';

const UNKNOWN = '00000000-0000-7000-8000-000000000000';

/** The admins' outbox: list, read, resend, cancel; nobody else. No mail server: nothing moves. */
describe('/api/outbox', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.tokenFor('admin'));
    const db = t.app.dbHandle.db;
    for (const [i, name] of ['waiting', 'sent', 'failed', 'cancelled'].entries()) {
      ids[name] = await enqueueMail(db, {
        kind: 'test',
        to: `${name}@example.test`,
        subject: `Mail ${i + 1}`,
        text: `Text ${name}`,
        html: `<p>${name}</p>`,
        replyTo: 'c@agency.test',
        headers: { 'X-Kind': name },
      });
      if (name !== 'waiting')
        await db
          .updateTable('outbox')
          .set({
            state: name as MailState,
            attempts: 2,
            lastError: name === 'failed' ? '550 No' : null,
          })
          .where('id', '=', ids[name])
          .execute();
    }
    await waitForOutboxRow(t.app, ids.waiting!, (r) => r.lastError === NO_MAIL_SERVER);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers = admin) =>
    t.app.inject({ method, url: `/api/outbox${url}`, headers });

  it('lists the outbox newest first, without the bodies, saying no mail server is set', async () => {
    const res = await call('GET', '');
    expect(res.statusCode).toBe(200);
    const body = res.json<OutboxList>();
    expect(body).toMatchObject({ total: 4, mailServer: false });
    expect(body.data.map((m) => m.subject)).toEqual(['Mail 4', 'Mail 3', 'Mail 2', 'Mail 1']);
    expect(body.data[3]).toMatchObject({
      to: 'waiting@example.test',
      state: 'waiting',
      attempts: 0,
      lastError: NO_MAIL_SERVER,
      kind: 'test',
    });
    expect(body.data[3]).not.toHaveProperty('text');
  });

  it('pages and filters by state; a bad state is a 400', async () => {
    const page2 = (await call('GET', '?limit=3&page=2')).json<OutboxList>();
    expect(page2).toMatchObject({ total: 4 });
    expect(page2.data.map((m) => m.subject)).toEqual(['Mail 1']);
    const failed = (await call('GET', '?state=failed')).json<OutboxList>();
    expect(failed.data.map((m) => m.state)).toEqual(['failed']);
    expect(failed.total).toBe(1);
    const bad = await call('GET', '?state=lost');
    expect(bad.statusCode).toBe(400);
  });

  it('gives one mail with its message', async () => {
    const res = await call('GET', `/${ids.failed}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<OutboxMessage>()).toMatchObject({
      _id: ids.failed,
      text: 'Text failed',
      html: '<p>failed</p>',
      replyTo: 'c@agency.test',
      headers: { 'X-Kind': 'failed' },
      lastError: '550 No',
    });
    expect((await call('GET', `/${UNKNOWN}`)).statusCode).toBe(404);
  });

  it('resends a failed or cancelled mail: waiting now, attempts from 0', async () => {
    for (const name of ['failed', 'cancelled']) {
      const res = await call('POST', `/${ids[name]}/resend`);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ mail: object }>().mail).toMatchObject({
        state: 'waiting',
        attempts: 0,
        lastError: null,
      });
      // Still no mail server: the worker, woken, says so again.
      await waitForOutboxRow(t.app, ids[name]!, (r) => r.lastError === NO_MAIL_SERVER);
    }
  });

  it('cancels a waiting mail; a sent one or a cancelled one cannot be (409)', async () => {
    const res = await call('DELETE', `/${ids.failed}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ mail: object }>().mail).toMatchObject({ state: 'cancelled' });
    expect((await call('DELETE', `/${ids.failed}`)).statusCode).toBe(409);
    const sent = await call('DELETE', `/${ids.sent}`);
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toMatchObject({ error: 'conflict', message: /has been sent/ });
    expect((await call('POST', `/${ids.sent}/resend`)).statusCode).toBe(409);
    expect((await call('DELETE', `/${UNKNOWN}`)).statusCode).toBe(404);
  });

  it('is for admins only: 403 for counsellors and editors, 401 without a session', async () => {
    for (const role of ['counsellor', 'editor'] as const) {
      const h = bearer(await t.tokenFor(role));
      for (const [method, url] of [
        ['GET', ''],
        ['GET', `/${ids.waiting}`],
        ['POST', `/${ids.waiting}/resend`],
        ['DELETE', `/${ids.waiting}`],
      ] as const)
        expect((await call(method, url, h)).statusCode).toBe(403);
    }
    expect((await call('GET', '', {})).statusCode).toBe(401);
    const row = await t.app.dbHandle.db
      .selectFrom('outbox')
      .select('state')
      .where('id', '=', ids.waiting!)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('waiting');
  });
});
