import type { ModuleRegistration } from '../module';
import { purgeDocuments } from '../documents/documents.purge';
import { createMaintenance } from './maintenance';

/** Scheduled pruning of old events, sessions, failures, rate-limit windows and documents. */
export const maintenanceModule: ModuleRegistration = {
  name: 'maintenance',
  register(_api, { app, config, handle, storage }) {
    const maintenance = createMaintenance(handle.db, {
      eventRetentionMs: config.eventRetentionMs,
      intervalMs: config.maintenanceIntervalMs,
      log: app.log,
      purgeDocuments: (at) => purgeDocuments(handle.db, storage, at),
    });
    maintenance.start();
    app.addHook('onClose', () => maintenance.stop());
    app.decorate('maintenance', maintenance);
  },
};
