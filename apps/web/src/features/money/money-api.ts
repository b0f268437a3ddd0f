import type { Forecast, MoneySummary } from '@studydesk/contract';
import { MONEY_FORECAST_PATH, MONEY_SUMMARY_PATH } from '@studydesk/contract/plain';
import { api } from '../../lib/api';

export type SummaryArgs = { from: string; to: string; asOf: string; office?: string };
export type ForecastArgs = { today: string; office?: string };

/** GET /money/summary and /money/forecast: the reports screen's two reads. */
export const moneyReportsApi = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    moneySummary: build.query<MoneySummary, SummaryArgs>({
      query: (params) => ({ url: MONEY_SUMMARY_PATH, params }),
    }),
    moneyForecast: build.query<Forecast, ForecastArgs>({
      query: (params) => ({ url: MONEY_FORECAST_PATH, params }),
    }),
  }),
});

export const { useMoneySummaryQuery, useMoneyForecastQuery } = moneyReportsApi;
