import type { FastifyRequest } from 'fastify';
import { LoginBodySchema, MESSAGES, type LoginBody, type LoginResponse } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/errors';
import { newId, now } from '../../lib/ids';
import { verifyPassword } from '../../lib/passwords';
import type { Sessions } from './sessions';
import { toSessionUser, type UsersRepository } from './users.repository';

const FAILURE_WINDOW_MS = 15 * 60_000;

/** Spec §6: HTTP Basic with e-mail and password; a JSON body is accepted as well. */
export function credentialsOf(req: FastifyRequest): LoginBody {
  const h = req.headers.authorization;
  let candidate: unknown = req.body;
  if (h?.startsWith('Basic ')) {
    const decoded = Buffer.from(h.slice(6), 'base64').toString('utf8');
    const at = decoded.indexOf(':');
    if (at > 0) candidate = { email: decoded.slice(0, at), password: decoded.slice(at + 1) };
  }
  const parsed = LoginBodySchema.safeParse(candidate ?? {});
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((i) => [i.path.join('.'), i.message]),
    );
    throw badRequest(MESSAGES.validation, fieldErrors);
  }
  return { email: parsed.data.email.toLowerCase(), password: parsed.data.password };
}

export function createLogin(deps: {
  db: Db;
  users: UsersRepository;
  sessions: Sessions;
  maxFailures: number;
}) {
  const { db, users, sessions, maxFailures } = deps;

  async function recentFailures(email: string): Promise<number> {
    const since = new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();
    const r = await db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('email', '=', email)
      .where('createdAt', '>', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  return async function login(cred: LoginBody, ip: string): Promise<LoginResponse> {
    // Per-email limit lives in the database so every process behind a balancer shares it.
    if ((await recentFailures(cred.email)) >= maxFailures) {
      throw new AppError(429, 'rate_limited', MESSAGES.tooManyRequests);
    }
    const user = await users.findByEmail(cred.email);
    if (!(await verifyPassword(user?.passwordHash, cred.password)) || !user) {
      await db
        .insertInto('login_failures')
        .values({ id: newId(), email: cred.email, ip, createdAt: now() })
        .execute();
      throw unauthorized(MESSAGES.invalidCredentials);
    }
    if (user.status === 'pending') throw forbidden(MESSAGES.accountPending);
    if (user.status === 'blocked') throw forbidden(MESSAGES.accountBlocked);
    await db.deleteFrom('login_failures').where('email', '=', cred.email).execute();
    const token = await sessions.create(user.id);
    await users.touchLastLogin(user.id);
    return { message: MESSAGES.loginSuccess, token, user: toSessionUser(user) };
  };
}
