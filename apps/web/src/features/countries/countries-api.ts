import { countriesResource, type Country } from '@studydesk/contract';
import type { RefSource } from '../../components/ref-select';
import { createCrudApi } from '../../lib/crud/crud-api';
import { multipart } from '../../lib/form-data';
import type { CountryForm } from './countries-form';

/** /countries: multipart with the flag as `image` (spec §7); lists answer {data, count}. */
export const countriesApi = createCrudApi<Country, CountryForm>({
  resource: countriesResource,
  encode: multipart({ arrays: 'indexed' }),
});

/** Countries as the choice of another form (a place's, a college's). */
export const countrySource: RefSource<Country> = {
  api: countriesApi,
  label: (country) => country.name,
  sort: 'name',
};

/** A country's name by its id (undefined while loading or when there is none). */
export const useCountryName = (id: string) =>
  countriesApi.useGetQuery(id, { skip: !id }).data?.name;
