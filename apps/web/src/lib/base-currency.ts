import { api } from './api';

/**
 * The agency's base currency (money settings, which admins keep and managers read): what a new
 * invoice is in when the price list says nothing, and what a claim's payment in another
 * currency asks the day's rate to.
 */
const baseCurrencyApi = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    baseCurrency: build.query<string, void>({
      query: () => '/money/settings',
      transformResponse: (raw: { baseCurrency: string }) => raw.baseCurrency,
    }),
  }),
});

export const { useBaseCurrencyQuery } = baseCurrencyApi;
