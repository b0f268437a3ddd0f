import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { DbHandle } from '../db/database';
import type { Storage } from '../plugins/storage';
import type { CatalogueDeps } from './catalogue';
import type { EnquiriesRepository } from './enquiries/enquiries.repository';
import type { EventBus } from './events/event-bus';
import type { StreamHub } from './events/stream-hub';
import type { OutboxWorker } from './mail/outbox.worker';
import type { SearchSources } from './search/search.routes';
import type { Sessions } from './users/sessions';
import type { UsersRepository } from './users/users.repository';

/** The app's shared parts, built once at start, that every module's registration is given. */
export type AppContext = {
  /** The root app: where a module's background work hooks its stop and decorates the app. */
  app: FastifyInstance;
  config: Config;
  handle: DbHandle;
  bus: EventBus;
  storage: Storage;
  catalogue: CatalogueDeps;
  users: UsersRepository;
  sessions: Sessions;
  enquiries: EnquiriesRepository;
  streams: StreamHub;
  outbox: OutboxWorker;
  /** What search reads, filled in by the modules it reads (listed before search). */
  searchSources: Partial<SearchSources>;
};

/**
 * One module's part of the app, registered once at start in the order of `modules/index.ts`:
 * its routes (on `api`, under /api), its hooks into other modules, its background work.
 */
export type ModuleRegistration = {
  name: string;
  register(api: FastifyInstance, ctx: AppContext): void | Promise<void>;
};
