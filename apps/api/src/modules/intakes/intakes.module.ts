import type { ModuleRegistration } from '../module';
import { intakesRoutes } from './intakes.routes';

/** Intakes. */
export const intakesModule: ModuleRegistration = {
  name: 'intakes',
  register: (api, { catalogue }) => void intakesRoutes(api, catalogue),
};
