import type { DashboardSummary } from '@studydesk/contract';
import { api } from '../../lib/api';

/** GET /dashboard/summary?today=YYYY-MM-DD: every figure, chart and list of the dashboard. */
export const dashboardApi = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    dashboardSummary: build.query<DashboardSummary, string>({
      query: (today) => ({ url: '/dashboard/summary', params: { today } }),
    }),
  }),
});

export const { useDashboardSummaryQuery } = dashboardApi;
