import type { DashboardSummary } from '@studydesk/contract';
import { FIGURES_TAG, figuresTagged } from '../../lib/live-figures';

/**
 * GET /dashboard/summary?today=YYYY-MM-DD[&office=]: every figure, chart and list of the
 * dashboard, of one office when an admin or a manager of several picks one.
 */
export const dashboardApi = figuresTagged.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    dashboardSummary: build.query<DashboardSummary, { today: string; office?: string }>({
      query: (params) => ({ url: '/dashboard/summary', params }),
      providesTags: [FIGURES_TAG],
    }),
  }),
});

export const { useDashboardSummaryQuery } = dashboardApi;
