import { z } from 'zod';
import { CountSchema, DELETE_ALL_ACCESS, IdParamsSchema } from '@studydesk/contract';
import type { CrudContext } from './context';

type Row = Record<string, unknown>;

/** Hard and soft deletes, restore, delete-all and the count of one resource. */
export function deleteRoutes<I extends Row, C extends Row, U extends Row>(c: CrudContext<I, C, U>) {
  const { app, o, write, read } = c;
  const params = IdParamsSchema;
  const item = o.schemas.item;

  if (c.has('remove'))
    app.delete(
      o.removeUrl ?? c.byId,
      { config: write, schema: { ...c.doc(o.softDelete ? 'removeForever' : 'remove'), params } },
      async (req, reply) => {
        const x = c.found(await o.repo.get(req.params.id, true));
        o.beforeRemove?.(x);
        if (!(await c.writes.remove(x, c.by(req)))) c.found(undefined);
        return reply.status(204).send();
      },
    );

  if (o.softDelete) {
    app.route({
      method: o.softDelete.method,
      url: o.softDelete.url,
      config: write,
      schema: { ...c.doc('softDelete'), params, response: { 200: item } },
      handler: async (req) => c.found(await o.repo.setDeleted(req.params.id, true, c.by(req))),
    });
    app.post(
      `${c.byId}/restore`,
      { config: write, schema: { ...c.doc('restore'), params, response: { 200: item } } },
      async (req) => c.found(await o.repo.setDeleted(req.params.id, false, c.by(req))),
    );
  }

  if (o.removeAll)
    app.delete(
      o.path,
      {
        // admins only, whatever the resource's write access
        config: { access: DELETE_ALL_ACCESS },
        schema: {
          ...c.doc('removeAll'),
          response: { 200: z.object({ deleted: z.number().int(), count: z.literal(0) }) },
        },
      },
      async (req) => ({ deleted: await o.repo.removeAll(c.by(req)), count: 0 as const }),
    );

  if (o.count)
    app.get(
      `${o.path}/count`,
      { config: read, schema: { ...c.doc('count'), response: { 200: CountSchema } } },
      // Counts what the caller's list shows: anonymous readers only see public records.
      async (req) => ({ count: await o.repo.count(c.publicOnly(req)) }),
    );
}
