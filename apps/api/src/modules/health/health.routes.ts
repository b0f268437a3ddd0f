import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DbHandle } from '../../db/database';

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  dialect: z.enum(['sqlite', 'postgres']),
});

export function healthRoutes(parent: FastifyInstance, handle: DbHandle) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Is the API up and its database reachable?',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (req, reply) => {
      const ok = await sql`select 1`.execute(handle.db).then(
        () => true,
        (err: unknown) => (req.log.error({ err }, 'health check: database unreachable'), false),
      );
      const body = {
        status: ok ? 'ok' : 'degraded',
        database: ok ? 'ok' : 'unreachable',
        dialect: handle.dialect,
      } as const;
      return reply.status(ok ? 200 : 503).send(body);
    },
  );
}
