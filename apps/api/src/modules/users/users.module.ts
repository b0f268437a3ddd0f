import type { ModuleRegistration } from '../module';
import { usersRoutes } from './users.routes';

/** Staff accounts, sign-in and profiles. */
export const usersModule: ModuleRegistration = {
  name: 'users',
  register: (api, { handle, catalogue, config, users, sessions }) =>
    usersRoutes(api, { db: handle.db, handle, images: catalogue.images, config, users, sessions }),
};
