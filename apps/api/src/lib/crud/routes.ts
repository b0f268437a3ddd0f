import type { FastifyInstance } from 'fastify';
import { IdParamsSchema } from '@studydesk/contract';
import { context, type CrudContext, type CrudRoutesOptions, type Row } from './context';
import { deleteRoutes } from './delete-routes';
import { readRoutes } from './read-routes';

export type { CrudRoute, CrudRoutesOptions } from './context';

/** Every CRUD route of a resource from one declaration (ARCHITECTURE §3: written once). */
export function registerCrudRoutes<Item extends Row, Create extends Row, Update extends Row>(
  parent: FastifyInstance,
  o: CrudRoutesOptions<Item, Create, Update>,
) {
  const c = context(parent, o);
  readRoutes(c);
  writeRoutes(c);
  deleteRoutes(c);
}

function writeRoutes<I extends Row, C extends Row, U extends Row>(c: CrudContext<I, C, U>) {
  const { app, o, write } = c;
  const prepare = o.prepare ?? ((body: Row) => body);
  const consumes = ['application/json', 'multipart/form-data'];
  const config = { ...write, uploads: o.images !== undefined };

  if (c.has('create'))
    app.post(
      o.path,
      {
        config,
        schema: {
          ...c.doc('create'),
          consumes,
          body: o.schemas.create,
          response: { 201: o.schemas.item },
        },
      },
      async (req, reply) => {
        const body = prepare(req.body, 'create') as C;
        return reply.status(201).send(await c.writes.create(body, req.uploads?.image));
      },
    );

  if (c.has('update'))
    app.put(
      c.byId,
      {
        config,
        schema: {
          ...c.doc('update'),
          consumes,
          params: IdParamsSchema,
          body: o.schemas.update,
          response: { 200: o.schemas.item },
        },
      },
      async (req) => {
        const body = prepare(req.body, 'update') as U;
        return c.found(await c.writes.update(req.params.id, body, req.uploads?.image));
      },
    );
}
