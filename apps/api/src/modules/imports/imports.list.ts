import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IMPORT_LIST_RECENT,
  IMPORTS_PATH,
  ImportListQuerySchema,
  ImportListSchema,
  type ImportResource,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { requireAuth } from '../../plugins/auth';
import { progressOf } from './imports.store';

/**
 * GET /imports: the signed-in user's recent imports (an admin sees everyone's), newest first,
 * so a page reloaded mid-run finds the one under way.
 */
export function importListRoute(parent: FastifyInstance, db: Db) {
  parent.withTypeProvider<ZodTypeProvider>().get(
    IMPORTS_PATH,
    {
      schema: {
        tags: ['imports'],
        summary: 'Recent imports: yours (an admin: everyone’s), newest first',
        querystring: ImportListQuerySchema,
        response: { 200: ImportListSchema },
      },
    },
    async (req) => {
      const { user } = requireAuth(req);
      let q = db
        .selectFrom('imports')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(IMPORT_LIST_RECENT);
      if (user.userType !== 'admin') q = q.where('createdBy', '=', user._id);
      if (req.query.resource) q = q.where('resource', '=', req.query.resource);
      const rows = await q.execute();
      return {
        data: rows.map((i) => ({
          id: i.id,
          resource: i.resource as ImportResource,
          name: i.name,
          createdAt: i.createdAt,
          rows: i.rowCount,
          ...progressOf(i),
        })),
      };
    },
  );
}
