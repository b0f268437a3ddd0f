import type { ModuleRegistration } from '../module';
import { digestRoutes } from './digest.routes';
import { createDigestScheduler } from './digest.scheduler';

/** The morning digest at 08:00 in the agency's zone; a missed one goes out at start. */
export const digestModule: ModuleRegistration = {
  name: 'digest',
  async register(api, { app, handle, config }) {
    digestRoutes(api, { db: handle.db, rateLimit: config.publicFormRateLimit });
    const digest = createDigestScheduler({ db: handle.db, log: app.log });
    await digest.start();
    app.addHook('onClose', () => digest.stop());
  },
};
