import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { responseSerializer } from './lib/response-serializer';
import { API_BASE, MESSAGES, contactsResource, enquiriesResource } from '@studydesk/contract';
import type { Config } from './config';
import { checkConnection } from './db/connection';
import { openDatabase, type DbHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createImages, type Images } from './lib/crud/images';
import { AppError } from './lib/errors';
import { requestForLog } from './lib/log-redact';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { requestIds } from './lib/request-id';
import { recordRoutes, type RouteEntry } from './lib/route-table';
import { trustFn } from './lib/trust';
import { authPlugin } from './plugins/auth';
import { compression } from './plugins/compression';
import { refuseOtherCharsets } from './plugins/charset';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { lifecyclePlugin } from './plugins/lifecycle';
import { metricsPlugin } from './modules/health/metrics';
import { multipartPlugin } from './plugins/multipart';
import { publicFormsPlugin } from './modules/web-to-lead/public-forms';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { openStorage, uploadsPlugin, type Storage } from './plugins/storage';
import { webPlugin } from './plugins/web';
import { createEnquiriesRepository } from './modules/enquiries/enquiries.repository';
import { createEventBus } from './modules/events/event-bus';
import { createStreamHub, type StreamHub } from './modules/events/stream-hub';
import { MODULES, type AppContext } from './modules';
import type { Maintenance } from './modules/maintenance/maintenance';
import { createOutboxWorker, type OutboxWorker } from './modules/mail/outbox.worker';
import { replyToRouter } from './modules/inbox/reply-tokens';
import { ensureFirstAdmin, type FirstAdmin } from './modules/users/bootstrap';
import { createSessions } from './modules/users/sessions';
import { createUsersRepository } from './modules/users/users.repository';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    firstAdmin: FirstAdmin | null;
    dbHandle: DbHandle;
    storage: Storage;
    /** The image pipeline (its queue is watched by tests and metrics). */
    images: Images;
    /** Scheduled pruning of old events, sessions, failures and rate-limit windows. */
    maintenance: Maintenance;
    /** Every route as registered, with its access rule: walked by the auth test. */
    routeTable: RouteEntry[];
    /** The open live-event streams of this process. */
    streams: StreamHub;
    /** This process's sender of the outbox. */
    outbox: OutboxWorker;
  }
}
export type App = FastifyInstance;
export type { RouteEntry };
/** Builds the whole server; used by server.ts and by every test. Migrates and bootstraps. */
export async function buildApp(config: Config): Promise<App> {
  const app = Fastify({
    // the request's URL without a student link's token (lib/log-redact)
    logger: { level: config.logLevel, serializers: { req: requestForLog } },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustFn(config.trustProxy),
    // Our ids; a trusted proxy's x-request-id only when well-formed (lib/request-id).
    requestIdHeader: false,
    genReqId: requestIds(config.trustProxy),
    // A stop closes idle connections and lets requests in flight finish (plugins/lifecycle),
    // which also answers requests that arrive meanwhile.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // Spec §7 spells some lists with a trailing slash (GET /gallery/, GET /blog/).
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  // Bodies are JSON, multipart or (public forms) urlencoded: text/plain is 415 like any other
  // type, not a string the schema then refused as "expected object".
  app.removeContentTypeParser('text/plain');
  refuseOtherCharsets(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  recordRoutes(app);

  const handle = openDatabase(config.databaseUrl, {
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    readers: config.sqliteReaders,
    poolMax: config.databasePoolMax,
    reportLimits: config.reportLimits,
    onIdleError: (err) => app.log.warn({ err }, 'idle database connection lost'),
  });
  app.addHook('onClose', () => handle.close());
  // A start that fails part-way closes what it opened, so the process can end cleanly.
  const orClose = <T>(step: PromiseLike<T>) =>
    Promise.resolve(step).catch(async (err: unknown) => {
      await app.close();
      throw err;
    });
  await orClose(checkConnection(handle).then(() => migrateToLatest(handle.db)));
  const users = createUsersRepository(handle.db);
  const sessions = createSessions(handle.db, config.sessionTtlMs);
  const firstAdmin = await ensureFirstAdmin(users, config);
  const bus = await createEventBus(handle, config.databaseUrl, app.log);
  app.addHook('onClose', () => bus.close());
  const enquiries = createEnquiriesRepository(handle, bus);
  const streams = createStreamHub(bus, sessions, config.sseHeartbeatMs);
  const storage = openStorage(config.storage);
  app.addHook('onClose', () => storage.close());
  await orClose(storage.check());
  const catalogue = { handle, images: createImages(storage) };
  const outbox = createOutboxWorker({
    handle,
    url: config.databaseUrl,
    mail: config.mail,
    log: app.log,
    prepare: replyToRouter(handle.db, config.inbound.domain),
  });
  await orClose(outbox.start());
  // Before the database closes: the mail being sent is recorded as sent (or not).
  app.addHook('onClose', () => outbox.stop());

  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    done(null, payload);
  });
  await app.register(lifecyclePlugin);
  // A stop takes no more mail; what is being sent finishes before the database closes.
  app.onDrain(() => void outbox.stop());
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compression);
  if (config.metricsToken)
    metricsPlugin(app, {
      token: config.metricsToken,
      handle,
      bus,
      imageQueue: catalogue.images.load,
      outbox,
    });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every process behind a balancer sees the same hits.
    store: databaseRateLimitStore(handle.db),
    errorResponseBuilder: (_req, ctx) =>
      new AppError(ctx.statusCode, 'rate_limited', MESSAGES.tooManyRequests),
  });
  await openapiPlugin(app);
  await app.register(authPlugin, { sessions, db: handle.db });
  await app.register(multipartPlugin, { maxFileBytes: config.uploadMaxBytes });
  await app.register(publicFormsPlugin, {
    origins: config.publicFormOrigins,
    paths: [enquiriesResource.path, contactsResource.path].map((p) => `${API_BASE}${p}`),
  });

  const ctx: AppContext = {
    app,
    config,
    handle,
    bus,
    storage,
    catalogue,
    users,
    sessions,
    enquiries,
    streams,
    outbox,
    searchSources: { enquiries },
  };
  // Each module's routes (under /api), hooks and background work, in the list's order.
  await orClose(
    app.register(
      async (api) => {
        for (const m of MODULES) await m.register(api, ctx);
      },
      { prefix: '/api' },
    ),
  );
  await app.register(uploadsPlugin, { storage });
  await app.register(webPlugin, { root: config.webDist });

  app.decorate('firstAdmin', firstAdmin);
  app.decorate('dbHandle', handle);
  app.decorate('storage', storage);
  app.decorate('images', catalogue.images);
  app.decorate('streams', streams);
  app.decorate('outbox', outbox);
  return app;
}
