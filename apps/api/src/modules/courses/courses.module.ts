import type { ModuleRegistration } from '../module';
import { coursesRoutes } from './courses.routes';

/** Courses; search reads them. */
export const coursesModule: ModuleRegistration = {
  name: 'courses',
  register(api, { catalogue, searchSources }) {
    searchSources.courses = coursesRoutes(api, catalogue);
  },
};
