import type { ModuleRegistration } from '../module';
import { blogRoutes } from './blog.routes';

/** The blog. */
export const blogModule: ModuleRegistration = {
  name: 'blog',
  register: (api, { catalogue }) => void blogRoutes(api, catalogue),
};
