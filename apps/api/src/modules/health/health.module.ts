import type { ModuleRegistration } from '../module';
import { healthRoutes } from './health.routes';

/** The health check (metrics are plumbing, mounted by app.ts beside the other plugins). */
export const healthModule: ModuleRegistration = {
  name: 'health',
  register: (api, { handle }) => healthRoutes(api, handle),
};
