import type { ModuleRegistration } from '../module';
import { dashboardRoutes } from './dashboard.routes';

/** The dashboard's figures. */
export const dashboardModule: ModuleRegistration = {
  name: 'dashboard',
  register: (api, { handle, enquiries }) =>
    dashboardRoutes(api, { db: handle.db, dialect: handle.dialect, counts: enquiries.counts }),
};
