import type { ModuleRegistration } from '../module';
import { feesRoutes } from './fees.routes';

/** The price list of the agency's services. */
export const feesModule: ModuleRegistration = {
  name: 'fees',
  register: (api, { handle }) => {
    feesRoutes(api, handle.db);
    return Promise.resolve();
  },
};
