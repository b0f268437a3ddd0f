import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, type Access, type SessionUser } from '@studydesk/contract';
import { forbidden, unauthorized } from '../lib/errors';
import type { Db } from '../db/database';
import { requestedOffice, runAsViewer } from '../lib/scope/offices';
import { guardRecordOffice } from '../lib/scope/record-guard';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /** Who may call the route. Unset means any signed-in user: auth is on by default. */
    access?: Access;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export type Auth = { sessionId: string; user: SessionUser };
/** What the plugin needs of the sessions (the users module provides them). */
type SessionLookup = { resolve: (token: string) => Promise<Auth | null> };

// Routes added by plugins we do not declare ourselves, public by name (OpenAPI UI and document).
const PUBLIC_PREFIXES = ['/api/docs'];

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h?.startsWith('Bearer ')) return null;
  const token = h.slice(7).trim();
  return token.length > 0 && token.length < 200 ? token : null;
}

/** Resolves the session of every /api request and enforces the route's access rule. */
export const authPlugin = fp((app: FastifyInstance, opts: { sessions: SessionLookup; db: Db }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/') || req.is404) return;
    const token = bearerToken(req);
    if (token) req.auth = await opts.sessions.resolve(token);
    if (PUBLIC_PREFIXES.some((p) => req.url.startsWith(p))) return;
    assertAccess(req, req.routeOptions.config.access ?? 'session');
  });
  // The handler runs as its signed-in user (and the office its GET asked for, validated by
  // then): the office scope reads them where queries are built. A callback hook, so the
  // handler is called inside the context it opens.
  app.addHook('preHandler', (req, _reply, done) => {
    const u = req.auth?.user;
    const requested = requestedOffice(req.method, req.query);
    const viewer = u ? { role: u.userType, offices: u.offices ?? [], requested } : null;
    runAsViewer(viewer, () => {
      guardRecordOffice(opts.db, req).then(() => done(), done);
    });
  });
});

/** Throws 401/403 unless the request's session satisfies the access rule. */
export function assertAccess(req: FastifyRequest, access: Access): void {
  if (access === 'public') return;
  if (!req.auth) throw unauthorized(MESSAGES.sessionRequired);
  if (access !== 'session' && !access.includes(req.auth.user.userType)) {
    throw forbidden(MESSAGES.forbidden);
  }
}

/** The signed-in user of a route that is not public (the hook above guarantees one). */
export function requireAuth(req: FastifyRequest): Auth {
  if (!req.auth) throw unauthorized(MESSAGES.sessionRequired);
  return req.auth;
}
