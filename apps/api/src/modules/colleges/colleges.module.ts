import type { ModuleRegistration } from '../module';
import { collegesRoutes } from './colleges.routes';

/** Colleges; search reads them. */
export const collegesModule: ModuleRegistration = {
  name: 'colleges',
  register(api, { catalogue, searchSources }) {
    searchSources.colleges = collegesRoutes(api, catalogue);
  },
};
