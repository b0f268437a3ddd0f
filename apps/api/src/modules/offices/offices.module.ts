import type { ModuleRegistration } from '../module';
import { enquiryTransferRoutes } from './enquiry-transfer.routes';
import { officeSettingsRoutes } from './office-settings.routes';
import { officesRoutes } from './offices.routes';

/**
 * Offices: admins keep the list; admins and managers move an enquiry between offices and set
 * their offices' own settings.
 */
export const officesModule: ModuleRegistration = {
  name: 'offices',
  register: (api, { handle, bus, enquiries }) => {
    officesRoutes(api, handle.db);
    officeSettingsRoutes(api, handle.db);
    enquiryTransferRoutes(api, { db: handle.db, bus, get: (id) => enquiries.get(id) });
    return Promise.resolve();
  },
};
