import { DashboardSpeedSchema, type DashboardSpeed } from '@studydesk/contract';
import { api } from '../../lib/api';
import { malformed } from '../../lib/crud/tags';

/** GET /dashboard/speed?today=YYYY-MM-DD: time to first contact, this week and last. */
export const speedApi = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    dashboardSpeed: build.query<DashboardSpeed, string>({
      // An answer not of the contract's shape is the section's error, not a crash of the page.
      queryFn: async (today, _api, _extra, baseQuery) => {
        const res = await baseQuery({ url: '/dashboard/speed', params: { today } });
        if (res.error) return { error: res.error };
        const parsed = DashboardSpeedSchema.safeParse(res.data);
        return parsed.success
          ? { data: parsed.data }
          : { error: malformed('Failed to load speed to lead') };
      },
    }),
  }),
});

export const { useDashboardSpeedQuery } = speedApi;
