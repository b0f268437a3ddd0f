import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbHandle } from '../../db/database';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  dialect: z.enum(['sqlite', 'postgres']),
});
const ReadySchema = z.object({ status: z.enum(['ready', 'draining', 'unavailable']) });

/**
 * GET /api/health (alive, and whether the database answers) and GET /api/health/ready (may a
 * balancer send traffic here: no while draining or without a database). Both ask the database
 * on a connection of their own, so they answer while other requests queue for the pool, and
 * log only warnings (probes come every few seconds).
 */
export function healthRoutes(parent: FastifyInstance, handle: DbHandle) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const route = { access: 'public' } as const;
  const ping = async (log: FastifyInstance['log']) => {
    const ok = await handle.ping();
    if (!ok) log.error('health check: database unreachable');
    return ok;
  };

  app.get(
    '/health',
    {
      config: route,
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Is the API up and its database reachable?',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (req, reply) => {
      const ok = await ping(req.log);
      const body = {
        status: ok ? 'ok' : 'degraded',
        database: ok ? 'ok' : 'unreachable',
        dialect: handle.dialect,
      } as const;
      return reply.status(ok ? 200 : 503).send(body);
    },
  );

  app.get(
    '/health/ready',
    {
      config: route,
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'May a balancer send requests here? (503 while stopping)',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (req, reply) => {
      if (parent.draining) return reply.status(503).send({ status: 'draining' });
      const ok = await ping(req.log);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'unavailable' });
    },
  );
}
