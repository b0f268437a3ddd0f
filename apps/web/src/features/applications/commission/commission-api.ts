import type { CommissionSummary } from '@studydesk/contract';
import { COMMISSION_LIST, applicationsApi } from '../application-tags';

/** The summary's filters, as GET /applications/commission names them. */
export type CommissionFilters = Partial<Record<'intakeMonth' | 'intakeYear' | 'college', string>>;

/** GET /applications/commission: by intake and college, totals per currency. */
export const commissionApi = applicationsApi.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    commissionSummary: build.query<CommissionSummary, CommissionFilters>({
      query: (params) => ({ url: '/applications/commission', params }),
      providesTags: [COMMISSION_LIST],
    }),
  }),
});

export const { useCommissionSummaryQuery } = commissionApi;
