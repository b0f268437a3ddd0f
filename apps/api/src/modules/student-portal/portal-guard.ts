import type { FastifyReply, FastifyRequest } from 'fastify';
import { STUDENT_PORTAL_MESSAGES as M, STUDENT_ROBOTS } from '@studydesk/contract';
import { notFound } from '../../lib/errors';
import type { PortalLimiter } from './portal-limits';
import type { OpenLink, StudentLinks } from './student-links';

export type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/**
 * What every route of the student's link runs: the limits before the body is read (a refused
 * request costs no upload), the private headers, and the link's lookup. Each request is counted
 * as a failed lookup of its address when admitted; only those whose lookup failed keep the count
 * (onResponse takes the others back, whatever their answer).
 */
export function linkGuard(deps: { links: StudentLinks; limits: PortalLimiter }) {
  const counted = new WeakSet<FastifyRequest>();
  const failed = new WeakSet<FastifyRequest>();
  return {
    onRequest: async (req: TokenRequest, reply: FastifyReply) => {
      // what a link shows is the student's own: no cache keeps it, no search engine lists it
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', STUDENT_ROBOTS);
      counted.add(req);
      await deps.limits.admit(req.params.token, req.ip);
    },
    onResponse: async (req: FastifyRequest) => {
      if (counted.has(req) && !failed.has(req)) await deps.limits.notFailed(req.ip);
    },
    /** The link the request's token opens, or the one 404 every bad link gets. */
    opened: async (req: TokenRequest): Promise<OpenLink> => {
      const link = await deps.links.open(req.params.token);
      if (link) return link;
      failed.add(req);
      throw notFound(M.invalidLink);
    },
  };
}
