import type { ModuleRegistration } from '../module';
import { servicesRoutes } from './services.routes';

/** The website's services. */
export const servicesModule: ModuleRegistration = {
  name: 'services',
  register: (api, { handle }) => servicesRoutes(api, handle),
};
