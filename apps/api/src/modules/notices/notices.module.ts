import type { ModuleRegistration } from '../module';
import { noticesRoutes } from './notices.routes';

/** The bell's notices kept for their reader (the inbox keeps "Reply from …" here). */
export const noticesModule: ModuleRegistration = {
  name: 'notices',
  register(api, { handle }) {
    noticesRoutes(api, handle.db);
  },
};
