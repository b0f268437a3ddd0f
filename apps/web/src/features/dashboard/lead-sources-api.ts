import type { LeadSources, LeadSourcesQuery } from '@studydesk/contract';
import { FIGURES_TAG, figuresTagged } from '../../lib/live-figures';

/** GET /dashboard/sources?from&to: enquiries and conversion by UTM source and campaign. */
export const leadSourcesApi = figuresTagged.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    leadSources: build.query<LeadSources, LeadSourcesQuery>({
      query: (params) => ({ url: '/dashboard/sources', params }),
      providesTags: [FIGURES_TAG],
    }),
  }),
});

export const { useLeadSourcesQuery } = leadSourcesApi;
