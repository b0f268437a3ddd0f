import type { ModuleRegistration } from '../module';
import { settingsRoutes } from './settings.routes';

/** The agency's settings. */
export const settingsModule: ModuleRegistration = {
  name: 'settings',
  register: (api, { handle, catalogue }) => void settingsRoutes(api, handle.db, catalogue.images),
};
