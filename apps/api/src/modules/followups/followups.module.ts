import type { ModuleRegistration } from '../module';
import { followUpsRoutes } from './followups.routes';

/** Follow-ups. */
export const followUpsModule: ModuleRegistration = {
  name: 'followups',
  register: (api, { handle, enquiries }) => followUpsRoutes(api, handle, enquiries),
};
