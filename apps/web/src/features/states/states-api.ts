import { statesResource, type State, type StateCreate } from '@studydesk/contract';
import type { RefSource } from '../../components/ref-select';
import { createCrudApi } from '../../lib/crud/crud-api';

/** /states (spec "State / place"): JSON writes; lists answer {data, count}. */
export const statesApi = createCrudApi<State, StateCreate>({ resource: statesResource });

/** Places as the choice of another form (a college's place, within its country). */
export const placeSource: RefSource<State> = {
  api: statesApi,
  label: (place) => (place.countryName ? `${place.name} (${place.countryName})` : place.name),
  sort: 'name',
};
