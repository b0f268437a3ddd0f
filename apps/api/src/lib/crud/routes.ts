import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  ListQuerySchema,
  PERMISSIONS,
  type ListEnvelope,
  type PermissionResource,
} from '@studydesk/contract';
import { notFound } from '../errors';
import type { Repository } from './repository';

type Row = Record<string, unknown>;
type Obj = z.ZodObject;

export type CrudRoutesOptions<Item extends Row, Create extends Row, Update extends Row> = {
  /** Path under /api, spelled as spec §7 spells it. */
  path: string;
  permission: PermissionResource;
  envelope: ListEnvelope;
  sortable: readonly [string, ...string[]];
  schemas: { item: Obj; create: Obj; update: Obj; filters?: Obj };
  repo: Repository<Item, Create, Update>;
  notFoundMessage: string;
  /** Adds a soft delete at `method path` (e.g. PATCH /enquiries/:id) and POST :id/restore. */
  softDelete?: { method: 'PATCH' | 'DELETE'; url: string };
  /** The generic routes to register (default all); a module writes the others itself. */
  only?: readonly CrudRoute[];
};
export type CrudRoute = 'list' | 'get' | 'create' | 'update' | 'remove';

/** Every CRUD route of a resource from one declaration (ARCHITECTURE §3: written once). */
export function registerCrudRoutes<Item extends Row, Create extends Row, Update extends Row>(
  parent: FastifyInstance,
  o: CrudRoutesOptions<Item, Create, Update>,
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const access = PERMISSIONS[o.permission];
  const read = { access: access.read };
  const write = { access: access.write };
  const tags = [o.permission];
  const item = o.schemas.item;
  const byId = `${o.path}/:id`;
  const found = (x: Item | undefined): Item => {
    if (x === undefined) throw notFound(o.notFoundMessage);
    return x;
  };
  const has = (r: CrudRoute) => !o.only || o.only.includes(r);

  const listQuery = ListQuerySchema.extend({
    sort: z.enum(o.sortable).optional(),
    ...(o.schemas.filters?.shape ?? {}),
  });
  const envelope = z.object({
    [o.envelope.items]: z.array(item),
    [o.envelope.count]: z.number().int(),
    ...(o.envelope.paged ? { totalPages: z.number().int(), currentPage: z.number().int() } : {}),
  });

  if (has('list'))
    app.get(
      o.path,
      { config: read, schema: { tags, querystring: listQuery, response: { 200: envelope } } },
      async (req) => {
        const query = req.query as z.infer<typeof ListQuerySchema> & Row;
        const { items, total } = await o.repo.list(query);
        const body: Row = { [o.envelope.items]: items, [o.envelope.count]: total };
        if (o.envelope.paged) {
          body.totalPages = Math.ceil(total / query.limit);
          body.currentPage = query.page;
        }
        return body;
      },
    );

  if (has('get'))
    app.get(
      byId,
      { config: read, schema: { tags, params: IdParamsSchema, response: { 200: item } } },
      async (req) => found(await o.repo.get(req.params.id)),
    );

  if (has('create'))
    app.post(
      o.path,
      { config: write, schema: { tags, body: o.schemas.create, response: { 201: item } } },
      async (req, reply) => reply.status(201).send(await o.repo.create(req.body as Create)),
    );

  if (has('update'))
    app.put(
      byId,
      {
        config: write,
        schema: { tags, params: IdParamsSchema, body: o.schemas.update, response: { 200: item } },
      },
      async (req) => found(await o.repo.update(req.params.id, req.body as Update)),
    );

  if (has('remove')) {
    app.delete(
      byId,
      { config: write, schema: { tags, params: IdParamsSchema } },
      async (req, reply) => {
        if (!(await o.repo.remove(req.params.id))) throw notFound(o.notFoundMessage);
        return reply.status(204).send();
      },
    );
  }

  if (o.softDelete) {
    app.route({
      method: o.softDelete.method,
      url: o.softDelete.url,
      config: write,
      schema: { tags, params: IdParamsSchema, response: { 200: item } },
      handler: async (req) => found(await o.repo.setDeleted(req.params.id, true)),
    });
    app.post(
      `${byId}/restore`,
      { config: write, schema: { tags, params: IdParamsSchema, response: { 200: item } } },
      async (req) => found(await o.repo.setDeleted(req.params.id, false)),
    );
  }
}
