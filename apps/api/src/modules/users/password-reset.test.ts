import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_ANSWER,
  MESSAGES,
  PASSWORD_RESET_DONE,
  RESET_LINK_INVALID,
} from '@studydesk/contract';
import { sha256 } from '../../lib/ids';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { RESET_MAILS_PER_ADDRESS } from './password-reset';

const BASE = 'https://desk.agency.example';
const LINK = /https:\/\/desk\.agency\.example\/reset-password\?token=([A-Za-z0-9_-]+)/;
const NEW_PASSWORD = 'Harbour-lights-42';
type Refusal = { message: string; fieldErrors: Record<string, string> };
/** Asks a minute from one address (PUBLIC_FORM_RATE_LIMIT) before 429. */
const PER_IP = 10;

/**
 * "Forgot password?": the same answer for every address, a single-use link valid 30
 * minutes by mail, every session ended by its use, and asking rate-limited per address and per
 * e-mail. A real SMTP server in the test process receives the mails.
 */
describe('forgot and reset password', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let ip = 0;
  /** Each request from an address of its own, unless one is given (the per-address limit). */
  const forgot = (email: string, from = `10.1.0.${++ip}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email },
      remoteAddress: from,
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password },
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  const me = (token: string) => t.app.inject({ url: '/api/users/me', headers: bearer(token) });
  const db = () => t.app.dbHandle.db;
  const resetMailsTo = async (email: string) =>
    (
      await db()
        .selectFrom('outbox')
        .select('id')
        .where('kind', '=', 'password-reset')
        .where('toAddress', '=', email)
        .execute()
    ).length;
  /** The first mail to `email` among those arriving after the first `after`. */
  async function mailTo(email: string, after: number): Promise<ReceivedMail> {
    for (let n = after + 1; ; n++) {
      const found = (await smtp.waitFor(n)).slice(after).find((m) => m.to.includes(email));
      if (found) return found;
    }
  }
  /** Asks for a link for `email` and answers the token of the mail that arrives. */
  async function linkFor(email: string): Promise<{ token: string; mail: ReceivedMail }> {
    const before = smtp.messages.length;
    expect((await forgot(email)).statusCode).toBe(202);
    const mail = await mailTo(email, before);
    return { token: LINK.exec(mail.text)![1]!, mail };
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'StudyDesk <desk@agency.example>',
      PUBLIC_BASE_URL: BASE,
      PUBLIC_FORM_RATE_LIMIT: String(PER_IP),
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers an unknown address exactly as a known one, and mails only the account', async () => {
    const user = await t.createUser('counsellor');
    const unknown = await forgot('nobody-here@example.com');
    const known = await forgot(user.email.toUpperCase());
    for (const res of [unknown, known]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
    const headers = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => !['date', 'x-request-id'].includes(k))
        .sort()
        .map(
          (k) =>
            `${k}: ${k === 'content-length' || k.startsWith('x-ratelimit') ? '' : String(h[k])}`,
        );
    expect(headers(unknown.headers)).toEqual(headers(known.headers));
    // The work runs after the answer, in order: the account's mail comes after the unknown one's turn.
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.subject).toBe('Reset your StudyDesk password');
    expect(mail!.text).toContain('within 30 minutes');
    expect(mail!.html).toMatch(/<a href="https:\/\/desk\.agency\.example\/reset-password\?token=/);
    expect(await resetMailsTo('nobody-here@example.com')).toBe(0);
    expect(await resetMailsTo(user.email)).toBe(1);
  });

  it('keeps only the hash of a 256-bit token, valid for 30 minutes', async () => {
    const user = await t.createUser('counsellor');
    const { token } = await linkFor(user.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await db()
      .selectFrom('password_resets')
      .selectAll()
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Date.parse(row.expiresAt) - Date.parse(row.createdAt)).toBe(30 * 60_000);
  });

  it('sets the password once, signs every session out, and refuses the link again', async () => {
    const user = await t.createUser('counsellor');
    const sessions = [];
    for (const _ of [1, 2])
      sessions.push((await login(user.email, user.password)).json<{ token: string }>().token);
    const { token } = await linkFor(user.email);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_RESET_DONE });
    for (const s of sessions) expect((await me(s)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'Another-pass-77');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: RESET_LINK_INVALID });
    expect((await login(user.email, 'Another-pass-77')).statusCode).toBe(401);
  });

  it('ends every other link of the account when one is used', async () => {
    const user = await t.createUser('counsellor');
    const first = await linkFor(user.email);
    const second = await linkFor(user.email);
    expect((await reset(second.token)).statusCode).toBe(200);
    expect((await reset(first.token, 'Another-pass-77')).json()).toMatchObject({
      message: RESET_LINK_INVALID,
    });
  });

  it('refuses an expired link, an unknown one, and a blocked account’s', async () => {
    const user = await t.createUser('counsellor');
    const { token } = await linkFor(user.email);
    const expire = (at: Date) =>
      db()
        .updateTable('password_resets')
        .set({ expiresAt: at.toISOString() })
        .where('tokenHash', '=', sha256(token))
        .execute();
    await expire(new Date(Date.now() - 1000));
    for (const res of [await reset(token), await reset('made-up-token')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: RESET_LINK_INVALID });
    }
    // Still within its 30 minutes: it works (the refusal was the expiry, nothing else).
    await expire(new Date(Date.now() + 60_000));
    await db().updateTable('users').set({ status: 'blocked' }).where('id', '=', user.id).execute();
    expect((await reset(token)).json()).toMatchObject({ message: RESET_LINK_INVALID });
    await db().updateTable('users').set({ status: 'active' }).where('id', '=', user.id).execute();
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('mails no link to a blocked or pending account', async () => {
    const blocked = await t.createUser('counsellor', 'blocked');
    const pending = await t.createUser('counsellor', 'pending');
    expect((await forgot(blocked.email)).statusCode).toBe(202);
    expect((await forgot(pending.email)).statusCode).toBe(202);
    await linkFor((await t.createUser('counsellor')).email); // after theirs, in order
    expect(await resetMailsTo(blocked.email)).toBe(0);
    expect(await resetMailsTo(pending.email)).toBe(0);
  });

  it('holds the new password to the rules and keeps the link for a better one', async () => {
    const user = await t.createUser('counsellor');
    const { token } = await linkFor(user.email);
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<Refusal>().fieldErrors.password).toMatch(/at least 10 characters/);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('forgets the account’s failed sign-ins once the password is reset', async () => {
    const user = await t.createUser('counsellor');
    for (let i = 0; i < 6; i++) await login(user.email, 'wrong-password-1');
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    const { token } = await linkFor(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it(`sends an address at most ${RESET_MAILS_PER_ADDRESS} links in 15 minutes, answering the same`, async () => {
    const user = await t.createUser('counsellor');
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS + 2; i++) {
      const res = await forgot(user.email);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
    await linkFor((await t.createUser('counsellor')).email); // after theirs, in order
    expect(await resetMailsTo(user.email)).toBe(RESET_MAILS_PER_ADDRESS);
  });

  it(`answers 429 after ${PER_IP} asks from one address`, async () => {
    for (let i = 0; i < PER_IP; i++)
      expect((await forgot(`someone${i}@example.com`, '10.9.9.9')).statusCode).toBe(202);
    const refused = await forgot('someone@example.com', '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: MESSAGES.tooManyRequests });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await forgot('someone@example.com', '10.9.9.10')).statusCode).toBe(202);
  });

  it('refuses a malformed address without saying anything about accounts', async () => {
    const res = await forgot('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json<Refusal>().fieldErrors.email).toBe('Enter a valid email address');
  });
});
