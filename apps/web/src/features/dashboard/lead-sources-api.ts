import type { LeadSources, LeadSourcesQuery } from '@studydesk/contract';
import { api } from '../../lib/api';

/** GET /dashboard/sources?from&to: enquiries and conversion by UTM source and campaign. */
export const leadSourcesApi = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    leadSources: build.query<LeadSources, LeadSourcesQuery>({
      query: (params) => ({ url: '/dashboard/sources', params }),
    }),
  }),
});

export const { useLeadSourcesQuery } = leadSourcesApi;
