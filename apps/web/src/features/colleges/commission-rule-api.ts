import type { CommissionRule, CommissionRuleBody } from '@studydesk/contract';
import { COMMISSION, COMMISSION_LIST, applicationsApi } from '../applications/application-tags';

const ruleTag = (college: string) => ({ type: COMMISSION, id: `rule:${college}` }) as const;
const url = (college: string) => `/college/${encodeURIComponent(college)}/commission`;

/** GET/PUT /college/:id/commission: a college's commission rule, admins set it. */
export const commissionRuleApi = applicationsApi.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    commissionRule: build.query<CommissionRule, string>({
      query: url,
      providesTags: (_r, _e, college) => [ruleTag(college)],
    }),
    /** Changes what every application of the college is expected to earn. */
    setCommissionRule: build.mutation<
      CommissionRule,
      { college: string; body: CommissionRuleBody }
    >({
      query: ({ college, body }) => ({ url: url(college), method: 'PUT', body }),
      invalidatesTags: (_r, _e, { college }) => [ruleTag(college), COMMISSION_LIST],
    }),
  }),
});

export const { useCommissionRuleQuery, useSetCommissionRuleMutation } = commissionRuleApi;
