import type { ModuleRegistration } from '../module';
import { countriesRoutes } from './countries.routes';

/** Countries. */
export const countriesModule: ModuleRegistration = {
  name: 'countries',
  register: (api, { catalogue }) => void countriesRoutes(api, catalogue),
};
