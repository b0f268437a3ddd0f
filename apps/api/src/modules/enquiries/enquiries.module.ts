import type { ModuleRegistration } from '../module';
import { enquiriesRoutes } from './enquiries.routes';

/** Enquiries: the desk's routes (the repository is shared: built by app.ts). */
export const enquiriesModule: ModuleRegistration = {
  name: 'enquiries',
  register: (api, { handle, enquiries, config }) =>
    enquiriesRoutes(api, {
      db: handle.db,
      repo: enquiries,
      publicRateLimit: config.publicFormRateLimit,
    }),
};
