import type { ModuleRegistration } from '../module';
import { outboxRoutes } from './outbox.routes';

/** The outbox's routes (its sender is built by app.ts: metrics and the stop need it first). */
export const mailModule: ModuleRegistration = {
  name: 'mail',
  register: (api, { handle, outbox }) => outboxRoutes(api, { db: handle.db, worker: outbox }),
};
