import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** True once a stop has begun: readiness fails and new requests are turned away. */
    draining: boolean;
    /** Runs `fn` when a stop begins: ends what would otherwise run on (event streams). */
    onDrain: (fn: () => void) => void;
  }
}

type DrainState = { inFlight: number; idle: Set<() => void>; hooks: (() => void)[] };
const states = new WeakMap<FastifyInstance, DrainState>();

/** Resolves once no request taken before the stop is still being answered. */
function answered(app: FastifyInstance): Promise<void> {
  const state = states.get(app);
  if (!state || state.inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => state.idle.add(resolve));
}

/** Health and readiness still answer while draining, so a balancer can see it. */
const answersWhileDraining = (req: FastifyRequest) => req.url.startsWith('/api/health');

/**
 * A stop that drains: new requests get 503 with Retry-After and `Connection: close`, requests
 * in flight run to their answer, then the server closes. It keeps listening until then, so a
 * balancer's probe sees readiness fail (503) rather than a refused connection.
 */
export const lifecyclePlugin = fp((app: FastifyInstance) => {
  const state: DrainState = { inFlight: 0, idle: new Set(), hooks: [] };
  states.set(app, state);
  app.decorate('draining', false);
  app.decorate('onDrain', (fn: () => void) => void state.hooks.push(fn));
  app.addHook('onRequest', (req, reply, done) => {
    if (!app.draining || answersWhileDraining(req)) {
      // Counted until its response is done (or its connection gone), whatever the route does.
      state.inFlight++;
      reply.raw.once('close', () => {
        if (--state.inFlight > 0) return;
        state.idle.forEach((resolve) => resolve());
        state.idle.clear();
      });
    }
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
 * Stops the server (SIGTERM, SIGINT): readiness fails and new requests are turned away at once,
 * while still listening; event streams end; requests in flight finish (at most `timeoutMs`,
 * after which the rest are cut); then the server stops listening and closes the database (the
 * onClose hooks run only once every connection is done).
 */
export async function drain(app: FastifyInstance, timeoutMs: number): Promise<void> {
  app.draining = true;
  states.get(app)?.hooks.forEach((fn) => fn());
  const cut = setTimeout(() => {
    app.log.warn({ timeoutMs }, 'requests still running at the shutdown deadline; cutting them');
    app.server.closeAllConnections();
  }, timeoutMs);
  cut.unref();
  try {
    await answered(app);
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
