import type { ModuleRegistration } from '../module';
import { applicationsRoutes } from './applications.routes';

/** Applications to courses. */
export const applicationsModule: ModuleRegistration = {
  name: 'applications',
  register: (api, { handle, bus }) => applicationsRoutes(api, { handle, bus }),
};
