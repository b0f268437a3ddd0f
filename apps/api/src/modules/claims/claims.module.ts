import type { ModuleRegistration } from '../module';
import { claimLineRoutes } from './claims.lines.routes';
import { claimMoneyRoutes } from './claims.more.routes';
import { claimsRoutes } from './claims.routes';
import { createClaimService } from './claims.service';

/** Commission claimed from colleges: claims, their PDFs, payments and credit notes. */
export const claimsModule: ModuleRegistration = {
  name: 'claims',
  register: (api, { handle }) => {
    const svc = createClaimService(handle.db);
    claimsRoutes(api, svc);
    claimMoneyRoutes(api, svc);
    claimLineRoutes(api, svc);
    return Promise.resolve();
  },
};
