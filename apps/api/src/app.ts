import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { MESSAGES, type Access } from '@studydesk/contract';
import type { Config } from './config';
import { openDatabase, type DbHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createImages } from './lib/crud/images';
import { AppError } from './lib/errors';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { multipartPlugin } from './plugins/multipart';
import { diskStorage, uploadsPlugin } from './plugins/storage';
import { webPlugin } from './plugins/web';
import { blogRoutes } from './modules/blog/blog.routes';
import { collegesRoutes } from './modules/colleges/colleges.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { countriesRoutes } from './modules/countries/countries.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { enquiriesRoutes } from './modules/enquiries/enquiries.routes';
import { createEnquiriesRepository } from './modules/enquiries/enquiries.repository';
import { createEventBus } from './modules/events/event-bus';
import { streamRoutes } from './modules/events/stream.routes';
import { followUpsRoutes } from './modules/followups/followups.routes';
import { galleryRoutes } from './modules/gallery/gallery.routes';
import { healthRoutes } from './modules/health/health.routes';
import { intakesRoutes } from './modules/intakes/intakes.routes';
import { searchRoutes } from './modules/search/search.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { statesRoutes } from './modules/states/states.routes';
import { ensureFirstAdmin, type FirstAdmin } from './modules/users/bootstrap';
import { createSessions } from './modules/users/sessions';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    firstAdmin: FirstAdmin | null;
    dbHandle: DbHandle;
    /** Every route as registered, with its access rule: walked by the auth test. */
    routeTable: RouteEntry[];
  }
}
export type App = FastifyInstance;
export type RouteEntry = { method: string; url: string; access: Access | undefined };

/** Builds the whole server; used by server.ts and by every test. Migrates and bootstraps. */
export async function buildApp(config: Config): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    forceCloseConnections: true,
    // Spec §7 spells some lists with a trailing slash (GET /gallery/, GET /blog/).
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat())
      routeTable.push({ method, url: r.url, access: r.config?.access });
  });

  const handle = openDatabase(config.databaseUrl, (err) =>
    app.log.warn({ err }, 'idle database connection lost'),
  );
  app.addHook('onClose', () => handle.close());
  await migrateToLatest(handle.db);
  const users = createUsersRepository(handle.db);
  const sessions = createSessions(handle.db, config.sessionTtlMs);
  const firstAdmin = await ensureFirstAdmin(users, config);
  const bus = await createEventBus(handle, config.databaseUrl, app.log);
  app.addHook('onClose', () => bus.close());
  const enquiries = createEnquiriesRepository(handle, bus);
  const publicRateLimit = config.publicFormRateLimit;
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const catalogue = { handle, images: createImages(diskStorage(uploadsDir)) };

  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    done(null, payload);
  });
  await app.register(errorsPlugin);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new AppError(ctx.statusCode, 'rate_limited', MESSAGES.tooManyRequests),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'StudyDesk API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin, { sessions });
  await app.register(multipartPlugin, { maxFileBytes: config.uploadMaxBytes });

  await app.register(
    (api) => {
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
      dashboardRoutes(api, handle.db);
      enquiriesRoutes(api, { db: handle.db, repo: enquiries, publicRateLimit });
      streamRoutes(api, { bus, sessions, heartbeatMs: config.sseHeartbeatMs });
      followUpsRoutes(api, handle, enquiries);
      const contacts = contactsRoutes(api, handle, publicRateLimit);
      countriesRoutes(api, catalogue);
      statesRoutes(api, catalogue);
      const courses = coursesRoutes(api, catalogue);
      const colleges = collegesRoutes(api, catalogue);
      searchRoutes(api, { enquiries, contacts, colleges, courses });
      intakesRoutes(api, catalogue);
      blogRoutes(api, catalogue);
      galleryRoutes(api, catalogue);
      return Promise.resolve();
    },
    { prefix: '/api' },
  );
  await app.register(uploadsPlugin, { dir: uploadsDir });
  await app.register(webPlugin, { root: config.webDist });

  app.decorate('firstAdmin', firstAdmin);
  app.decorate('dbHandle', handle);
  return app;
}
