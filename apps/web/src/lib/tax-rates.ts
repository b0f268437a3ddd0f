import { api } from './api';

type TaxRate = { name: string; rate: string };

/**
 * The agency's tax rates (money settings: admins keep them, managers read them), which the
 * price list and an invoice's lines choose from. A reader who may not see the settings (a
 * counsellor) gets an error, and types the rate instead.
 */
const taxRatesApi = api.injectEndpoints({
  overrideExisting: Boolean(import.meta.hot),
  endpoints: (build) => ({
    taxRates: build.query<TaxRate[], void>({
      query: () => '/money/settings',
      transformResponse: (raw: { taxRates?: TaxRate[] }) => raw.taxRates ?? [],
    }),
  }),
});

export const { useTaxRatesQuery } = taxRatesApi;

/**
 * The choices of a tax field: none, then each rate by its name, and the field's own value when
 * it is none of them (a rate entered before the list had it). Null without a list: typed.
 */
export function taxOptions(rates: readonly TaxRate[] | undefined, current?: string) {
  if (!rates || rates.length === 0) return null;
  const options = [
    { value: '0', label: 'No tax (0%)' },
    ...rates.map((r) => ({ value: r.rate, label: `${r.name} (${r.rate}%)` })),
  ];
  if (current && !options.some((o) => Number(o.value) === Number(current)))
    options.push({ value: current, label: `${current}%` });
  return options;
}
