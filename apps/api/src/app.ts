import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE, MESSAGES, contactsResource, enquiriesResource } from '@studydesk/contract';
import type { Config } from './config';
import { checkConnection } from './db/connection';
import { openDatabase, type DbHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createImages, type Images } from './lib/crud/images';
import { AppError } from './lib/errors';
import { requestForLog } from './lib/log-redact';
import { createMaintenance, type Maintenance } from './modules/maintenance/maintenance';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { requestIds } from './lib/request-id';
import { recordRoutes, type RouteEntry } from './lib/route-table';
import { trustFn } from './lib/trust';
import { authPlugin } from './plugins/auth';
import { compression } from './plugins/compression';
import { errorsPlugin } from './plugins/errors';
import { lifecyclePlugin } from './plugins/lifecycle';
import { metricsPlugin } from './modules/health/metrics';
import { multipartPlugin } from './plugins/multipart';
import { publicFormsPlugin } from './modules/web-to-lead/public-forms';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { openStorage, uploadsPlugin, type Storage } from './plugins/storage';
import { webPlugin } from './plugins/web';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { documentRequirementsRoutes } from './modules/documents/document-requirements.routes';
import { documentTypesRoutes } from './modules/documents/document-types.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { purgeDocuments } from './modules/documents/documents.purge';
import { blogRoutes } from './modules/blog/blog.routes';
import { collegesRoutes } from './modules/colleges/colleges.routes';
import { callBackRoutes } from './modules/contacts/contacts.callbacks.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { dueHints } from './modules/due/due.hints';
import { dueRoutes } from './modules/due/due.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { countriesRoutes } from './modules/countries/countries.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { enquiryMailRoutes } from './modules/enquiry-mail/enquiry-mail.routes';
import { enquiriesRoutes } from './modules/enquiries/enquiries.routes';
import { createEnquiriesRepository } from './modules/enquiries/enquiries.repository';
import { createEventBus } from './modules/events/event-bus';
import { streamRoutes } from './modules/events/stream.routes';
import { createStreamHub, type StreamHub } from './modules/events/stream-hub';
import { followUpsRoutes } from './modules/followups/followups.routes';
import { galleryRoutes } from './modules/gallery/gallery.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createImportRunner } from './modules/imports/imports.runner';
import { importsRoutes } from './modules/imports/imports.routes';
import { intakesRoutes } from './modules/intakes/intakes.routes';
import { mailTemplatesRoutes } from './modules/mail-templates/templates.routes';
import { setMailBase } from './modules/auto-mail/links';
import { digestRoutes } from './modules/digest/digest.routes';
import { createDigestScheduler } from './modules/digest/digest.scheduler';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { officesRoutes } from './modules/offices/offices.routes';
import { enquiryTransferRoutes } from './modules/offices/enquiry-transfer.routes';
import { createOutboxWorker, type OutboxWorker } from './modules/mail/outbox.worker';
import { searchRoutes } from './modules/search/search.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { studentPortal } from './modules/student-portal/student-portal.module';
import { statesRoutes } from './modules/states/states.routes';
import { ensureFirstAdmin, type FirstAdmin } from './modules/users/bootstrap';
import { createSessions } from './modules/users/sessions';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { webToLeadRoutes } from './modules/web-to-lead/web-to-lead.routes';

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
    /** This process's sender of the outbox (issue 24). */
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
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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
  const orClose = <T>(step: Promise<T>) =>
    step.catch(async (err: unknown) => {
      await app.close();
      throw err;
    });
  await orClose(checkConnection(handle).then(() => migrateToLatest(handle.db)));
  setMailBase(config.publicBaseUrl ?? `http://localhost:${config.port}`);
  const users = createUsersRepository(handle.db);
  const sessions = createSessions(handle.db, config.sessionTtlMs);
  const firstAdmin = await ensureFirstAdmin(users, config);
  const bus = await createEventBus(handle, config.databaseUrl, app.log);
  app.addHook('onClose', () => bus.close());
  const enquiries = createEnquiriesRepository(handle, bus);
  const streams = createStreamHub(bus, sessions, config.sseHeartbeatMs);
  const publicRateLimit = config.publicFormRateLimit;
  const storage = openStorage(config.storage);
  app.addHook('onClose', () => storage.close());
  await orClose(storage.check());
  const catalogue = { handle, images: createImages(storage) };
  const maintenance = createMaintenance(handle.db, {
    eventRetentionMs: config.eventRetentionMs,
    intervalMs: config.maintenanceIntervalMs,
    log: app.log,
    purgeDocuments: (at) => purgeDocuments(handle.db, storage, at),
  });
  maintenance.start();
  app.addHook('onClose', () => maintenance.stop());
  // Imports run in the background (issue 24); runs a stopped process left are resumed here.
  const importRunner = createImportRunner({ handle, bus }, app.log);
  importRunner.startSweeping();
  // As soon as a stop begins: the batch under way commits and the run is handed back.
  app.addHook('preClose', () => importRunner.stop());
  const outbox = createOutboxWorker({
    handle,
    url: config.databaseUrl,
    mail: config.mail,
    log: app.log,
  });
  await orClose(outbox.start());
  // Before the database closes: the mail being sent is recorded as sent (or not).
  app.addHook('onClose', () => outbox.stop());
  // The morning digest at 08:00 in the agency's zone (issue 24); a missed one goes out at start.
  const digest = createDigestScheduler({ db: handle.db, log: app.log });
  await orClose(digest.start());
  app.addHook('onClose', () => digest.stop());

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

  await app.register(
    (api) => {
      dueHints(api, handle.db, bus);
      healthRoutes(api, handle);
      usersRoutes(api, {
        db: handle.db,
        handle,
        images: catalogue.images,
        config,
        users,
        sessions,
      });
      servicesRoutes(api, handle);
      settingsRoutes(api, handle.db, catalogue.images);
      mailTemplatesRoutes(api, handle.db);
      officesRoutes(api, handle.db);
      digestRoutes(api, { db: handle.db, rateLimit: publicRateLimit });
      dashboardRoutes(api, { db: handle.db, dialect: handle.dialect, counts: enquiries.counts });
      enquiriesRoutes(api, { db: handle.db, repo: enquiries, publicRateLimit });
      enquiryTransferRoutes(api, { db: handle.db, get: (id) => enquiries.get(id) });
      streamRoutes(api, { bus, hub: streams });
      followUpsRoutes(api, handle, enquiries);
      applicationsRoutes(api, { handle, bus });
      documentsRoutes(api, { db: handle.db, storage, maxBytes: config.documentMaxBytes });
      documentTypesRoutes(api, handle.db);
      documentRequirementsRoutes(api, handle.db);
      studentPortal(api, { db: handle.db, bus, storage, config });
      const contacts = contactsRoutes(api, { handle, bus, publicRateLimit });
      callBackRoutes(api, { handle, bus, enquiries });
      dueRoutes(api, handle.db);
      countriesRoutes(api, catalogue);
      statesRoutes(api, catalogue);
      const courses = coursesRoutes(api, catalogue);
      const colleges = collegesRoutes(api, catalogue);
      searchRoutes(api, { enquiries, contacts, colleges, courses });
      intakesRoutes(api, catalogue);
      outboxRoutes(api, { db: handle.db, worker: outbox });
      blogRoutes(api, catalogue);
      galleryRoutes(api, catalogue);
      webToLeadRoutes(api, { db: handle.db, origins: config.publicFormOrigins });
      importsRoutes(api, { db: handle.db, runner: importRunner });
      enquiryMailRoutes(api, { db: handle.db, enquiries });
      return Promise.resolve();
    },
    { prefix: '/api' },
  );
  await app.register(uploadsPlugin, { storage });
  await app.register(webPlugin, { root: config.webDist });

  app.decorate('firstAdmin', firstAdmin);
  app.decorate('dbHandle', handle);
  app.decorate('storage', storage);
  app.decorate('images', catalogue.images);
  app.decorate('maintenance', maintenance);
  app.decorate('streams', streams);
  app.decorate('outbox', outbox);
  return app;
}
