import type { ModuleRegistration } from '../module';
import { searchRoutes } from './search.routes';

/** The header search, over what the modules listed before it filled in. */
export const searchModule: ModuleRegistration = {
  name: 'search',
  register(api, { enquiries, searchSources: s }) {
    if (!s.contacts || !s.colleges || !s.courses)
      throw new Error('search is registered before contacts, colleges and courses');
    searchRoutes(api, {
      enquiries,
      contacts: s.contacts,
      colleges: s.colleges,
      courses: s.courses,
    });
  },
};
