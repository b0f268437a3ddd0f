import type { ModuleRegistration } from '../module';
import { createImportRunner } from './imports.runner';
import { importsRoutes } from './imports.routes';

/**
 * Imports, run in the background; runs a stopped process left are resumed at start. As soon as
 * a stop begins, the batch under way commits and the run is handed back.
 */
export const importsModule: ModuleRegistration = {
  name: 'imports',
  register(api, { app, handle, bus }) {
    const runner = createImportRunner({ handle, bus }, app.log);
    runner.startSweeping();
    app.addHook('preClose', () => runner.stop());
    importsRoutes(api, { db: handle.db, runner });
  },
};
