import {
  DashboardFunnelSchema,
  type DashboardFunnel,
  type FunnelDimension,
} from '@studydesk/contract';
import { malformed } from '../../lib/crud/tags';
import { applicationsApi, FUNNEL_LIST } from '../applications/application-tags';

export type FunnelArgs = { from?: string; to?: string; by: FunnelDimension; office?: string };

/**
 * GET /dashboard/funnel?from&to&by[&office]: enquiries to enrolment by one dimension, of one
 * office when one is picked. Tagged FUNNEL_LIST, so a move of an application on any screen
 * refreshes it.
 */
export const funnelApi = applicationsApi.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    dashboardFunnel: build.query<DashboardFunnel, FunnelArgs>({
      // An answer not of the contract's shape is the section's error, not a crash of the page.
      queryFn: async (params, _api, _extra, baseQuery) => {
        const res = await baseQuery({ url: '/dashboard/funnel', params });
        if (res.error) return { error: res.error };
        const parsed = DashboardFunnelSchema.safeParse(res.data);
        return parsed.success
          ? { data: parsed.data }
          : { error: malformed('Failed to load the funnel') };
      },
      providesTags: [FUNNEL_LIST],
    }),
  }),
});

export const { useDashboardFunnelQuery } = funnelApi;
