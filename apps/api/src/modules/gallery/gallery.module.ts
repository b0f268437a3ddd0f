import type { ModuleRegistration } from '../module';
import { galleryRoutes } from './gallery.routes';

/** The gallery. */
export const galleryModule: ModuleRegistration = {
  name: 'gallery',
  register: (api, { catalogue }) => void galleryRoutes(api, catalogue),
};
