import type { ModuleRegistration } from '../module';
import { webToLeadRoutes } from './web-to-lead.routes';

/** Forms on the agency's website. */
export const webToLeadModule: ModuleRegistration = {
  name: 'web-to-lead',
  register: (api, { handle, config }) =>
    webToLeadRoutes(api, { db: handle.db, origins: config.publicFormOrigins }),
};
