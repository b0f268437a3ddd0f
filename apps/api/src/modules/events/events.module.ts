import type { ModuleRegistration } from '../module';
import { streamRoutes } from './stream.routes';

/** The live event stream. */
export const eventsModule: ModuleRegistration = {
  name: 'events',
  register: (api, { bus, streams }) => streamRoutes(api, { bus, hub: streams }),
};
