import type { FastifyRequest } from 'fastify';
import { LoginBodySchema, MESSAGES, type LoginBody, type LoginResponse } from '@studydesk/contract';
import { badRequest, forbidden, unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { LoginThrottle } from './login-throttle';
import type { Sessions } from './sessions';
import type { Db } from '../../db/database';
import { sessionUserOf, type UsersRepository } from './users.repository';

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
  throttle: LoginThrottle;
}) {
  const { users, sessions, throttle } = deps;

  return async function login(cred: LoginBody, ip: string): Promise<LoginResponse> {
    const user = await users.findByEmail(cred.email);
    const known = user ? await throttle.isKnownIp(user.id, ip) : false;
    // Counted before the password is checked, so guesses sent together wait their turn.
    const attempt = await throttle.claim(cred.email, ip, known);
    if (!(await verifyPassword(user?.passwordHash, cred.password)) || !user)
      throw unauthorized(MESSAGES.invalidCredentials);
    await throttle.release(attempt);
    if (user.status === 'pending') throw forbidden(MESSAGES.accountPending);
    if (user.status === 'blocked') throw forbidden(MESSAGES.accountBlocked);
    await throttle.succeeded(user.id, cred.email, ip);
    const token = await sessions.create(user.id);
    await users.touchLastLogin(user.id);
    return { message: MESSAGES.loginSuccess, token, user: await sessionUserOf(deps.db, user) };
  };
}
