import type { ModuleRegistration } from '../module';
import { dueHints } from './due.hints';
import { dueRoutes } from './due.routes';

/** What is due: its routes, and the hints answers carry. */
export const dueModule: ModuleRegistration = {
  name: 'due',
  register(api, { handle, bus }) {
    dueHints(api, handle.db, bus);
    dueRoutes(api, handle.db);
  },
};
