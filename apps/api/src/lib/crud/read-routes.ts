import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema, queryFlag } from '@studydesk/contract';
import { assertAccess } from '../../plugins/auth';
import { scopeOwner } from './owner';
import type { CrudContext } from './context';

type Row = Record<string, unknown>;

/** The list (in the resource's envelope, with its filters and the trash) and the read by id. */
export function readRoutes<I extends Row, C extends Row, U extends Row>(c: CrudContext<I, C, U>) {
  const { app, o, read } = c;
  const listQuery = ListQuerySchema.extend({
    sort: z.enum(o.sortable).optional(),
    ...(o.softDelete ? { deleted: queryFlag().optional() } : {}),
    ...(o.schemas.filters?.shape ?? {}),
  });
  const envelope = z.object({
    [o.envelope.items]: z.array(o.schemas.item),
    [o.envelope.count]: z.number().int(),
    ...(o.envelope.paged ? { totalPages: z.number().int(), currentPage: z.number().int() } : {}),
  });
  const hidden = (req: { auth: unknown }, x: Row) =>
    Object.entries(c.publicOnly(req)).some(([k, v]) => x[k] !== v);

  if (c.has('list'))
    app.get(
      o.path,
      {
        config: read,
        schema: { ...c.doc('list'), querystring: listQuery, response: { 200: envelope } },
      },
      async (req) => {
        const query = req.query as z.infer<typeof ListQuerySchema> & Row;
        if (query.deleted) assertAccess(req, c.access.write);
        Object.assign(scopeOwner(query, req), c.publicOnly(req));
        const { items, total } = await o.repo.list(query);
        const body: Row = { [o.envelope.items]: items, [o.envelope.count]: total };
        if (o.envelope.paged) {
          body.totalPages = Math.ceil(total / query.limit);
          body.currentPage = query.page;
        }
        return body;
      },
    );

  if (c.has('get'))
    app.get(
      c.byId,
      {
        config: read,
        schema: { ...c.doc('get'), params: IdParamsSchema, response: { 200: o.schemas.item } },
      },
      async (req) => {
        const x = c.found(await o.repo.get(req.params.id));
        return hidden(req, x) ? c.found(undefined) : x;
      },
    );
}
