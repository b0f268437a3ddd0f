import type { FastifyInstance } from 'fastify';
import type { ModuleRegistration } from '../module';
import { publicBase, type Config } from '../../config';
import type { Db } from '../../db/database';
import type { Storage } from '../../plugins/storage';
import type { EventBus } from '../events/event-bus';
import { createSettingsStore } from '../settings/settings.store';
import { createPortalLimits } from './portal-limits';
import { studentLinkRoutes } from './student-link.routes';
import { createStudentLinks, type Clock } from './student-links';
import { studentPortalRoutes } from './student-portal.routes';
import { createStudentUpload } from './student-upload';

type Deps = {
  db: Db;
  bus: EventBus;
  storage: Storage;
  config: Config;
  /** The clock links expire by (tests move it). */
  clock?: Clock;
};

/** The student's private link: staff's routes to make and revoke it, and its page's. */
export function studentPortal(app: FastifyInstance, deps: Deps) {
  const { db, config } = deps;
  const links = createStudentLinks(db, deps.clock);
  studentLinkRoutes(app, {
    db,
    links,
    settings: createSettingsStore(db),
    publicBaseUrl: publicBase(config),
  });
  const limits = createPortalLimits(db, {
    perMinute: config.studentLinkRateLimit,
    maxFailures: config.studentLinkMaxFailures,
    dailyFiles: config.studentLinkDailyFiles,
    dailyBytes: config.studentLinkDailyBytes,
  });
  studentPortalRoutes(app, {
    db,
    links,
    limits,
    perMinute: config.studentLinkRateLimit,
    maxBytes: config.documentMaxBytes,
    upload: createStudentUpload({ db, storage: deps.storage, bus: deps.bus, limits }),
  });
}

export const studentPortalModule: ModuleRegistration = {
  name: 'student-portal',
  register: (api, { handle, bus, storage, config }) =>
    studentPortal(api, { db: handle.db, bus, storage, config }),
};
