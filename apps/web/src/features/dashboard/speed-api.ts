import type { DashboardSpeed } from '@studydesk/contract';
import { api } from '../../lib/api';

/** GET /dashboard/speed?today=YYYY-MM-DD: time to first contact, this week and last (issue 10). */
export const speedApi = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    dashboardSpeed: build.query<DashboardSpeed, string>({
      query: (today) => ({ url: '/dashboard/speed', params: { today } }),
    }),
  }),
});

export const { useDashboardSpeedQuery } = speedApi;
