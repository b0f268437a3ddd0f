import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { IdParamsSchema, type Access } from '@studydesk/contract';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type IdParams = z.ZodObject<{ id: typeof IdParamsSchema.shape.id }>;

/** Where a route about one record is, and who may call it. */
export type RecordRouteAt = { method: Method; url: string; access: Access; summary: string };
/** Its schemas: path parameters (default `{id}`, naming the record), body, answer. */
export type RecordRouteSchemas<P extends IdParams, B extends z.ZodType | undefined> = {
  params?: P;
  body?: B;
  response: z.ZodType;
  /** 200 unless said (201 for something added). */
  status?: 200 | 201;
};
/** What a handler is given, validated by the route's schemas. */
export type RecordRequest<P extends IdParams, B extends z.ZodType | undefined> = {
  params: z.infer<P>;
  body: B extends z.ZodType ? z.infer<B> : undefined;
  /** The request itself (who is asking). */
  req: FastifyRequest;
};

/**
 * Routes about one record each, for records a caller may only work when `load` finds them
 * theirs (it throws, a 404, otherwise): every route loads the path's record first, then acts on
 * it. Written once here, so each route says only what it does.
 */
export function recordRoutes<Rec>(
  parent: FastifyInstance,
  o: { tags: string[]; load: (req: FastifyRequest, id: string) => Promise<Rec> },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  return <P extends IdParams = typeof IdParamsSchema, B extends z.ZodType | undefined = undefined>(
    at: RecordRouteAt,
    schemas: RecordRouteSchemas<P, B>,
    act: (cur: Rec, r: RecordRequest<P, B>) => Promise<unknown>,
  ) => {
    const status = schemas.status ?? 200;
    app.route({
      method: at.method,
      url: at.url,
      config: { access: at.access },
      schema: {
        tags: o.tags,
        summary: at.summary,
        params: schemas.params ?? IdParamsSchema,
        ...(schemas.body && { body: schemas.body }),
        response: { [status]: schemas.response },
      },
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const params = req.params as z.infer<P>;
        const cur = await o.load(req, params.id);
        const body = req.body as RecordRequest<P, B>['body'];
        return reply.status(status).send(await act(cur, { params, body, req }));
      },
    });
  };
}
