import type { ModuleRegistration } from '../module';
import { mailTemplatesRoutes } from './templates.routes';

/** The mail templates staff write with. */
export const mailTemplatesModule: ModuleRegistration = {
  name: 'mail-templates',
  register: (api, { handle }) => mailTemplatesRoutes(api, handle.db),
};
