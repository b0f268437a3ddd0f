import type {
  ExchangeRate,
  ExchangeRateCreate,
  MoneySettings,
  MoneySettingsUpdate,
} from '@studydesk/contract';
import { api } from '../../lib/api';

// the contract's path constants would bring zod with the page; its forms bring it when they load
const MONEY_SETTINGS_PATH = '/money/settings';
const MONEY_RATES_PATH = '/money/rates';
const SETTINGS = { type: 'MoneySettings', id: 'settings' } as const;
const RATES = { type: 'MoneySettings', id: 'rates' } as const;

/** GET/PUT /money/settings and the dated rates (GET/POST /money/rates, DELETE one). */
export const moneySettingsApi = api
  .enhanceEndpoints({ addTagTypes: [SETTINGS.type] })
  .injectEndpoints({
    overrideExisting: Boolean(import.meta.hot),
    endpoints: (build) => ({
      moneySettings: build.query<MoneySettings, void>({
        query: () => MONEY_SETTINGS_PATH,
        providesTags: [SETTINGS],
      }),
      updateMoneySettings: build.mutation<MoneySettings, MoneySettingsUpdate>({
        query: (body) => ({ url: MONEY_SETTINGS_PATH, method: 'PUT', body }),
        // a new base currency changes what the rates are rates to
        invalidatesTags: [SETTINGS, RATES],
      }),
      exchangeRates: build.query<ExchangeRate[], void>({
        query: () => MONEY_RATES_PATH,
        transformResponse: (raw: { data?: ExchangeRate[] }) => raw.data ?? [],
        providesTags: [RATES],
      }),
      /** Adds a day's rate, or corrects the one already given for that currency and day. */
      setExchangeRate: build.mutation<ExchangeRate, ExchangeRateCreate>({
        query: (body) => ({ url: MONEY_RATES_PATH, method: 'POST', body }),
        invalidatesTags: [RATES],
      }),
      removeExchangeRate: build.mutation<null, string>({
        query: (id) => ({ url: `${MONEY_RATES_PATH}/${id}`, method: 'DELETE' }),
        invalidatesTags: [RATES],
      }),
    }),
  });

export const {
  useMoneySettingsQuery,
  useUpdateMoneySettingsMutation,
  useExchangeRatesQuery,
  useSetExchangeRateMutation,
  useRemoveExchangeRateMutation,
} = moneySettingsApi;
