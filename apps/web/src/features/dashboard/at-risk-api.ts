import { AtRiskSchema, MONEY_AT_RISK_PATH, type AtRisk } from '@studydesk/contract';
import { api } from '../../lib/api';
import { malformed } from '../../lib/crud/tags';

export type AtRiskArgs = { today: string; office?: string };

/** GET /money/at-risk?today[&office]: conditional offers with something due within 14 days. */
export const atRiskApi = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    moneyAtRisk: build.query<AtRisk, AtRiskArgs>({
      // An answer not of the contract's shape is the card's error, not a crash of the page.
      queryFn: async (params, _api, _extra, baseQuery) => {
        const res = await baseQuery({ url: MONEY_AT_RISK_PATH, params });
        if (res.error) return { error: res.error };
        const parsed = AtRiskSchema.safeParse(res.data);
        return parsed.success
          ? { data: parsed.data }
          : { error: malformed('Failed to load the money at risk') };
      },
    }),
  }),
});

export const { useMoneyAtRiskQuery } = atRiskApi;
