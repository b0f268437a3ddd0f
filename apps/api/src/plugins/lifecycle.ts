import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** True once a stop has begun: readiness fails and new requests are turned away. */
    draining: boolean;
  }
}

/** Health and readiness still answer while draining, so a balancer can see it. */
const answersWhileDraining = (req: FastifyRequest) => req.url.startsWith('/api/health');

/**
 * A stop that drains: new requests (on connections still open) get 503 with Retry-After and
 * `Connection: close`, requests in flight run to their answer, then the server closes.
 */
export const lifecyclePlugin = fp((app: FastifyInstance) => {
  app.decorate('draining', false);
  app.addHook('onRequest', (req, reply, done) => {
    if (!app.draining) return done();
    reply.header('connection', 'close');
    if (answersWhileDraining(req)) return done();
    void reply
      .status(503)
      .header('retry-after', '1')
      .send({ message: 'The server is restarting. Please try again.', error: 'unavailable' });
  });
  // Whatever finishes during the drain closes its connection after the answer.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (app.draining) reply.header('connection', 'close');
    done(null, payload);
  });
});

/**
 * Stops the server (SIGTERM, SIGINT): stop accepting, let requests in flight finish (at most
 * `timeoutMs`, after which the rest are cut), end event streams, then close the database (the
 * onClose hooks run only once every connection is done).
 */
export async function drain(app: FastifyInstance, timeoutMs: number): Promise<void> {
  app.draining = true;
  const cut = setTimeout(() => {
    app.log.warn({ timeoutMs }, 'requests still running at the shutdown deadline; cutting them');
    app.server.closeAllConnections();
  }, timeoutMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
