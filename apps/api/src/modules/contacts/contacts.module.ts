import type { ModuleRegistration } from '../module';
import { callBackRoutes } from './contacts.callbacks.routes';
import { contactsRoutes } from './contacts.routes';

/** Call requests and their call-backs; search reads the call requests. */
export const contactsModule: ModuleRegistration = {
  name: 'contacts',
  register(api, { handle, bus, enquiries, config, searchSources }) {
    const publicRateLimit = config.publicFormRateLimit;
    searchSources.contacts = contactsRoutes(api, { handle, bus, publicRateLimit });
    callBackRoutes(api, { handle, bus, enquiries });
  },
};
