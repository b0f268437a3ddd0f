import type { ModuleRegistration } from '../module';
import { documentRequirementsRoutes } from './document-requirements.routes';
import { documentTypesRoutes } from './document-types.routes';
import { documentsRoutes } from './documents.routes';

/** Student documents, their types and the checklist's requirements. */
export const documentsModule: ModuleRegistration = {
  name: 'documents',
  register(api, { handle, storage, config }) {
    documentsRoutes(api, { db: handle.db, storage, maxBytes: config.documentMaxBytes });
    documentTypesRoutes(api, handle.db);
    documentRequirementsRoutes(api, handle.db);
  },
};
