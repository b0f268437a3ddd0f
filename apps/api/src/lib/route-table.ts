import type { FastifyInstance } from 'fastify';
import type { Access } from '@studydesk/contract';

/** A registered route: its access rule and the fields its body and query schemas name. */
export type RouteEntry = {
  method: string;
  url: string;
  access: Access | undefined;
  body: string[];
  query: string[];
};

const keysOf = (schema: unknown): string[] =>
  typeof schema === 'object' && schema !== null && 'shape' in schema
    ? Object.keys(schema.shape as object)
    : [];

/**
 * Every route as registered, kept on `app.routeTable`: the auth test walks it for the public
 * allowlist, the fuzz test to send hostile input to every route.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat())
      table.push({
        method,
        url: r.url,
        access: r.config?.access,
        body: keysOf(r.schema?.body),
        query: keysOf(r.schema?.querystring),
      });
  });
}
