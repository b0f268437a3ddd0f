import type { ModuleRegistration } from '../module';
import { statesRoutes } from './states.routes';

/** Places (states). */
export const statesModule: ModuleRegistration = {
  name: 'states',
  register: (api, { catalogue }) => void statesRoutes(api, catalogue),
};
